import { z } from "zod";
import { defineCall } from "../../call.js";
import { Hub88Reply } from "../../hub88.js";

/**
 * Hub88's Wallet API as the operator serves it (docs.hub88.io, Operator API, "Wallet API"):
 * Hub88 is configured with our wallet address `<PUBLIC_URL>/partners/hub88` and appends each
 * call's path. Signed both ways with RSA-SHA256 (`X-Hub88-Signature`). Every answer is HTTP 200
 * with an `RS_*` status, including a refused signature and a body that does not match the
 * protocol: the body is therefore declared as any JSON here and read against the documented
 * request (`Hub88BetRequest`...) by the handler, which tells RS_ERROR_WRONG_SYNTAX (a field
 * missing, not JSON) from RS_ERROR_WRONG_TYPES (a field of another type).
 */
function hub88Call(path: string, summary: string, documented: string) {
  return defineCall({
    method: "POST",
    path: `/partners/hub88${path}`,
    module: null,
    access: "partner",
    partner: "hub88",
    alwaysAvailable: true,
    tag: "hub88",
    encrypted: false,
    idempotent: false,
    summary,
    body: z.unknown().describe(`${documented} (docs.hub88.io, Operator API, Wallet API)`),
    reply: Hub88Reply,
    errors: [],
  });
}

export const hub88UserInfo = hub88Call(
  "/user/info",
  "Hub88 wallet: the player's details",
  "Hub88UserInfoRequest",
);
export const hub88Balance = hub88Call(
  "/user/balance",
  "Hub88 wallet: the player's balance",
  "Hub88BalanceRequest",
);
export const hub88Bet = hub88Call("/transaction/bet", "Hub88 wallet: a bet (debit)", "Hub88BetRequest");
export const hub88Win = hub88Call(
  "/transaction/win",
  "Hub88 wallet: a win (credit) naming its bet",
  "Hub88WinRequest",
);
export const hub88Rollback = hub88Call(
  "/transaction/rollback",
  "Hub88 wallet: cancel a bet (may arrive before it)",
  "Hub88RollbackRequest",
);
