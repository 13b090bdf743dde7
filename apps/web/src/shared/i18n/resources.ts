import * as auth from "../../features/auth/i18n";
import * as games from "../../features/games/i18n";
import * as houseGames from "../../features/house-games/i18n";
import * as memberCentre from "../../features/member-centre/i18n";
import * as site from "../../features/site/i18n";
import * as wallet from "../../features/wallet/i18n";

/**
 * Every namespace of the catalogue: one per feature, each with a complete PT and EN text.
 * Add a feature's catalogue here.
 */
export const resources = {
  PT: {
    site: site.pt,
    auth: auth.pt,
    games: games.pt,
    houseGames: houseGames.pt,
    wallet: wallet.pt,
    memberCentre: memberCentre.pt,
  },
  EN: {
    site: site.en,
    auth: auth.en,
    games: games.en,
    houseGames: houseGames.en,
    wallet: wallet.en,
    memberCentre: memberCentre.en,
  },
} as const;

export const namespaces = Object.keys(resources.PT) as (keyof typeof resources.PT)[];
