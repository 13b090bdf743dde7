import { beaconRoundAfter, buildTicketTree, drawsAfter, newDrawSeed, seedCommitment } from "@jogada/games";
import type { AppContext } from "../../platform/context.js";
import { withTransaction } from "../../platform/db.js";
import type { LotteryCatalogue } from "./catalogue.js";
import { publishDraw } from "./events.js";
import { calendarOf, type LotteryGame } from "./games.js";
import * as repo from "./repository.js";
import { leafOf } from "./tickets-service.js";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * Draw creation and closing. Draws are created ahead from each game's calendar (fast games with a
 * fresh secret seed whose SHA-256 is published at once); at close time a fast draw fixes the
 * Merkle root of its accepted tickets and the beacon round its numbers will mix in.
 */
export class DrawService {
  constructor(
    private readonly ctx: AppContext,
    private readonly catalogue: LotteryCatalogue,
  ) {}

  /** The draws a game should have from `now` on: the next minutes of a fast game, days of the others. */
  upcoming(game: LotteryGame, now: number): repo.NewDraw[] {
    const calendar = calendarOf(game);
    const closeBeforeMs = game.close_before_seconds * 1000;
    const fast = game.kind === "fast";
    const horizon = fast
      ? this.ctx.config.LOTTERY_FAST_AHEAD_MINUTES * MINUTE
      : this.ctx.config.LOTTERY_AHEAD_DAYS * DAY;
    const count = fast ? Math.ceil(horizon / (game.every_minutes! * MINUTE)) : 64;
    const scheduled = drawsAfter(calendar, now, count, closeBeforeMs);
    // At least the next two draws even when they are far off (the Thai lottery draws twice a month).
    const kept = scheduled.filter((d, i) => i < 2 || d.drawAt <= now + horizon);
    return kept.map((d) => {
      const seed = fast ? newDrawSeed() : null;
      return {
        id: d.id,
        gameCode: game.code,
        numero: d.numero,
        stationCode: d.station?.code ?? null,
        stationName: d.station?.name ?? null,
        drawAt: new Date(d.drawAt),
        closeAt: new Date(d.closeAt),
        seed,
        seedHash: seed ? seedCommitment(seed) : null,
      };
    });
  }

  /** Creates the draws missing ahead for every enabled game; returns how many were created. */
  async createAhead(now = Date.now()): Promise<number> {
    let created = 0;
    for (const game of await this.catalogue.all()) {
      if (!game.enabled) continue;
      const ids = await repo.insertDraws(this.ctx.pool, this.upcoming(game, now));
      created += ids.length;
      // One event per game and run: a fast game opens draws every minute, the site refetches.
      if (ids.length > 0)
        await publishDraw(this.ctx, { gameCode: game.code, drawId: ids[0]!, status: "open" });
    }
    return created;
  }

  /** Closes every draw whose betting time is over; fast draws fix their Merkle root and beacon round. */
  async closeDue(now = new Date()): Promise<number> {
    let closed = 0;
    for (;;) {
      const done = await withTransaction(this.ctx.pool, async (tx) => {
        const due = await repo.dueToClose(tx, now, 100);
        for (const draw of due) {
          // Slips in flight on this draw finish first; the ones after see it closed.
          await repo.lockDrawAgainstSlips(tx, draw.id);
          const game = await this.catalogue.find(draw.game_code);
          const leaves = await repo.leavesOfDraw(tx, draw.id);
          const fast = game?.kind === "fast";
          await repo.markClosed(tx, draw.id, {
            merkleRoot: fast ? buildTicketTree(leaves.map((l) => leafOf(draw.id, l))).root : null,
            ticketCount: leaves.length,
            beaconRound: fast ? beaconRoundAfter(draw.close_at.getTime()) : null,
          });
        }
        return due;
      });
      closed += done.length;
      for (const draw of done)
        await publishDraw(this.ctx, { gameCode: draw.game_code, drawId: draw.id, status: "closed" });
      if (done.length < 100) return closed;
    }
  }
}
