import { en as account } from "../../features/account/i18n";
import { en as agentCentre } from "../../features/agent-centre/i18n";
import { en as auth } from "../../features/auth/i18n";
import { en as games } from "../../features/games/i18n";
import { en as houseGames } from "../../features/house-games/i18n";
import { en as lottery } from "../../features/lottery/i18n";
import { en as loyalty } from "../../features/loyalty/i18n";
import { en as memberCentre } from "../../features/member-centre/i18n";
import { en as messages } from "../../features/messages/i18n";
import { en as promotions } from "../../features/promotions/i18n";
import { en as responsibleGaming } from "../../features/responsible-gaming/i18n";
import { en as site } from "../../features/site/i18n";
import { en as wallet } from "../../features/wallet/i18n";

/** Every feature's English texts, one namespace each: a chunk of its own, loaded for that language only. */
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
