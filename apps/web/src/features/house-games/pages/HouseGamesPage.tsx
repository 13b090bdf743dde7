import { type ComponentType, lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { usePageName } from "../../../shared/lib/page-names";
import { Spinner } from "../../../shared/ui/Spinner";
import { useHouseGames } from "../api/house-games";

const SlotGame = lazy(() => import("../games/SlotGame"));
const GAMES: Record<string, ComponentType> = {
  dice: lazy(() => import("../games/DiceGame")),
  limbo: lazy(() => import("../games/LimboGame")),
  plinko: lazy(() => import("../games/PlinkoGame")),
  keno: lazy(() => import("../games/KenoGame")),
  mines: lazy(() => import("../games/MinesGame")),
  crash: lazy(() => import("../games/CrashGame")),
};

/** /bgs: the house's games; /bgs?game=<code> opens one of them. */
export default function HouseGamesPage() {
  const [params] = useSearchParams();
  const code = params.get("game");
  if (code) {
    const Game = GAMES[code];
    return (
      <Suspense fallback={<Spinner className="grid min-h-96 place-items-center" />}>
        {Game ? <Game /> : <SlotOrList code={code} />}
      </Suspense>
    );
  }
  return <GameList />;
}

function SlotOrList({ code }: { code: string }) {
  const games = useHouseGames();
  const slot = games.data?.games.find((g) => g.code === code && g.kind === "slot");
  if (!games.data) return <Spinner className="grid min-h-96 place-items-center" />;
  return slot ? <SlotGame code={code} /> : <GameList />;
}

function GameList() {
  const { t } = useTranslation("houseGames");
  const pageName = usePageName("bgs");
  const games = useHouseGames();
  return (
    <div className="mx-auto w-full max-w-6xl px-3 py-6">
      <h1 className="text-2xl font-bold text-white">{pageName}</h1>
      <p className="mt-1 text-sm text-muted">{t("subtitle")}</p>
      {!games.data ? (
        <Spinner className="grid min-h-60 place-items-center" />
      ) : (
        <ul className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" data-testid="bgs-list">
          {games.data.games.map((game, index) => (
            <li key={game.code}>
              <Link
                to={`/bgs?game=${game.code}`}
                className="group block overflow-hidden rounded-2xl border border-line bg-panel transition hover:-translate-y-1 hover:border-brand hover:shadow-lg hover:shadow-brand/20"
                data-testid={`bgs-card-${game.code}`}
              >
                <img
                  src={`/images/bgs/${game.code}.svg`}
                  alt=""
                  // The first row is the first screen's main picture on a phone.
                  fetchPriority={index < 2 ? "high" : undefined}
                  className="aspect-[4/3] w-full object-cover transition group-hover:scale-105"
                />
                <div className="p-3">
                  <p className="font-semibold text-white">{game.name}</p>
                  <p className="text-xs text-muted">
                    {t(`kinds.${game.kind}`)} · {t("rtp", { rtp: game.rtp })}
                  </p>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Link to="/fairness" className="mt-6 inline-block text-sm text-gold underline">
        {t("fairness.verifyTitle")}
      </Link>
    </div>
  );
}
