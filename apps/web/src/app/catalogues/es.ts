import { es as games } from "../../features/games/i18n/es";
import { es as site } from "../../features/site/i18n/es";
import type { Namespaces } from "./pt";

/**
 * The Spanish texts of the first screen (shell, header, footer, lobby and its games): in this
 * chunk, loaded before the first render, so nothing on it shows untranslated.
 */
export const firstScreen = { site, games };

/**
 * Every other feature's Spanish texts, one chunk per namespace, fetched when the feature first
 * needs them (app/i18n-resources.ts). Each language of a feature is a file of its own
 * (features/<feature>/i18n/<language>.ts), so a chunk holds one language only.
 */
export const namespaces: Namespaces = {
  account: () => import("../../features/account/i18n/es").then(({ es }) => es),
  agentCentre: () => import("../../features/agent-centre/i18n/es").then(({ es }) => es),
  auth: () => import("../../features/auth/i18n/es").then(({ es }) => es),
  houseGames: () => import("../../features/house-games/i18n/es").then(({ es }) => es),
  lottery: () => import("../../features/lottery/i18n/es").then(({ es }) => es),
  loyalty: () => import("../../features/loyalty/i18n/es").then(({ es }) => es),
  memberCentre: () => import("../../features/member-centre/i18n/es").then(({ es }) => es),
  messages: () => import("../../features/messages/i18n/es").then(({ es }) => es),
  promotions: () => import("../../features/promotions/i18n/es").then(({ es }) => es),
  responsibleGaming: () => import("../../features/responsible-gaming/i18n/es").then(({ es }) => es),
  wallet: () => import("../../features/wallet/i18n/es").then(({ es }) => es),
};
