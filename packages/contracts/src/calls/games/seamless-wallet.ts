import type { z } from "zod";
import { defineCall } from "../../call.js";
import {
  WalletBalanceRequest,
  WalletBetRequest,
  WalletEndRequest,
  WalletReply,
  WalletRollbackRequest,
  WalletWinRequest,
} from "../../games-aggregator.js";

/**
 * The seamless wallet (REFERENCE.md §6), called by the game aggregator only: signed both ways,
 * answered in the aggregator's own shape (a bad signature is 401 `INVALID_SIGNATURE`).
 */
function walletCall<Body extends z.ZodType>(name: string, summary: string, body: Body) {
  return defineCall({
    method: "POST",
    path: `/api/aggregator/wallet/${name}`,
    module: null,
    access: "partner",
    partner: "aggregator",
    alwaysAvailable: true,
    tag: "aggregator",
    encrypted: false,
    idempotent: false,
    summary,
    body,
    reply: WalletReply,
    otherReplies: { 401: WalletReply },
    errors: [],
  });
}

export const walletBalance = walletCall(
  "balance",
  "Seamless wallet: the player's balance",
  WalletBalanceRequest,
);
export const walletBet = walletCall("bet", "Seamless wallet: a bet (debit)", WalletBetRequest);
export const walletWin = walletCall(
  "win",
  "Seamless wallet: a win (credit) naming its bet",
  WalletWinRequest,
);
export const walletRollback = walletCall(
  "rollback",
  "Seamless wallet: refund of a bet (may arrive before it)",
  WalletRollbackRequest,
);
export const walletEnd = walletCall("end", "Seamless wallet: the round is over", WalletEndRequest);
