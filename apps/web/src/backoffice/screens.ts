import type { ComponentType } from "react";
import type { StaffRole } from "./lib/roles";
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
  /** The roles that see it in the menu; the server still checks every call. */
  roles: readonly StaffRole[];
  /** The screen's own chunk, fetched when first opened. */
  load: () => Promise<{ default: ComponentType }>;
}

const ALL: readonly StaffRole[] = ["administrator", "finance", "support", "risk", "content", "readonly"];
const MONEY: readonly StaffRole[] = ["administrator", "finance", "risk", "readonly"];
const PLAYERS: readonly StaffRole[] = ["administrator", "finance", "support", "risk", "readonly"];
const CONTENT: readonly StaffRole[] = ["administrator", "content", "readonly"];

/**
 * Every screen, in menu order. To add one: a folder under screens/ with an index.tsx whose default
 * export is the screen, its texts (defineTexts) next to it, and an entry here.
 */
export const SCREENS: readonly Screen[] = [
  {
    path: "dashboard",
    nav: "dashboard",
    group: "overview",
    roles: ALL,
    load: () => import("./screens/dashboard"),
  },
  {
    path: "players",
    nav: "players",
    group: "players",
    roles: PLAYERS,
    load: () => import("./screens/players"),
  },
  {
    path: "withdrawals",
    nav: "withdrawals",
    group: "money",
    roles: MONEY,
    load: () => import("./screens/withdrawals"),
  },
  {
    path: "confirmations",
    nav: "confirmations",
    group: "money",
    roles: MONEY,
    load: () => import("./screens/confirmations"),
  },
  {
    path: "deposits",
    nav: "deposits",
    group: "money",
    roles: MONEY,
    load: () => import("./screens/deposits"),
  },
  {
    path: "adjustments",
    nav: "adjustments",
    group: "money",
    roles: MONEY,
    load: () => import("./screens/adjustments"),
  },
  {
    path: "promotions",
    nav: "promotions",
    group: "products",
    roles: ["administrator", "finance", "risk", "content", "readonly"],
    load: () => import("./screens/promotions/PromotionsScreen"),
  },
  {
    path: "content",
    nav: "content",
    group: "site",
    roles: CONTENT,
    load: () => import("./screens/content/ContentScreen"),
  },
  {
    path: "brand",
    nav: "brand",
    group: "site",
    roles: ["administrator", "readonly"],
    load: () => import("./screens/brand/BrandScreen"),
  },
  {
    path: "games",
    nav: "games",
    group: "products",
    roles: CONTENT,
    load: () => import("./screens/games/GamesScreen"),
  },
  {
    path: "lotteries",
    nav: "lotteries",
    group: "products",
    roles: ["administrator", "risk", "readonly"],
    load: () => import("./screens/lottery/LotteryScreen"),
  },
  {
    path: "agents",
    nav: "agents",
    group: "players",
    roles: ["administrator", "finance", "support", "readonly"],
    load: () => import("./screens/agents/AgentsScreen"),
  },
  {
    path: "points-mall",
    nav: "pointsMall",
    group: "products",
    roles: ["administrator", "support", "content", "readonly"],
    load: () => import("./screens/mall/MallScreen"),
  },
  {
    path: "feedback",
    nav: "feedback",
    group: "players",
    roles: ["administrator", "support", "readonly"],
    load: () => import("./screens/feedback/FeedbackScreen"),
  },
  {
    path: "staff",
    nav: "staff",
    group: "system",
    roles: ["administrator"],
    load: () => import("./screens/staff"),
  },
  {
    path: "audit",
    nav: "audit",
    group: "system",
    roles: ["administrator", "risk", "readonly"],
    load: () => import("./screens/audit"),
  },
  {
    path: "jobs",
    nav: "jobs",
    group: "system",
    roles: ["administrator", "readonly"],
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

export function screensFor(role: StaffRole): Screen[] {
  return SCREENS.filter((screen) => screen.roles.includes(role));
}
