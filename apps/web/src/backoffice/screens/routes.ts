import type { Permission } from "@jogada/contracts";
import type { ComponentType } from "react";

/**
 * The console's content, brand, games, lottery, agents, promotions, points mall and feedback
 * screens: each its own chunk, shown in the navigation to a role holding its read permission.
 */
export interface ScreenRoute {
  /** Under /backoffice. */
  path: string;
  /** Key of the title in the backofficeScreens catalogue. */
  titleKey:
    | "content.title"
    | "brand.title"
    | "games.title"
    | "lottery.title"
    | "agents.title"
    | "promotions.title"
    | "mall.title"
    | "feedback.title";
  permission: Permission;
  load: () => Promise<{ default: ComponentType }>;
}

export const SCREEN_ROUTES: readonly ScreenRoute[] = [
  {
    path: "promotions",
    titleKey: "promotions.title",
    permission: "promotions.read",
    load: () => import("./promotions/PromotionsScreen"),
  },
  {
    path: "content",
    titleKey: "content.title",
    permission: "content.read",
    load: () => import("./content/ContentScreen"),
  },
  {
    path: "brand",
    titleKey: "brand.title",
    permission: "brand.read",
    load: () => import("./brand/BrandScreen"),
  },
  {
    path: "games",
    titleKey: "games.title",
    permission: "games.read",
    load: () => import("./games/GamesScreen"),
  },
  {
    path: "lottery",
    titleKey: "lottery.title",
    permission: "lottery.read",
    load: () => import("./lottery/LotteryScreen"),
  },
  {
    path: "agents",
    titleKey: "agents.title",
    permission: "agents.read",
    load: () => import("./agents/AgentsScreen"),
  },
  {
    path: "mall",
    titleKey: "mall.title",
    permission: "loyalty.read",
    load: () => import("./mall/MallScreen"),
  },
  {
    path: "feedback",
    titleKey: "feedback.title",
    permission: "messages.read",
    load: () => import("./feedback/FeedbackScreen"),
  },
];
