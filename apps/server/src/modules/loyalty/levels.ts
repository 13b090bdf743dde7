import { formatMoney, type LevelChangeReason, type LoyaltySettings, parseMoney } from "@jogada/contracts";

export interface LevelFacts {
  current: number;
  deposit: bigint;
  turnover: bigint;
  /** Valid turnover of the keep window. */
  window: bigint;
  /** The current level was reached (or last changed) more than the keep window ago. */
  keepDue: boolean;
}

export interface LevelDecision {
  level: number;
  reason: string;
}

function thresholds(settings: LoyaltySettings, decimals: number) {
  const m = (text: string) => parseMoney(text, decimals) ?? 0n;
  return settings.levels.map((l) => ({
    deposit: m(l.minDeposit),
    turnover: m(l.minTurnover),
    keep: m(l.keepTurnover),
  }));
}

/**
 * The level a player should hold. Up: the highest level whose deposit and turnover thresholds
 * are met and whose keep turnover the window reaches (so a player just moved down does not jump
 * straight back). Down: only when the keep window has passed since the last change and the
 * window's turnover is below the current level's keep turnover; then to the highest level the
 * same rule allows below it. Undefined when nothing changes.
 */
export function decideLevel(
  settings: LoyaltySettings,
  decimals: number,
  facts: LevelFacts,
): LevelDecision | undefined {
  const levels = thresholds(settings, decimals);
  const qualifies = (index: number) => {
    const l = levels[index];
    if (!l) return false;
    return (
      index === 0 || (facts.deposit >= l.deposit && facts.turnover >= l.turnover && facts.window >= l.keep)
    );
  };
  const current = Math.min(facts.current, levels.length - 1);
  let best = 0;
  for (let i = levels.length - 1; i > 0; i--) {
    if (qualifies(i)) {
      best = i;
      break;
    }
  }
  if (best > current) {
    return {
      level: best,
      reason: `upgrade: deposits ${facts.deposit}, turnover ${facts.turnover}, ${settings.keepDays}-day turnover ${facts.window}`,
    };
  }
  const keep = levels[current]?.keep ?? 0n;
  if (current > 0 && facts.keepDue && facts.window < keep) {
    let to = 0;
    for (let i = current - 1; i > 0; i--) {
      if (qualifies(i)) {
        to = i;
        break;
      }
    }
    return { level: to, reason: `keep: ${settings.keepDays}-day turnover ${facts.window} below ${keep}` };
  }
  if (facts.current !== current) return { level: current, reason: "ladder shortened" };
  return undefined;
}

const UPGRADE = /^upgrade: deposits (-?\d+), turnover (-?\d+), (\d+)-day turnover (-?\d+)$/;
const KEEP = /^keep: (\d+)-day turnover (-?\d+) below (-?\d+)$/;

/**
 * A stored level change's reason (as decideLevel words it, amounts in minor units) as the
 * back office shows it: its kind and amounts in the currency, for each language's sentence.
 */
export function readLevelReason(text: string, decimals: number): LevelChangeReason {
  const money = (minor: string) => formatMoney(BigInt(minor), decimals);
  const up = UPGRADE.exec(text);
  if (up) {
    const [, deposit, turnover, days, window] = up as unknown as [string, string, string, string, string];
    return {
      kind: "upgrade",
      deposit: money(deposit),
      turnover: money(turnover),
      keepDays: Number(days),
      window: money(window),
    };
  }
  const keep = KEEP.exec(text);
  if (keep) {
    const [, days, window, below] = keep as unknown as [string, string, string, string];
    return { kind: "keep", keepDays: Number(days), window: money(window), keep: money(below) };
  }
  if (text === "ladder shortened") return { kind: "shortened" };
  return { kind: "recorded", note: text };
}
