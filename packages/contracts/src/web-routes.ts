/**
 * Every path of the player site (SPEC §2), aliases included. The server answers these with the
 * site's index page and 200; any other non-API path gets the site's 404 page with status 404.
 */
export const WEB_ROUTES = [
  "/",
  "/index",
  "/index.html",
  "/home",
  "/login",
  "/register",
  "/register.html",
  "/noticePage",
  "/vip",
  "/pointMall",
  "/lottery",
  "/vnlottery",
  "/seaLottery",
  "/elott",
  "/lottery/results",
  "/lottery/tickets",
  "/lottery/chases",
  "/lottery/verify",
  "/rng",
  "/bgs",
  "/bingo",
  "/live",
  "/fish",
  "/pvp",
  "/promotions",
  "/promoDetail",
  "/help",
  "/down",
  "/download",
  "/join",
  "/seamless",
  "/helpmc",
  "/game",
  "/sports",
  "/esports",
  "/fairness",
  "/oauth/callback",
  "/responsible-gaming",
] as const;

/**
 * The name of the build's copy of the site's index page for one route, which also preloads that
 * route's own chunks (`dist/routes/<name>.html`, written by the site's build and sent by the
 * server): "/" is "_root", "/lottery/results" is "_lottery_results".
 */
export function routeDocumentName(route: string): string {
  return route === "/" ? "_root" : route.replaceAll("/", "_");
}

/** The operator console's section of the site: every path under it is answered with the index page. */
export const BACKOFFICE_ROUTE_PREFIX = "/backoffice";

/** Paths a visitor without a session may open when the brand sets loginedToHomePage. */
export const GUEST_ALLOWED_ROUTES = [
  "/login",
  "/register",
  "/register.html",
  "/helpmc",
  "/download",
  // The provider sends a guest back here to finish a third-party sign-in.
  "/oauth/callback",
];
