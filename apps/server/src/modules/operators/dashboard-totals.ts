import { formatMoney } from "@jogada/contracts";
import type { FigureRow, StakerRow } from "./dashboard-repository.js";

function sortedHas(list: Float64Array, value: number): boolean {
  let lo = 0;
  let hi = list.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const at = list[mid] as number;
    if (at === value) return true;
    if (at < value) lo = mid + 1;
    else hi = mid - 1;
  }
  return false;
}

/**
 * Active players per brand over a period made of a finished part (per brand, the sorted ids of
 * who staked) and a live part (who staked since): a player active in both counts once.
 */
export function activePlayers(
  finished: Map<string, Float64Array> | undefined,
  live: StakerRow[] | undefined,
): Map<string, number> {
  const active = new Map<string, number>();
  for (const [code, ids] of finished ?? []) active.set(code, ids.length);
  for (const s of live ?? []) {
    const seen = finished?.get(s.merchant_code);
    if (!seen || !sortedHas(seen, Number(s.member_id)))
      active.set(s.merchant_code, (active.get(s.merchant_code) ?? 0) + 1);
  }
  return active;
}

const empty = () => ({
  deposits: 0n,
  depositCount: 0,
  withdrawals: 0n,
  withdrawalCount: 0,
  stakes: 0n,
  wins: 0n,
  bonusCost: 0n,
  active: 0,
});
type Sum = ReturnType<typeof empty>;

function add(sum: Sum, r: FigureRow): void {
  sum.deposits += BigInt(r.deposits);
  sum.depositCount += Number(r.deposit_count);
  sum.withdrawals += BigInt(r.withdrawals);
  sum.withdrawalCount += Number(r.withdrawal_count);
  sum.stakes += BigInt(r.stakes);
  sum.wins += BigInt(r.wins);
  sum.bonusCost += BigInt(r.bonus_cost);
  sum.active += Number(r.active);
}

function entry<K>(map: Map<K, Sum>, key: K): Sum {
  const found = map.get(key);
  if (found) return found;
  const sum = empty();
  map.set(key, sum);
  return sum;
}

/**
 * Sums daily rows into the period's totals, one line per day and one per brand, as money text
 * with the currency's decimals. GGR is stakes minus wins and refunds, NGR is GGR minus bonus
 * cost. A player is active once in the period, so the total's and each brand's active players
 * come from `active` (per brand) rather than from adding the days.
 */
export function sumFigures(rows: readonly FigureRow[], active: Map<string, number>, decimals: number) {
  const fmt = (v: bigint) => (v < 0n ? "-" : "") + formatMoney(v < 0n ? -v : v, decimals);
  const out = (sum: Sum) => ({
    deposits: fmt(sum.deposits),
    depositCount: sum.depositCount,
    withdrawals: fmt(sum.withdrawals),
    withdrawalCount: sum.withdrawalCount,
    ggr: fmt(sum.stakes - sum.wins),
    ngr: fmt(sum.stakes - sum.wins - sum.bonusCost),
    bonusCost: fmt(sum.bonusCost),
    activePlayers: sum.active,
  });
  const sorted = [...rows].sort(
    (a, b) => a.day.localeCompare(b.day) || a.merchant_code.localeCompare(b.merchant_code),
  );
  const byDay = new Map<string, Sum>();
  const byBrand = new Map<string, Sum>();
  const total = empty();
  for (const row of sorted) {
    add(entry(byDay, row.day), row);
    add(entry(byBrand, row.merchant_code), row);
    add(total, row);
  }
  total.active = [...active.values()].reduce((a, b) => a + b, 0);
  for (const [code, sum] of byBrand) sum.active = active.get(code) ?? sum.active;
  return {
    totals: out(total),
    days: [...byDay].map(([day, sum]) => ({ day, ...out(sum) })),
    brands: [...byBrand].map(([merchantCode, sum]) => ({ merchantCode, ...out(sum) })),
  };
}
