import {
  type BetCategory,
  type Contributions,
  DEFAULT_CONTRIBUTIONS,
  type WageringTerms,
} from "@jogada/contracts";

/** Percent of a stake that counts toward wagering in a category: the terms', else the default. */
export function contributionPercent(contributions: Contributions, category: BetCategory): number {
  return contributions[category] ?? DEFAULT_CONTRIBUTIONS[category];
}

/** What a settled stake adds to wagering: floor(stake × percent / 100), minor units. */
export function wageringOf(stake: bigint, percent: number): bigint {
  if (stake <= 0n || percent <= 0) return 0n;
  return (stake * BigInt(percent)) / 100n;
}

/** Wagering to do: multiple × bonus, or × (bonus + qualifying deposit). */
export function wageringRequired(terms: WageringTerms, bonus: bigint, deposit: bigint): bigint {
  const base = terms.base === "bonus_plus_deposit" ? bonus + deposit : bonus;
  return BigInt(terms.multiple) * base;
}

/** Percent (two decimals at most) of an amount, floored, capped: deposit match, cashback, rebate. */
export function percentOf(amount: bigint, percent: number, cap: bigint): bigint {
  if (amount <= 0n) return 0n;
  const basisPoints = BigInt(Math.round(percent * 100));
  const value = (amount * basisPoints) / 10_000n;
  return value > cap ? cap : value;
}

/** How a stake is funded: main money first, the bonus wallet for the rest. */
export function splitStake(stake: bigint, mainAvailable: bigint): { main: bigint; bonus: bigint } {
  const main = mainAvailable <= 0n ? 0n : mainAvailable >= stake ? stake : mainAvailable;
  return { main, bonus: stake - main };
}

/**
 * A win or refund on a split stake goes back in the stake's proportion; the bonus share is
 * floored so the two parts always add up to the amount.
 */
export function splitReturn(
  amount: bigint,
  stake: { main: bigint; bonus: bigint },
): { main: bigint; bonus: bigint } {
  const total = stake.main + stake.bonus;
  if (total <= 0n || stake.bonus === 0n) return { main: amount, bonus: 0n };
  const bonus = (amount * stake.bonus) / total;
  return { main: amount - bonus, bonus };
}

/** 0..100, floored; 100 when nothing is required. */
export function progressPercent(done: bigint, required: bigint): number {
  if (required <= 0n || done >= required) return 100;
  return Number((done * 100n) / required);
}
