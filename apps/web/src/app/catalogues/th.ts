import { th as games } from "../../features/games/i18n/th";
import { th as site } from "../../features/site/i18n/th";
import type { Namespaces } from "./pt";

/**
 * The Thai texts of the first screen (shell, header, footer, lobby and its games): in this
 * chunk, loaded before the first render, so nothing on it shows untranslated.
 */
export const firstScreen = { site, games };

/**
 * Every other feature's Thai texts, one chunk per namespace, fetched when the feature first
 * needs them (app/i18n-resources.ts). Each language of a feature is a file of its own
 * (features/<feature>/i18n/<language>.ts), so a chunk holds one language only.
 */
export const namespaces: Namespaces = {
  account: () => import("../../features/account/i18n/th").then(({ th }) => th),
  agentCentre: () => import("../../features/agent-centre/i18n/th").then(({ th }) => th),
  auth: () => import("../../features/auth/i18n/th").then(({ th }) => th),
  houseGames: () => import("../../features/house-games/i18n/th").then(({ th }) => th),
  lottery: () => import("../../features/lottery/i18n/th").then(({ th }) => th),
  loyalty: () => import("../../features/loyalty/i18n/th").then(({ th }) => th),
  memberCentre: () => import("../../features/member-centre/i18n/th").then(({ th }) => th),
  messages: () => import("../../features/messages/i18n/th").then(({ th }) => th),
  promotions: () => import("../../features/promotions/i18n/th").then(({ th }) => th),
  responsibleGaming: () => import("../../features/responsible-gaming/i18n/th").then(({ th }) => th),
  wallet: () => import("../../features/wallet/i18n/th").then(({ th }) => th),
};
