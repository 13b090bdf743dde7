import { id as games } from "../../features/games/i18n/id";
import { id as site } from "../../features/site/i18n/id";
import type { Namespaces } from "./pt";

/**
 * The Indonesian texts of the first screen (shell, header, footer, lobby and its games): in this
 * chunk, loaded before the first render, so nothing on it shows untranslated.
 */
export const firstScreen = { site, games };

/**
 * Every other feature's Indonesian texts, one chunk per namespace, fetched when the feature first
 * needs them (app/i18n-resources.ts). Each language of a feature is a file of its own
 * (features/<feature>/i18n/<language>.ts), so a chunk holds one language only.
 */
export const namespaces: Namespaces = {
  account: () => import("../../features/account/i18n/id").then(({ id }) => id),
  agentCentre: () => import("../../features/agent-centre/i18n/id").then(({ id }) => id),
  auth: () => import("../../features/auth/i18n/id").then(({ id }) => id),
  houseGames: () => import("../../features/house-games/i18n/id").then(({ id }) => id),
  lottery: () => import("../../features/lottery/i18n/id").then(({ id }) => id),
  loyalty: () => import("../../features/loyalty/i18n/id").then(({ id }) => id),
  memberCentre: () => import("../../features/member-centre/i18n/id").then(({ id }) => id),
  messages: () => import("../../features/messages/i18n/id").then(({ id }) => id),
  promotions: () => import("../../features/promotions/i18n/id").then(({ id }) => id),
  responsibleGaming: () => import("../../features/responsible-gaming/i18n/id").then(({ id }) => id),
  wallet: () => import("../../features/wallet/i18n/id").then(({ id }) => id),
};
