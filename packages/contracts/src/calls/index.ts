import type { AnyCall } from "../call.js";
import * as agents from "./agents/index.js";
import * as auth from "./auth/index.js";
import * as backOffice from "./back-office/index.js";
import * as cashier from "./cashier/index.js";
import * as content from "./content/index.js";
import * as games from "./games/index.js";
import * as houseGames from "./house-games/index.js";
import * as lottery from "./lottery/index.js";
import * as loyalty from "./loyalty/index.js";
import * as members from "./members/index.js";
import * as messages from "./messages/index.js";
import * as operators from "./operators/index.js";
import * as promotions from "./promotions/index.js";
import * as responsibleGaming from "./responsible-gaming/index.js";
import * as site from "./site/index.js";
import * as wallet from "./wallet/index.js";

/** Every call of the API, by domain: `calls.cashier.createDeposit`. */
export const calls = {
  agents,
  auth,
  backOffice,
  cashier,
  content,
  games,
  houseGames,
  lottery,
  loyalty,
  members,
  messages,
  operators,
  promotions,
  responsibleGaming,
  site,
  wallet,
} as const;

/** Every call, flat (route registration checks, the OpenAPI document). */
export const ALL_CALLS: readonly AnyCall[] = Object.values(calls).flatMap(
  (domain) => Object.values(domain) as AnyCall[],
);
