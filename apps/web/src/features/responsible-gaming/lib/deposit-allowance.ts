import { parseMoney, type RgMoneyLimit } from "@jogada/contracts";

/** The deposit limit that binds now: what is left of it, its amount and its window. */
export interface DepositAllowance {
  remaining: string;
  limit: string;
  period: RgMoneyLimit["period"];
}

const WINDOW_ORDER = { day: 0, week: 1, month: 2 } as const;

/**
 * The deposit limit a deposit would hit first: of the player's deposit limits in force, the one
 * with the least left (the shorter window on a tie), as the server counts them. Null without one.
 */
export function depositAllowance(limits: readonly RgMoneyLimit[], decimals: number): DepositAllowance | null {
  let best: { allowance: DepositAllowance; left: bigint } | null = null;
  for (const limit of limits) {
    if (limit.type !== "deposit" || limit.effective === null || limit.remaining === null) continue;
    const left = parseMoney(limit.remaining, decimals) ?? 0n;
    if (
      !best ||
      left < best.left ||
      (left === best.left && WINDOW_ORDER[limit.period] < WINDOW_ORDER[best.allowance.period])
    ) {
      best = {
        allowance: { remaining: limit.remaining, limit: limit.effective, period: limit.period },
        left,
      };
    }
  }
  return best?.allowance ?? null;
}
