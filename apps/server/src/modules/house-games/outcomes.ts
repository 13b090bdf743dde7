import {
  DICE_LIMITS,
  type DiceBet,
  diceBetProblem,
  diceMultiplier,
  diceRoll,
  diceWins,
  type FairStream,
  isPlinkoRows,
  type KenoRisk,
  kenoDraw,
  kenoHits,
  kenoMultiplier,
  kenoPicksProblem,
  LIMBO_MAX_TARGET,
  LIMBO_MIN_TARGET,
  limboMultiplier,
  limboResult,
  limboTargetProblem,
  limboWins,
  type PlinkoRisk,
  plinkoDrop,
  SLOT_GAMES,
  spin,
  spinMult10k,
} from "@jogada/games";
import { AppError } from "../../platform/errors.js";

/** What an instant game drew: the multiplier paid, the bet as played, and every step. */
export interface Outcome {
  mult10k: number;
  params: Record<string, unknown>;
  result: Record<string, unknown>;
  steps: { action: string; detail: Record<string, unknown> }[];
}

/** "50.5" -> 5050; exact on the decimal text, no float. */
export function hundredths(text: string): number {
  const [whole = "0", fraction = ""] = text.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

export function fromHundredths(value: number): string {
  return `${Math.floor(value / 100)}.${String(value % 100).padStart(2, "0")}`;
}

export function dice(
  stream: FairStream,
  body: { target: string; direction: "over" | "under" },
  edgeBps: number,
): Outcome {
  const bet: DiceBet = { target: hundredths(body.target), direction: body.direction };
  if (diceBetProblem(bet)) {
    throw new AppError("bgs.dice.target.invalid", {
      min: fromHundredths(DICE_LIMITS.minChance),
      max: fromHundredths(DICE_LIMITS.maxChance),
    });
  }
  const roll = diceRoll(stream);
  const multiplier = diceMultiplier(bet, edgeBps);
  const win = diceWins(roll, bet);
  return {
    mult10k: win ? multiplier : 0,
    params: { target: fromHundredths(bet.target), direction: bet.direction, payout: multiplier },
    result: { roll: fromHundredths(roll) },
    steps: [{ action: "roll", detail: { roll: fromHundredths(roll), win } }],
  };
}

export function limbo(stream: FairStream, body: { target: string }, edgeBps: number): Outcome {
  const target = hundredths(body.target);
  if (limboTargetProblem(target)) {
    throw new AppError("bgs.limbo.target.invalid", {
      min: fromHundredths(LIMBO_MIN_TARGET),
      max: fromHundredths(LIMBO_MAX_TARGET),
    });
  }
  const result = limboResult(stream, edgeBps);
  const win = limboWins(result, target);
  return {
    mult10k: win ? limboMultiplier(target) : 0,
    params: { target: fromHundredths(target) },
    result: { result: fromHundredths(result) },
    steps: [{ action: "draw", detail: { result: fromHundredths(result), win } }],
  };
}

export function plinko(stream: FairStream, body: { rows: number; risk: PlinkoRisk }): Outcome {
  if (!isPlinkoRows(body.rows)) throw new AppError("bgs.plinko.rows.invalid");
  const drop = plinkoDrop(stream, body.rows, body.risk);
  return {
    mult10k: drop.mult10k,
    params: { rows: body.rows, risk: body.risk },
    result: { path: drop.path, slot: drop.slot },
    steps: [{ action: "drop", detail: { path: drop.path, slot: drop.slot, mult10k: drop.mult10k } }],
  };
}

export function keno(stream: FairStream, body: { picks: number[]; risk: KenoRisk }): Outcome {
  if (kenoPicksProblem(body.picks)) throw new AppError("bgs.keno.picks.invalid");
  const drawn = kenoDraw(stream);
  const mult10k = kenoMultiplier(body.risk, body.picks, drawn);
  return {
    mult10k,
    params: { picks: body.picks, risk: body.risk },
    result: { drawn, hits: kenoHits(body.picks, drawn) },
    steps: [{ action: "draw", detail: { drawn, hits: kenoHits(body.picks, drawn) } }],
  };
}

export function slot(stream: FairStream, code: string): Outcome {
  const config = SLOT_GAMES[code];
  if (!config) throw new AppError("bgs.game.not.found");
  const result = spin(config, stream);
  return {
    mult10k: spinMult10k(result),
    params: {},
    result: {
      totalUnits: result.totalUnits,
      payDivisor: result.payDivisor,
      freeSpins: result.steps.length - 1,
    },
    steps: result.steps.map((step) => ({
      action: step.kind === "base" ? "spin" : "free_spin",
      detail: {
        stops: step.stops,
        grid: step.grid,
        wins: step.wins,
        scatters: step.scatters,
        units: step.units,
        freeSpinsAwarded: step.freeSpinsAwarded,
      },
    })),
  };
}
