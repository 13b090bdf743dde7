/** How far `done` is towards `target` (decimal strings or numbers), as a whole percentage 0..100. */
export function percentOf(done: string | number, target: string | number): number {
  const goal = Number(target);
  const have = Number(done);
  if (!Number.isFinite(goal) || !Number.isFinite(have)) return 0;
  if (goal <= 0) return 100;
  return Math.max(0, Math.min(100, Math.floor((have / goal) * 100)));
}

/**
 * Points the player may convert: a whole positive number, at least the minimum and a multiple of
 * the step, not more than the balance. Answers the problem's key, or null when it is fine.
 */
export function conversionProblem(
  text: string,
  rules: { min: number; step: number; balance: number },
): { key: "whole" | "min" | "step" | "over"; points?: number } | null {
  const trimmed = text.trim();
  if (!/^\d{1,12}$/.test(trimmed)) return { key: "whole" };
  const points = Number(trimmed);
  if (points <= 0) return { key: "whole" };
  if (points < rules.min) return { key: "min", points: rules.min };
  if (rules.step > 1 && points % rules.step !== 0) return { key: "step", points: rules.step };
  if (points > rules.balance) return { key: "over" };
  return null;
}
