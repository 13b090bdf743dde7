import { vi as games } from "../../features/games/i18n/vi";
import { vi as site } from "../../features/site/i18n/vi";
import type { Namespaces } from "./pt";

/**
 * The Vietnamese texts of the first screen (shell, header, footer, lobby and its games): in this
 * chunk, loaded before the first render, so nothing on it shows untranslated.
 */
export const firstScreen = { site, games };

/**
 * Every other feature's Vietnamese texts, one chunk per namespace, fetched when the feature first
 * needs them (app/i18n-resources.ts). Each language of a feature is a file of its own
 * (features/<feature>/i18n/<language>.ts), so a chunk holds one language only.
 */
export const namespaces: Namespaces = {
  account: () => import("../../features/account/i18n/vi").then(({ vi }) => vi),
  agentCentre: () => import("../../features/agent-centre/i18n/vi").then(({ vi }) => vi),
  auth: () => import("../../features/auth/i18n/vi").then(({ vi }) => vi),
  houseGames: () => import("../../features/house-games/i18n/vi").then(({ vi }) => vi),
  lottery: () => import("../../features/lottery/i18n/vi").then(({ vi }) => vi),
  loyalty: () => import("../../features/loyalty/i18n/vi").then(({ vi }) => vi),
  memberCentre: () => import("../../features/member-centre/i18n/vi").then(({ vi }) => vi),
  messages: () => import("../../features/messages/i18n/vi").then(({ vi }) => vi),
  promotions: () => import("../../features/promotions/i18n/vi").then(({ vi }) => vi),
  responsibleGaming: () => import("../../features/responsible-gaming/i18n/vi").then(({ vi }) => vi),
  wallet: () => import("../../features/wallet/i18n/vi").then(({ vi }) => vi),
};
