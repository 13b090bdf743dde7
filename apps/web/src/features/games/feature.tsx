import { lazy, type ReactNode, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { registerModal } from "../../shared/modals/modal-store";
import { extendShell, shell } from "../../shared/shell/extensions";
import type { FooterVendor, LinkedGame, NavCategory } from "../../shared/shell/types";
import {
  BallIcon,
  CardsIcon,
  DiceIcon,
  FishIcon,
  GamepadIcon,
  LotteryIcon,
  SlotsIcon,
  TicketIcon,
} from "../../shared/ui/icons";
import { registerMemberCentrePage } from "../member-centre";
import { useGameMenus } from "./api/games-api";
import { HotGamesSection } from "./components/HotGamesSection";
import { startGame } from "./lib/launch";
import { footerVendors, navTabs } from "./lib/nav";

const ICONS: Record<string, ReactNode> = {
  BGS: <DiceIcon className="size-5" />,
  RNG: <SlotsIcon className="size-5" />,
  LIVE: <CardsIcon className="size-5" />,
  FISH: <FishIcon className="size-5" />,
  PVP: <CardsIcon className="size-5" />,
  SPORTS: <BallIcon className="size-5" />,
  ESPORTS: <GamepadIcon className="size-5" />,
  LOTT: <LotteryIcon className="size-5" />,
  ELOTT: <TicketIcon className="size-5" />,
};

/** Vendors whose one game is their lobby: choosing them launches it at once. */
const LAUNCH_DIRECTLY = new Set(["SPORTS", "ESPORTS", "LOTT", "ELOTT"]);

function useNavCategories(): NavCategory[] | undefined {
  const { t } = useTranslation("games");
  const menus = useGameMenus();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useMemo(
    () =>
      // Undefined (the bars wait) only for the first try: after a failed one, the default tabs.
      menus.isPending && menus.failureCount === 0
        ? undefined
        : navTabs(menus.data).map((tab) => ({
            id: tab.id,
            label: t(`categories.${tab.id as "RNG"}`),
            to: tab.to,
            icon: ICONS[tab.id],
            vendors: tab.vendors.map((card) => ({
              code: card.vassalage,
              displayName: card.displayName,
              iconUrl: card.logoUrl,
              isHot: card.isHot === 1,
              onSelect: () => {
                if (LAUNCH_DIRECTLY.has(card.gameType)) {
                  void startGame(
                    {
                      vassalage: card.vassalage,
                      gameType: card.gameType,
                      accountTypeName: card.accountTypeName,
                    },
                    (to) => navigate(to),
                    pathname,
                  );
                } else {
                  navigate(`${card.page}?vassalage=${encodeURIComponent(card.vassalage)}`);
                }
              },
            })),
          })),
    [menus.data, menus.isPending, menus.failureCount, t, navigate, pathname],
  );
}

function useFooterVendors(): FooterVendor[] {
  const menus = useGameMenus();
  return useMemo(() => footerVendors(menus.data), [menus.data]);
}

/** Navigation from outside a route component (banner links): the router follows popstate. */
function navigateOutside(to: string): void {
  window.history.pushState({}, "", to);
  window.dispatchEvent(new PopStateEvent("popstate"));
}

function launchLinkedGame(game: LinkedGame): void {
  void startGame(
    { nodeId: game.nodeId || undefined, roomId: game.roomId ?? undefined, vassalage: game.vendor },
    navigateOutside,
    window.location.pathname,
  );
}

/** Plugs the game catalogue into the shell: nav categories, footer providers, lobby hot games. */
export function registerGamesFeature(): void {
  registerModal(
    "gameMaintenance",
    lazy(() => import("./components/MaintenanceModal")),
  );
  registerMemberCentrePage("personalHistoryCopy", {
    useLabel: () => useTranslation("games").t("records.title"),
    Component: lazy(() => import("./pages/BettingRecordPage")),
  });
  registerMemberCentrePage("personalProfit", {
    useLabel: () => useTranslation("games").t("records.profitTitle"),
    Component: lazy(() => import("./pages/PersonalProfitPage")),
  });
  extendShell({
    useNavCategories,
    useFooterVendors,
    launchGame: launchLinkedGame,
    lobbySections: [...shell.lobbySections, { id: "hot-games", Component: HotGamesSection }],
  });
}
