import i18n from "i18next";
import * as account from "../features/account/i18n";
import * as agentCentre from "../features/agent-centre/i18n";
import * as auth from "../features/auth/i18n";
import * as games from "../features/games/i18n";
import * as houseGames from "../features/house-games/i18n";
import * as lottery from "../features/lottery/i18n";
import * as memberCentre from "../features/member-centre/i18n";
import * as messages from "../features/messages/i18n";
import * as promotions from "../features/promotions/i18n";
import * as responsibleGaming from "../features/responsible-gaming/i18n";
import * as site from "../features/site/i18n";
import * as wallet from "../features/wallet/i18n";

/**
 * Every namespace of the catalogue: one per feature, each with a complete PT and EN text.
 * Add a feature's catalogue here.
 */
export const resources = {
  PT: {
    site: site.pt,
    auth: auth.pt,
    houseGames: houseGames.pt,
    games: games.pt,
    wallet: wallet.pt,
    memberCentre: memberCentre.pt,
    account: account.pt,
    lottery: lottery.pt,
    agentCentre: agentCentre.pt,
    responsibleGaming: responsibleGaming.pt,
    messages: messages.pt,
    promotions: promotions.pt,
  },
  EN: {
    site: site.en,
    auth: auth.en,
    houseGames: houseGames.en,
    games: games.en,
    wallet: wallet.en,
    memberCentre: memberCentre.en,
    account: account.en,
    lottery: lottery.en,
    agentCentre: agentCentre.en,
    responsibleGaming: responsibleGaming.en,
    messages: messages.en,
    promotions: promotions.en,
  },
} as const;

export const namespaces = Object.keys(resources.PT) as (keyof typeof resources.PT)[];

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "site";
    resources: (typeof resources)["PT"];
  }
}

/** Gives every feature's catalogue to i18next, which shared/i18n has started without texts. */
export function loadCatalogues(): void {
  for (const language of ["PT", "EN"] as const) {
    for (const namespace of namespaces) {
      i18n.addResourceBundle(language, namespace, resources[language][namespace], true, true);
    }
  }
}
