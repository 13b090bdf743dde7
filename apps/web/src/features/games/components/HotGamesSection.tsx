import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate } from "react-router";
import { useHotGames } from "../api/games-api";
import { openItem } from "../lib/launch";
import { GameCard } from "./GameCard";

/** The lobby's hot games (GCSGAME_hotGamesV2, isHot = 1). */
export function HotGamesSection() {
  const { t } = useTranslation("games");
  const hot = useHotGames(12);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const games = hot.data?.games ?? [];
  if (games.length === 0) return null;
  return (
    <section aria-labelledby="lobby-hot-games" data-testid="lobby-hot-games">
      <div className="mb-4 flex items-center justify-between">
        <h2 id="lobby-hot-games" className="flex items-center gap-2 text-lg font-bold">
          <span className="h-5 w-1 rounded-full bg-gold" aria-hidden="true" />
          {t("lobby.hotTitle")}
        </h2>
        <Link to="/rng" className="text-sm text-gold hover:underline">
          {t("lobby.seeAll")}
        </Link>
      </div>
      <ul className="grid grid-cols-3 gap-3 sm:grid-cols-4 lg:grid-cols-6">
        {games.map((game) => (
          <GameCard
            key={game.nodeId}
            game={game}
            onOpen={(item) => openItem(item, (to) => navigate(to), pathname, "/rng")}
          />
        ))}
      </ul>
    </section>
  );
}
