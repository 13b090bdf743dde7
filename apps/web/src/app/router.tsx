import type { ComponentType } from "react";
import { createBrowserRouter, type RouteObject } from "react-router";
import { prefetchHomeAnnouncements } from "../features/site/api/content";
import NotFoundPage from "../features/site/pages/NotFoundPage";
import { loadNamespaces } from "../shared/i18n";
import { loadChunk } from "../shared/lib/chunk";
import { LoadingScreen } from "../shared/ui/Spinner";
import { AppShell } from "./AppShell";
import type { Namespace } from "./i18n-resources";
import { BareLayout, HeaderOnlyLayout, HeaderSideLayout, MainLayout, NoHeaderLayout } from "./layouts";
import { queryClient } from "./providers";
import { RouteError } from "./RouteError";

/**
 * A lazily loaded section: its own chunk, fetched when first visited (SPEC §2, §9 timeout), beside
 * its feature's texts (a chunk per namespace and language) so the page renders translated at once.
 */
function section(
  load: () => Promise<{ default: ComponentType }>,
  namespace?: Namespace,
): Pick<RouteObject, "lazy"> {
  return {
    lazy: async () => {
      const [module] = await Promise.all([loadChunk(load), namespace && loadNamespaces(namespace)]);
      return { Component: module.default };
    },
  };
}

/* The lazily loaded sections of SPEC §2, one chunk each. */
const index = () => {
  // The lobby's announcements are asked for beside its chunk, not after it.
  prefetchHomeAnnouncements(queryClient);
  return import("../features/site/pages/IndexPage");
};
const register = () => import("../features/site/pages/RegisterPage");
const login = () => import("../features/site/pages/LoginPage");
const notice = () => import("../features/site/pages/NoticePage");
const vip = () => import("../features/loyalty/pages/VipPage");
const pointMall = () => import("../features/loyalty/pages/PointMallPage");
const lottery = () => import("../features/lottery/pages/LotteryPage");
const vnlottery = () => import("../features/lottery/pages/VnLotteryPage");
const eaLottery = () => import("../features/lottery/pages/SeaLotteryPage");
const elott = () => import("../features/lottery/pages/ElottPage");
const lotteryResults = () => import("../features/lottery/pages/ResultsPage");
const lotteryTickets = () => import("../features/lottery/pages/TicketsPage");
const lotteryChases = () => import("../features/lottery/pages/ChasesPage");
const lotteryVerify = () => import("../features/lottery/pages/VerifyPage");
const egame = () => import("../features/games/pages/GameListPage");
const live = () => import("../features/games/pages/GameListPage");
const fish = () => import("../features/games/pages/GameListPage");
const pvp = () => import("../features/games/pages/PvpPage");
const promo = () => import("../features/promotions/pages/PromotionsPage");
const promoDetail = () => import("../features/promotions/pages/PromotionDetailPage");
const help = () => import("../features/site/pages/HelpPage");
const download = () => import("../features/site/pages/DownloadPage");
const joinus = () => import("../features/site/pages/JoinPage");
const seamless = () => import("../features/site/pages/SeamlessPage");
const byIframe = () => import("../features/games/pages/GameFramePage");
const sports = () => import("../features/games/pages/GameListPage");
const houseGames = () => import("../features/house-games/pages/HouseGamesPage");
const fairness = () => import("../features/house-games/pages/FairnessPage");
const responsibleGaming = () => import("../features/responsible-gaming/pages/ResponsibleGamingPage");
const oauthCallback = () => import("../features/auth/pages/OAuthCallbackPage");
/* The operator console: its own chunks and texts, outside the player site's shell. */
const backOffice = () => import("../backoffice/BackOffice");

/**
 * Every route of SPEC §2 with its aliases, in history mode, under the layout SPEC §2 gives it.
 * Keep packages/contracts/src/web-routes.ts (the paths the server answers with 200) in step.
 * To add a page: add a lazy import above and a `{ path, ...section(load) }` under its layout.
 */
export const routes: RouteObject[] = [
  {
    path: "/backoffice/*",
    errorElement: <RouteError />,
    hydrateFallbackElement: <LoadingScreen />,
    ...section(backOffice),
  },
  {
    element: <AppShell />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <LoadingScreen />,
    children: [
      {
        element: <MainLayout />,
        errorElement: <RouteError />,
        children: [
          { path: "/", ...section(index) },
          { path: "/index", ...section(index) },
          { path: "/index.html", ...section(index) },
          { path: "/home", ...section(index) },
          { path: "/register", ...section(register) },
          { path: "/register.html", ...section(register) },
          { path: "/login", ...section(login) },
          { path: "/oauth/callback", ...section(oauthCallback, "auth") },
          { path: "/noticePage", ...section(notice) },
          { path: "/pointMall", ...section(pointMall, "loyalty") },
          { path: "/elott", ...section(elott, "lottery") },
          { path: "/rng", ...section(egame) },
          { path: "/bgs", ...section(houseGames, "houseGames") },
          { path: "/fairness", ...section(fairness, "houseGames") },
          { path: "/responsible-gaming", ...section(responsibleGaming, "responsibleGaming") },
          { path: "/bingo", ...section(egame) },
          { path: "/live", ...section(live) },
          { path: "/fish", ...section(fish) },
          { path: "/pvp", ...section(pvp) },
          { path: "/promotions", ...section(promo, "promotions") },
          { path: "/promoDetail", ...section(promoDetail, "promotions") },
          { path: "/help", ...section(help) },
          { path: "/down", ...section(download) },
          { path: "/download", ...section(download) },
          { path: "/join", ...section(joinus) },
          { path: "/sports", ...section(sports) },
          { path: "/esports", ...section(sports) },
          { path: "*", Component: NotFoundPage },
        ],
      },
      {
        element: <HeaderOnlyLayout />,
        errorElement: <RouteError />,
        children: [
          { path: "/lottery", ...section(lottery, "lottery") },
          { path: "/vnlottery", ...section(vnlottery, "lottery") },
          { path: "/seaLottery", ...section(eaLottery, "lottery") },
          { path: "/lottery/results", ...section(lotteryResults, "lottery") },
          { path: "/lottery/tickets", ...section(lotteryTickets, "lottery") },
          { path: "/lottery/chases", ...section(lotteryChases, "lottery") },
          { path: "/lottery/verify", ...section(lotteryVerify, "lottery") },
          { path: "/game", ...section(byIframe) },
        ],
      },
      {
        element: <HeaderSideLayout />,
        errorElement: <RouteError />,
        children: [{ path: "/seamless", ...section(seamless) }],
      },
      {
        element: <NoHeaderLayout />,
        errorElement: <RouteError />,
        children: [{ path: "/vip", ...section(vip, "loyalty") }],
      },
      {
        element: <BareLayout />,
        errorElement: <RouteError />,
        children: [{ path: "/helpmc", ...section(help) }],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
