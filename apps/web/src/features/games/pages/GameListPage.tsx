import type { GameItem, GameType } from "@jogada/contracts";
import { type ReactNode, useCallback, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { useSession } from "../../../shared/session/session-store";
import { BallIcon, BingoIcon, CardsIcon, FishIcon, GamepadIcon, SlotsIcon } from "../../../shared/ui/icons";
import { CategoryPage, type CategorySection } from "../../site";
import { useGameMenus } from "../api/games-api";
import { type FilterState, GameFilters } from "../components/GameFilters";
import { GameGrid } from "../components/GameGrid";
import { openItem } from "../lib/launch";
import { subtypeOfPage } from "../lib/page-query";

interface PageSpec {
  section: CategorySection;
  gameType: GameType;
  classify?: string;
  icon: ReactNode;
  art?: string;
  showClassify: boolean;
}

const PAGES: Record<string, PageSpec> = {
  "/rng": {
    section: "rng",
    gameType: "RNG",
    icon: <SlotsIcon className="size-6" />,
    art: "/images/site/tile-rng.svg",
    showClassify: true,
  },
  "/bingo": {
    section: "bingo",
    gameType: "RNG",
    classify: "BG",
    icon: <BingoIcon className="size-6" />,
    showClassify: false,
  },
  "/live": {
    section: "live",
    gameType: "LIVE",
    icon: <CardsIcon className="size-6" />,
    art: "/images/site/tile-live.svg",
    showClassify: true,
  },
  "/fish": {
    section: "fish",
    gameType: "FISH",
    icon: <FishIcon className="size-6" />,
    art: "/images/site/tile-fish.svg",
    showClassify: false,
  },
  "/sports": {
    section: "sports",
    gameType: "SPORTS",
    icon: <BallIcon className="size-6" />,
    art: "/images/site/tile-sports.svg",
    showClassify: false,
  },
  "/esports": {
    section: "esports",
    gameType: "ESPORTS",
    icon: <GamepadIcon className="size-6" />,
    showClassify: false,
  },
};

/**
 * A category's games (SPEC §2 /rng, /bingo, /live, /fish, /sports, /esports): vendor and subtype
 * filters, name search and an endless list. The filters live in the address (`vassalage`,
 * `page` for the subtype on /rng and /live, `q`) so a link or a reload keeps them; a `page` that
 * names no subtype of the category shows its first page.
 */
export default function GameListPage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { token } = useSession();
  const [params, setParams] = useSearchParams();
  const spec = PAGES[pathname] ?? PAGES["/rng"]!;
  const menus = useGameMenus();
  const lane = menus.data?.lanes.find((item) => item.title === spec.gameType);
  const { t } = useTranslation("games");

  const value: FilterState = useMemo(
    () => ({
      vassalage: params.get("vassalage") ?? undefined,
      classify:
        spec.classify ?? (spec.showClassify ? subtypeOfPage(spec.gameType, params.get("page")) : undefined),
      name: params.get("q") ?? undefined,
      favorite: params.get("fav") === "1",
    }),
    [params, spec.classify],
  );
  const onChange = useCallback(
    (next: FilterState) => {
      const search = new URLSearchParams();
      if (next.vassalage) search.set("vassalage", next.vassalage);
      if (next.classify && !spec.classify) search.set("page", next.classify);
      if (next.name) search.set("q", next.name);
      if (next.favorite) search.set("fav", "1");
      setParams(search, { replace: true });
    },
    [setParams, spec.classify],
  );
  const onOpen = useCallback(
    (game: GameItem) => openItem(game, (to) => navigate(to), pathname, pathname),
    [navigate, pathname],
  );
  const vendorName = lane?.cards.find((card) => card.vassalage === value.vassalage)?.displayName;

  return (
    <CategoryPage section={spec.section} icon={spec.icon} art={spec.art}>
      {vendorName && (
        <h2 className="mb-3 text-lg font-bold">{t("list.vendorGames", { vendor: vendorName })}</h2>
      )}
      <GameFilters
        lane={lane}
        value={value}
        onChange={onChange}
        showClassify={spec.showClassify}
        showFavourites={Boolean(token)}
      />
      <GameGrid
        filters={{
          gameType: spec.gameType,
          vassalage: value.vassalage,
          gameClassify: value.classify,
          gameName: value.name,
          favorite: value.favorite && Boolean(token),
        }}
        onOpen={onOpen}
      />
    </CategoryPage>
  );
}
