import { formatMoney, type HouseRound } from "@jogada/contracts";
import type { RoundRow } from "./rounds-repository.js";

function multiplierText(mult10k: number): string {
  return `${Math.floor(mult10k / 10000)}.${String(mult10k % 10000).padStart(4, "0")}`;
}

/** "ma***o": players recognise their own bet in the list, nobody else can find them. */
export function maskName(username: string): string {
  return username.length <= 2 ? `${username[0] ?? ""}***` : `${username.slice(0, 2)}***${username.slice(-1)}`;
}

/** A round as the player sees it: mine tiles stay hidden while the round is open. */
export function toHouseRound(row: RoundRow, decimals: number): HouseRound {
  const stake = BigInt(row.stake);
  const win = BigInt(row.win);
  const result = { ...row.result };
  if (row.status === "active") delete result.mines;
  return {
    roundId: row.round_id,
    game: row.game_code,
    status: row.status,
    demo: row.demo,
    currency: row.currency,
    stake: formatMoney(stake, decimals),
    win: formatMoney(win, decimals),
    multiplier: multiplierText(Number(row.mult10k)),
    balanceBefore: formatMoney(BigInt(row.balance_before), decimals),
    balanceAfter: row.balance_after === null ? null : formatMoney(BigInt(row.balance_after), decimals),
    params: row.params,
    result,
    steps: row.steps,
    fairness: {
      serverSeedHash: row.server_seed_hash ?? "",
      clientSeed: row.client_seed ?? "",
      nonce: row.nonce === null ? 0 : Number(row.nonce),
      serverSeed: row.revealed_server_seed,
    },
    createdAt: row.created_at.toISOString(),
    settledAt: row.settled_at?.toISOString() ?? null,
  };
}

export { multiplierText };

/** What a bet or a round's step answers: the round and the balance after it. */
export interface BetResult {
  round: HouseRound;
  balance: string;
}
