import {
  RG_PERIOD_HOURS,
  type RgLimitChange,
  type RgLimitRef,
  type RgLimitType,
  type RgPeriod,
} from "@jogada/contracts";

/** "deposit.day" ... "wager.month", and "session" (minutes). */
export type LimitKey = `${RgLimitType}.${RgPeriod}` | "session";

export const MONEY_TYPES: readonly RgLimitType[] = ["deposit", "loss", "wager"];
export const PERIODS: readonly RgPeriod[] = ["day", "week", "month"];
export const MONEY_KEYS = MONEY_TYPES.flatMap((type) =>
  PERIODS.map((period) => `${type}.${period}` as const),
);
export const LIMIT_KEYS: readonly LimitKey[] = [...MONEY_KEYS, "session"];

/** The rg_players column that holds a key's effective limit. */
export function columnOf(key: LimitKey): string {
  return key === "session" ? "session_minutes" : key.replace(".", "_");
}

export function keyOf(ref: RgLimitRef | RgLimitChange): LimitKey {
  return ref.type === "session" ? "session" : `${ref.type}.${ref.period}`;
}

export function periodHours(key: LimitKey): number {
  return key === "session" ? 0 : RG_PERIOD_HOURS[key.split(".")[1] as RgPeriod];
}

/** The lowest of the limits that are set; null when none is. */
export function lowest(...values: (bigint | null | undefined)[]): bigint | null {
  let result: bigint | null = null;
  for (const value of values) {
    if (value === null || value === undefined) continue;
    if (result === null || value < result) result = value;
  }
  return result;
}

export type ChangeDecision =
  | { kind: "now"; action: "limit.set" | "limit.decreased" }
  | { kind: "pending"; action: "limit.increase.requested" | "limit.removal.requested" }
  | { kind: "unchanged" };

/**
 * What a player's change does (UKGC RTS 12): a first or lower limit applies at once; a higher
 * one or a removal waits for the cooling-off and a second confirmation.
 */
export function decide(current: bigint | null, next: bigint | null): ChangeDecision {
  if (current === null) return next === null ? { kind: "unchanged" } : { kind: "now", action: "limit.set" };
  if (next === null) return { kind: "pending", action: "limit.removal.requested" };
  if (next < current) return { kind: "now", action: "limit.decreased" };
  if (next === current) return { kind: "unchanged" };
  return { kind: "pending", action: "limit.increase.requested" };
}

/** Usage of one player over the three windows (minor units). */
export interface Usage {
  deposited: Record<RgPeriod, bigint>;
  staked: Record<RgPeriod, bigint>;
  won: Record<RgPeriod, bigint>;
}

export function usedOf(usage: Usage, key: Exclude<LimitKey, "session">): bigint {
  const [type, period] = key.split(".") as [RgLimitType, RgPeriod];
  if (type === "deposit") return usage.deposited[period];
  if (type === "wager") return usage.staked[period];
  return usage.staked[period] - usage.won[period];
}

/**
 * The first limit `amount` more of `type` would pass, with what is left of it; undefined when
 * every limit holds. A loss counts the whole stake as lost (it may be).
 */
export function firstBreach(
  limits: Partial<Record<LimitKey, bigint | null>>,
  usage: Usage,
  types: readonly RgLimitType[],
  amount: bigint,
): { key: Exclude<LimitKey, "session">; remaining: bigint } | undefined {
  for (const type of types) {
    for (const period of PERIODS) {
      const key = `${type}.${period}` as const;
      const limit = limits[key];
      if (limit === null || limit === undefined) continue;
      const used = usedOf(usage, key);
      if (used + amount > limit) {
        const left = limit - used;
        return { key, remaining: left > 0n ? left : 0n };
      }
    }
  }
  return undefined;
}
