import { RG_AUTO_PLAY_MAX_PLAYS, readAmountInput } from "@jogada/contracts";

/** What the player typed in the auto-play panel. */
export interface AutoPlayForm {
  count: string;
  stopProfit: string;
  lossLimit: string;
}

/** A valid auto-play: the run's plays and loss limit (sent to the server) and an optional profit stop. */
export interface AutoBetSettings {
  count: number;
  stopProfit: number;
  /** Decimal string in major units, as the server's run takes it ("5.00"). */
  lossLimit: string;
}

export type AutoPlayProblem =
  | "autoCountInvalid"
  | "autoStopProfitInvalid"
  | "autoLossLimitRequired"
  | "autoLossLimitInvalid";

export type AutoPlayReading =
  | { ok: true; settings: AutoBetSettings }
  | { ok: false; problems: Partial<Record<keyof AutoPlayForm, AutoPlayProblem>> };

/**
 * An amount above zero as the reader's language writes it ("5,50" in PT, "5.50" in EN); a
 * grouping mark or the other language's decimal mark is refused, never read as another value.
 */
function amountOf(raw: string, language: string, decimals: number): string | null {
  const read = readAmountInput(raw, language, decimals);
  return read.ok && Number(read.value) > 0 ? read.value : null;
}

/**
 * Reads the panel: 1 to 100 plays (the server's limit for a run), a loss limit above zero (every
 * run needs one) and, when given, a profit to stop at.
 */
export function readAutoPlay(form: AutoPlayForm, language: string, decimals: number): AutoPlayReading {
  const problems: Partial<Record<keyof AutoPlayForm, AutoPlayProblem>> = {};
  const count = form.count.trim();
  if (!/^\d{1,3}$/.test(count) || Number(count) < 1 || Number(count) > RG_AUTO_PLAY_MAX_PLAYS)
    problems.count = "autoCountInvalid";
  const stopProfit = form.stopProfit.trim() === "" ? "0" : amountOf(form.stopProfit, language, decimals);
  if (stopProfit === null) problems.stopProfit = "autoStopProfitInvalid";
  const lossLimit = amountOf(form.lossLimit, language, decimals);
  if (form.lossLimit.trim() === "") problems.lossLimit = "autoLossLimitRequired";
  else if (lossLimit === null) problems.lossLimit = "autoLossLimitInvalid";
  if (Object.keys(problems).length > 0 || stopProfit === null || lossLimit === null)
    return { ok: false, problems };
  return { ok: true, settings: { count: Number(count), stopProfit: Number(stopProfit), lossLimit } };
}

/** Whether the run should stop after a round, given the profit so far (wins minus stakes). */
export function autoPlayDone(settings: AutoBetSettings, profit: number): "profit" | "loss" | null {
  if (settings.stopProfit > 0 && profit >= settings.stopProfit) return "profit";
  if (-profit >= Number(settings.lossLimit)) return "loss";
  return null;
}
