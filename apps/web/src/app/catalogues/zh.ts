import { zh as games } from "../../features/games/i18n/zh";
import { zh as site } from "../../features/site/i18n/zh";
import type { Namespaces } from "./pt";

/**
 * The Simplified Chinese texts of the first screen (shell, header, footer, lobby and its games): in this
 * chunk, loaded before the first render, so nothing on it shows untranslated.
 */
export const firstScreen = { site, games };

/**
 * Every other feature's Simplified Chinese texts, one chunk per namespace, fetched when the feature first
 * needs them (app/i18n-resources.ts). Each language of a feature is a file of its own
 * (features/<feature>/i18n/<language>.ts), so a chunk holds one language only.
 */
export const namespaces: Namespaces = {
  account: () => import("../../features/account/i18n/zh").then(({ zh }) => zh),
  agentCentre: () => import("../../features/agent-centre/i18n/zh").then(({ zh }) => zh),
  auth: () => import("../../features/auth/i18n/zh").then(({ zh }) => zh),
  houseGames: () => import("../../features/house-games/i18n/zh").then(({ zh }) => zh),
  lottery: () => import("../../features/lottery/i18n/zh").then(({ zh }) => zh),
  loyalty: () => import("../../features/loyalty/i18n/zh").then(({ zh }) => zh),
  memberCentre: () => import("../../features/member-centre/i18n/zh").then(({ zh }) => zh),
  messages: () => import("../../features/messages/i18n/zh").then(({ zh }) => zh),
  promotions: () => import("../../features/promotions/i18n/zh").then(({ zh }) => zh),
  responsibleGaming: () => import("../../features/responsible-gaming/i18n/zh").then(({ zh }) => zh),
  wallet: () => import("../../features/wallet/i18n/zh").then(({ zh }) => zh),
};
