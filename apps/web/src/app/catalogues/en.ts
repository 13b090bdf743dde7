import { en as games } from "../../features/games/i18n/en";
import { en as site } from "../../features/site/i18n/en";
import type { Namespaces } from "./pt";

/**
 * The English texts of the first screen (shell, header, footer, lobby and its games): in this
 * chunk, loaded before the first render, so nothing on it shows untranslated.
 */
export const firstScreen = { site, games };

/**
 * Every other feature's English texts, one chunk per namespace, fetched when the feature first
 * needs them (app/i18n-resources.ts). Each language of a feature is a file of its own
 * (features/<feature>/i18n/<language>.ts), so a chunk holds one language only.
 */
export const namespaces: Namespaces = {
  account: () => import("../../features/account/i18n/en").then(({ en }) => en),
  agentCentre: () => import("../../features/agent-centre/i18n/en").then(({ en }) => en),
  auth: () => import("../../features/auth/i18n/en").then(({ en }) => en),
  houseGames: () => import("../../features/house-games/i18n/en").then(({ en }) => en),
  lottery: () => import("../../features/lottery/i18n/en").then(({ en }) => en),
  loyalty: () => import("../../features/loyalty/i18n/en").then(({ en }) => en),
  memberCentre: () => import("../../features/member-centre/i18n/en").then(({ en }) => en),
  messages: () => import("../../features/messages/i18n/en").then(({ en }) => en),
  promotions: () => import("../../features/promotions/i18n/en").then(({ en }) => en),
  responsibleGaming: () => import("../../features/responsible-gaming/i18n/en").then(({ en }) => en),
  wallet: () => import("../../features/wallet/i18n/en").then(({ en }) => en),
};
