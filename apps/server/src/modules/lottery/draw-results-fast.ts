import {
  type Beacon,
  beaconRoundAfter,
  beaconRoundTime,
  deriveDraw,
  FAST_GAMES,
  type FastGame,
  fastDrawProblem,
} from "@jogada/games";
import type { AppContext } from "../../platform/context.js";
import { withTransaction } from "../../platform/db.js";
import type { DrawVoider } from "./draw-results.js";
import * as results from "./draw-results-repository.js";
import { publishDraw } from "./events.js";
import { storeResult } from "./repository.js";
import { BeaconInvalidError } from "./sources/drand-beacon.js";
import type { RandomnessBeacon } from "./sources/types.js";

const MINUTE = 60_000;
/** A round this late past its time is reported to an operator (quicknet publishes every 3 s). */
const BEACON_LATE_MS = 60_000;

export interface FastDrawOptions {
  voidAfterMinutes: number;
  /** The beacon's chain hash, stored with the result so a verifier knows which chain to check. */
  chainHash: string;
}

export type DeriveOutcome =
  | "resulted"
  | "not-published"
  | "beacon-invalid"
  | "unavailable"
  | "voided"
  | "skipped";

/**
 * Numbers of the house fast draws. At close the draw fixed its tickets' Merkle root and the first
 * beacon round after close; once that round is published and its BLS signature verifies under
 * the configured chain key, the numbers are derived from seed, root and randomness (deriveDraw),
 * the seed is revealed and the result stored. A round that does not verify is never drawn from:
 * the draw waits with a 'beacon' alert, and is voided and refunded if no verified round comes
 * before the deadline.
 */
export class FastDrawResults {
  constructor(
    private readonly ctx: Pick<AppContext, "pool" | "events" | "log">,
    private readonly beacon: RandomnessBeacon,
    private readonly voider: DrawVoider,
    private readonly options: FastDrawOptions,
  ) {}

  /** One pass over every closed fast draw whose round has come (the job). */
  async deriveDue(now = Date.now()): Promise<Record<string, DeriveOutcome>> {
    const due = await results.fastDrawsDue(this.ctx.pool, beaconRoundAfter(now) - 1, 200);
    const out: Record<string, DeriveOutcome> = {};
    for (const draw of due) {
      try {
        out[draw.id] = await this.derive(draw, now);
      } catch (error) {
        this.ctx.log.error({ err: error, drawId: draw.id }, "fast draw derivation failed");
      }
    }
    return out;
  }

  /** Derives one draw's numbers when its round is verified (the job's work for that draw). */
  async deriveDraw(drawId: string, now = Date.now()): Promise<DeriveOutcome> {
    const draw = await results.dueDraw(this.ctx.pool, drawId);
    if (draw?.kind !== "fast" || draw.result !== null || !["closed", "waiting"].includes(draw.status))
      return "skipped";
    return this.derive(draw, now);
  }

  async derive(draw: results.DueDraw, now = Date.now()): Promise<DeriveOutcome> {
    const round = Number(draw.beacon_round);
    const game = draw.fast_game as FastGame;
    if (!draw.seed || !draw.merkle_root || !(FAST_GAMES as readonly string[]).includes(game))
      return "skipped";
    let beacon: Beacon | null = null;
    let problem: { outcome: DeriveOutcome; detail: string } | null = null;
    try {
      beacon = await this.beacon.round(round);
      if (!beacon && now >= beaconRoundTime(round) + BEACON_LATE_MS)
        problem = { outcome: "not-published", detail: `beacon round ${round} is not published yet` };
    } catch (error) {
      const invalid = error instanceof BeaconInvalidError;
      problem = { outcome: invalid ? "beacon-invalid" : "unavailable", detail: (error as Error).message };
    }
    if (!beacon) {
      if (problem) await this.report(draw, problem.detail);
      if (now >= draw.close_at.getTime() + this.options.voidAfterMinutes * MINUTE) {
        await this.voider.voidDraw(
          draw.id,
          `no verified beacon round within ${this.options.voidAfterMinutes} min`,
        );
        return "voided";
      }
      return problem?.outcome ?? "not-published";
    }
    const numbers = deriveDraw({
      game,
      drawId: draw.id,
      seed: draw.seed,
      merkleRoot: draw.merkle_root,
      beacon,
    });
    if (fastDrawProblem(game, numbers)) throw new Error(`derived numbers of ${draw.id} do not fit ${game}`);
    const stored = await withTransaction(this.ctx.pool, async (tx) => {
      const row = await results.lockDraw(tx, draw.id);
      if (!row || row.result !== null || !["closed", "waiting"].includes(row.status)) return false;
      await results.saveBeacon(tx, draw.id, { randomness: beacon.randomness, signature: beacon.signature! });
      const sources = { beacon: { chainHash: this.options.chainHash, round } };
      const saved = await storeResult(tx, draw.id, { kind: "fast", numbers }, sources);
      if (!saved) return false;
      await results.recordResult(tx, draw.id, saved.revision, { kind: "fast", numbers }, sources);
      await results.resolveAlerts(tx, draw.id, ["beacon"], "results");
      return true;
    });
    if (!stored) return "skipped";
    await publishDraw(this.ctx, { gameCode: draw.game_code, drawId: draw.id, status: "resulted" });
    return "resulted";
  }

  private async report(draw: results.DueDraw, detail: string): Promise<void> {
    const waiting = await withTransaction(this.ctx.pool, async (tx) => {
      await results.raiseAlert(tx, draw.id, "beacon", detail);
      return results.markWaiting(tx, draw.id);
    });
    if (waiting)
      await publishDraw(this.ctx, { gameCode: draw.game_code, drawId: draw.id, status: "waiting" });
  }
}
