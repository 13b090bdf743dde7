import { pt as games } from "../../features/games/i18n/pt";
import { pt as site } from "../../features/site/i18n/pt";
import type { CatalogueOf } from "../../shared/i18n/types";

/**
 * The Portuguese texts of the first screen (shell, header, footer, lobby and its games): in this
 * chunk, loaded before the first render, so nothing on it shows untranslated.
 */
export const firstScreen = { site, games };

/**
 * Every other feature's Portuguese texts, one chunk per namespace, fetched when the feature first
 * needs them (app/i18n-resources.ts). Each language of a feature is a file of its own
 * (features/<feature>/i18n/<language>.ts), so a chunk holds one language only.
 */
export const namespaces = {
  account: () => import("../../features/account/i18n/pt").then(({ pt }) => pt),
  agentCentre: () => import("../../features/agent-centre/i18n/pt").then(({ pt }) => pt),
  auth: () => import("../../features/auth/i18n/pt").then(({ pt }) => pt),
  houseGames: () => import("../../features/house-games/i18n/pt").then(({ pt }) => pt),
  lottery: () => import("../../features/lottery/i18n/pt").then(({ pt }) => pt),
  loyalty: () => import("../../features/loyalty/i18n/pt").then(({ pt }) => pt),
  memberCentre: () => import("../../features/member-centre/i18n/pt").then(({ pt }) => pt),
  messages: () => import("../../features/messages/i18n/pt").then(({ pt }) => pt),
  promotions: () => import("../../features/promotions/i18n/pt").then(({ pt }) => pt),
  responsibleGaming: () => import("../../features/responsible-gaming/i18n/pt").then(({ pt }) => pt),
  wallet: () => import("../../features/wallet/i18n/pt").then(({ pt }) => pt),
};

/** What every language's lazy namespaces must offer: the same names, the same keys. */
export type Namespaces = {
  [K in keyof typeof namespaces]: () => Promise<CatalogueOf<Awaited<ReturnType<(typeof namespaces)[K]>>>>;
};
