import { calls, type WalletCall, type WalletReply } from "@jogada/contracts";
import { type CallBinding, handle } from "../../platform/calls.js";
import type { Metrics } from "../../platform/metrics.js";
import type { SeamlessWallet } from "./seamless-service.js";

const { games: g } = calls;

/**
 * Counts each answer by call and status, and the third-party bets and settled rounds among them
 * (a round settles on its closing win or its end call).
 */
function counter(metrics: Metrics | undefined) {
  if (!metrics?.enabled) return <B>(_call: WalletCall, _body: B, reply: WalletReply) => reply;
  const bets = metrics.bets.labels({ product: "third_party" });
  const settled = metrics.roundsSettled.labels({ product: "third_party" });
  return <B>(call: WalletCall, body: B, reply: WalletReply) => {
    metrics.seamlessCalls.inc({ call, status: reply.status });
    if (reply.status === "OK") {
      if (call === "bet") bets.inc();
      else if (call === "end" || (call === "win" && (body as { roundClosed?: boolean }).roundClosed))
        settled.inc();
    }
    return reply;
  };
}

/** The seamless wallet's HTTP side; signatures both ways are the platform's (partner "aggregator"). */
export function seamlessWalletRoutes(wallet: SeamlessWallet, metrics?: Metrics): CallBinding[] {
  const count = counter(metrics);
  return [
    handle(g.walletBalance, async ({ body }) => count("balance", body, await wallet.balance(body))),
    handle(g.walletBet, async ({ body }) => count("bet", body, await wallet.bet(body))),
    handle(g.walletWin, async ({ body }) => count("win", body, await wallet.win(body))),
    handle(g.walletRollback, async ({ body }) => count("rollback", body, await wallet.rollback(body))),
    handle(g.walletEnd, async ({ body }) => count("end", body, await wallet.end(body))),
  ];
}
