import { pt as account } from "../../features/account/i18n";
import { pt as agentCentre } from "../../features/agent-centre/i18n";
import { pt as auth } from "../../features/auth/i18n";
import { pt as games } from "../../features/games/i18n";
import { pt as houseGames } from "../../features/house-games/i18n";
import { pt as lottery } from "../../features/lottery/i18n";
import { pt as loyalty } from "../../features/loyalty/i18n";
import { pt as memberCentre } from "../../features/member-centre/i18n";
import { pt as messages } from "../../features/messages/i18n";
import { pt as promotions } from "../../features/promotions/i18n";
import { pt as responsibleGaming } from "../../features/responsible-gaming/i18n";
import { pt as site } from "../../features/site/i18n";
import { pt as wallet } from "../../features/wallet/i18n";

/** Every feature's Portuguese texts, one namespace each: a chunk of its own, loaded for that language only. */
export const catalogue = {
  account,
  agentCentre,
  auth,
  games,
  houseGames,
  lottery,
  loyalty,
  memberCentre,
  messages,
  promotions,
  responsibleGaming,
  site,
  wallet,
};
