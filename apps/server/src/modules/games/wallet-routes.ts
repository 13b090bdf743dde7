import { calls } from "@jogada/contracts";
import { type CallBinding, handle } from "../../platform/calls.js";
import type { SeamlessWallet } from "./seamless-service.js";

const { games: g } = calls;

/** The seamless wallet's HTTP side; signatures both ways are the platform's (partner "aggregator"). */
export function seamlessWalletRoutes(wallet: SeamlessWallet): CallBinding[] {
  return [
    handle(g.walletBalance, ({ body }) => wallet.balance(body)),
    handle(g.walletBet, ({ body }) => wallet.bet(body)),
    handle(g.walletWin, ({ body }) => wallet.win(body)),
    handle(g.walletRollback, ({ body }) => wallet.rollback(body)),
    handle(g.walletEnd, ({ body }) => wallet.end(body)),
  ];
}
