import { type CrashState, formatMoney } from "@jogada/contracts";
import { crashMultiplierAt } from "@jogada/games";
import { fromHundredths } from "./outcomes.js";
import type * as repo from "./repository.js";
import { maskName } from "./views.js";

/** The crash round being played, as the driving instance holds it. */
export interface LiveRound {
  row: repo.CrashRoundRow;
  crashPoint: number;
  /** Take-off time (ms since epoch): the end of betting. */
  takeoffAt: number;
  endedAt?: number;
}

/** What every player's screen shows of the round: status, multiplier, bets, the chain, the history. */
export function crashStateOf(input: {
  live: LiveRound;
  chain: repo.ChainRow;
  bets: repo.RoundRow[];
  names: Map<number, string>;
  history: repo.CrashRoundRow[];
  decimals: number;
  now: number;
}): CrashState {
  const { live, chain, bets, names, history, decimals, now } = input;
  const crashed = live.row.status === "crashed";
  const multiplier =
    live.row.status === "running"
      ? Math.min(crashMultiplierAt(now - live.takeoffAt), live.crashPoint)
      : crashed
        ? live.crashPoint
        : 100;
  return {
    roundNumber: live.row.round_number,
    status: live.row.status === "cancelled" ? "crashed" : live.row.status,
    startsAt: new Date(live.takeoffAt).toISOString(),
    multiplier: fromHundredths(multiplier),
    crashPoint: crashed ? fromHundredths(live.crashPoint) : null,
    hash: crashed ? live.row.hash : null,
    bets: bets.flatMap((bet) => {
      const username = names.get(Number(bet.member_id));
      if (username === undefined) return [];
      const auto = (bet.params as { autoCashout: number | null }).autoCashout;
      return {
        account: maskName(username),
        stake: formatMoney(BigInt(bet.stake), decimals),
        autoCashout: auto === null ? null : fromHundredths(auto),
        cashedOutAt: bet.status === "won" ? fromHundredths(Number(bet.mult10k) / 100) : null,
        win: formatMoney(BigInt(bet.win), decimals),
      };
    }),
    chain: { terminatingHash: chain.terminating_hash, length: chain.length, salt: chain.salt ?? "" },
    history: history.map((h) => ({
      roundNumber: h.round_number,
      crashPoint: fromHundredths(Number(h.crash_point)),
      hash: h.hash,
      status: h.status === "cancelled" ? ("cancelled" as const) : ("crashed" as const),
    })),
    serverTime: new Date(now).toISOString(),
  };
}
