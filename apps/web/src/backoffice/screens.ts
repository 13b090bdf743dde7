import type { ComponentType } from "react";
import type { Permission } from "./lib/roles";
import type { pt } from "./shell/texts";

type NavKey = Exclude<keyof (typeof pt)["nav"], "groups">;
type GroupKey = keyof (typeof pt)["nav"]["groups"];

/** One screen of the console: its path under /backoffice, its menu entry and who sees it. */
export interface Screen {
  /** The path under /backoffice ("withdrawals"); the screen owns everything below it. */
  path: string;
  /** Its menu text (shell texts `nav.<key>`). */
  nav: NavKey;
  group: GroupKey;
  /** The permission that shows it in the menu; the server still checks every call. */
  permission: Permission;
  /** The screen's own chunk, fetched when first opened. */
  load: () => Promise<{ default: ComponentType }>;
}

/**
 * Every screen, in menu order. To add one: a folder under screens/ with an index.tsx whose default
 * export is the screen, its texts (defineTexts) next to it, and an entry here.
 */
export const SCREENS: readonly Screen[] = [
  {
    path: "dashboard",
    nav: "dashboard",
    group: "overview",
    permission: "dashboard.read",
    load: () => import("./screens/dashboard"),
  },
  {
    path: "players",
    nav: "players",
    group: "players",
    permission: "players.read",
    load: () => import("./screens/players"),
  },
  {
    path: "withdrawals",
    nav: "withdrawals",
    group: "money",
    permission: "payments.read",
    load: () => import("./screens/withdrawals"),
  },
  {
    path: "confirmations",
    nav: "confirmations",
    group: "money",
    permission: "payments.read",
    load: () => import("./screens/confirmations"),
  },
  {
    path: "deposits",
    nav: "deposits",
    group: "money",
    permission: "payments.read",
    load: () => import("./screens/deposits"),
  },
  {
    path: "providers",
    nav: "providers",
    group: "money",
    permission: "payments.read",
    load: () => import("./screens/providers"),
  },
  {
    path: "adjustments",
    nav: "adjustments",
    group: "money",
    permission: "adjustments.read",
    load: () => import("./screens/adjustments"),
  },
  {
    path: "promotions",
    nav: "promotions",
    group: "products",
    permission: "promotions.read",
    load: () => import("./screens/promotions/PromotionsScreen"),
  },
  {
    path: "content",
    nav: "content",
    group: "site",
    permission: "content.read",
    load: () => import("./screens/content/ContentScreen"),
  },
  {
    path: "brand",
    nav: "brand",
    group: "site",
    permission: "brand.read",
    load: () => import("./screens/brand/BrandScreen"),
  },
  {
    path: "games",
    nav: "games",
    group: "products",
    permission: "games.read",
    load: () => import("./screens/games/GamesScreen"),
  },
  {
    path: "lotteries",
    nav: "lotteries",
    group: "products",
    permission: "lottery.read",
    load: () => import("./screens/lottery/LotteryScreen"),
  },
  {
    path: "agents",
    nav: "agents",
    group: "players",
    permission: "agents.read",
    load: () => import("./screens/agents/AgentsScreen"),
  },
  {
    path: "points-mall",
    nav: "pointsMall",
    group: "products",
    permission: "loyalty.read",
    load: () => import("./screens/mall/MallScreen"),
  },
  {
    path: "missions",
    nav: "missions",
    group: "products",
    permission: "loyalty.read",
    load: () => import("./screens/missions/MissionsScreen"),
  },
  {
    path: "loyalty",
    nav: "loyalty",
    group: "products",
    permission: "loyalty.read",
    load: () => import("./screens/loyalty/LoyaltyScreen"),
  },
  {
    path: "feedback",
    nav: "feedback",
    group: "players",
    permission: "messages.read",
    load: () => import("./screens/feedback/FeedbackScreen"),
  },
  {
    path: "staff",
    nav: "staff",
    group: "system",
    permission: "staff.read",
    load: () => import("./screens/staff"),
  },
  {
    path: "audit",
    nav: "audit",
    group: "system",
    permission: "audit.read",
    load: () => import("./screens/audit"),
  },
  {
    path: "jobs",
    nav: "jobs",
    group: "system",
    permission: "jobs.read",
    load: () => import("./screens/jobs"),
  },
];

export const GROUP_ORDER: readonly GroupKey[] = [
  "overview",
  "money",
  "players",
  "products",
  "site",
  "system",
];

export function screensFor(permissions: readonly string[]): Screen[] {
  return SCREENS.filter((screen) => permissions.includes(screen.permission));
}
