import type { AppContext } from "../../platform/context.js";
import { type Tx, withTransaction } from "../../platform/db.js";
import { AppError } from "../../platform/errors.js";
import type { LotteryCatalogue } from "./catalogue.js";
import { publishBalance, publishDraw } from "./events.js";
import { gameNames } from "./games.js";
import { accountsOf, type LotteryMoney, type TicketAccounts } from "./money.js";
import type { TicketRow } from "./repository.js";
import * as repo from "./repository.js";
import { settleTicket } from "./rules.js";

export interface SettleOutcome {
  drawId: string;
  /** Tickets settled by this run. */
  settled: number;
  /** Every ticket is settled at the draw's revision and the draw is marked settled. */
  done: boolean;
}

/**
 * Settlement and voiding. Each batch of tickets is one transaction holding the tickets' new
 * state and the ledger transfers it implies, so a crash loses at most a batch that then runs again;
 * a ticket records the revision it was settled at, so a re-run never settles it twice. A corrected
 * result (revision + 1) re-settles through a transfer taking back the old win and one paying the new.
 */
export class Settlement {
  constructor(
    private readonly ctx: AppContext,
    private readonly catalogue: LotteryCatalogue,
    private readonly money: LotteryMoney,
  ) {}

  /** Settles every ticket of a resulted draw at its current revision; safe to run again or at once elsewhere. */
  async settleDraw(
    drawId: string,
    options: { batch?: number; workers?: number } = {},
  ): Promise<SettleOutcome> {
    const draw = await repo.draw(this.ctx.pool, drawId);
    if (draw?.status !== "resulted" || !draw.result) return { drawId, settled: 0, done: false };
    const game = await this.catalogue.find(draw.game_code);
    if (!game) return { drawId, settled: 0, done: false };
    const revision = draw.result_revision;
    const result = draw.result;
    const batch = options.batch ?? this.ctx.config.LOTTERY_SETTLE_BATCH;
    const members = new Set<string>();
    // Keyed like the batch's money (a batch run again overwrites its own entries): the inbox's "ticket won".
    const wins = new Map<string, { memberId: string; ticket: string; win: bigint }>();
    let settled = 0;
    // Workers split the tickets by player. More than one may wait on each other's house rows
    // (and PostgreSQL then aborts one batch, which runs again): one is the default.
    const workers = Math.max(1, options.workers ?? 1);
    const worker = async (part: number) => {
      for (;;) {
        const count = await withTransaction(this.ctx.pool, async (tx) => {
          // A correction stored meanwhile: leave the rest to the run of the new revision.
          const now = await repo.draw(tx, drawId, "for share");
          if (now?.result_revision !== revision || now.status !== "resulted") return 0;
          const tickets = await repo.ticketsToSettle(tx, drawId, revision, batch, { part, parts: workers });
          const updates: Parameters<typeof repo.saveSettlements>[2] = [];
          // Per player: what to take back (wins of an earlier revision) and what to pay now.
          const players = new Map<
            string,
            { first: TicketRow; tickets: string[]; back: bigint; win: bigint }
          >();
          for (const t of tickets) {
            const outcome = settleTicket(game, t, result);
            const player = players.get(t.member_id) ?? { first: t, tickets: [], back: 0n, win: 0n };
            players.set(t.member_id, player);
            if (t.settled_revision > 0) player.back += BigInt(t.win);
            player.win += outcome.winMinor;
            if (outcome.winMinor > 0n || BigInt(t.win) > 0n) player.tickets.push(t.ticket_no);
            updates.push({
              id: t.id,
              status: outcome.winMinor > 0n ? "won" : "lost",
              win: outcome.winMinor,
              lines: outcome.lines.map((l) => ({
                selection: l.selection,
                hits: l.hits,
                win: l.winMinor.toString(),
              })),
            });
          }
          await repo.saveSettlements(tx, revision, updates);
          // Players first (all of them, in id order), then the transfers, last in the
          // transaction: house rows are held only for its short tail.
          const moving = [...players.entries()].filter(([, p]) => p.back > 0n || p.win > 0n);
          const accountsOfPlayer = new Map(
            moving.map(([memberId, p]) => [
              memberId,
              accountsOf(memberId, p.first.merchant_code, game.vendor_code, p.first.currency),
            ]),
          );
          const byCurrency = new Map<string, TicketAccounts[]>();
          for (const a of accountsOfPlayer.values())
            byCurrency.set(a.currency, [...(byCurrency.get(a.currency) ?? []), a]);
          for (const list of byCurrency.values()) await this.money.lockPlayers(tx, list);
          for (const [memberId, p] of moving) {
            const accounts = accountsOfPlayer.get(memberId)!;
            // The player's first ticket of the batch is settled by this transaction alone: a unique key.
            const key = `${drawId}:${revision}:${p.first.ticket_no}`;
            const meta = {
              game: game.code,
              drawId,
              revision,
              tickets: p.tickets.slice(0, 50),
              count: p.tickets.length,
            };
            // The new win first: a corrected result that still pays the player covers its own reversal.
            await this.money.pay(tx, accounts, key, p.win, meta);
            if (p.win > 0n) wins.set(key, { memberId, ticket: p.tickets[0] ?? "", win: p.win });
            await this.reverseOrAlert(tx, accounts, key, p.back, { ...meta, memberId });
            members.add(memberId);
          }
          return tickets.length;
        });
        settled += count;
        if (count < batch) return;
      }
    };
    await Promise.all(Array.from({ length: workers }, (_, part) => worker(part)));
    const done = await repo.markSettled(this.ctx.pool, drawId, revision);
    if (done) await publishDraw(this.ctx, { gameCode: draw.game_code, drawId, status: "settled" });
    for (const member of members) await publishBalance(this.ctx, member);
    for (const { memberId, ticket, win } of wins.values())
      await this.ctx.notify(memberId, "ticket.won", {
        ticket,
        game: gameNames(game),
        amount: win,
      });
    if (settled > 0) this.ctx.metrics.roundsSettled.inc({ product: "lottery" }, settled);
    return { drawId, settled, done };
  }

  /**
   * Takes back a win paid at an earlier revision. A player who has already spent it cannot go
   * below zero: the tickets still settle at the corrected result, and the amount not recovered
   * is left to an operator through an alert.
   */
  private async reverseOrAlert(
    tx: Tx,
    accounts: TicketAccounts,
    key: string,
    amount: bigint,
    meta: Record<string, unknown> & { drawId: string; memberId: string },
  ): Promise<void> {
    if (amount <= 0n) return;
    await tx.query("savepoint lottery_reverse");
    try {
      await this.money.reverse(tx, accounts, key, amount, meta);
      await tx.query("release savepoint lottery_reverse");
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== "wallet.insufficient.funds") throw error;
      await tx.query("rollback to savepoint lottery_reverse");
      await repo.insertAlert(
        tx,
        meta.drawId,
        "correction",
        `member ${meta.memberId}: ${amount} (minor units) paid before the correction could not be taken back (balance too low)`,
      );
    }
  }

  /** Settles every resulted draw (the settlement job). */
  async settleDue(): Promise<SettleOutcome[]> {
    const out: SettleOutcome[] = [];
    for (const id of await repo.drawsToSettle(this.ctx.pool, 50))
      out.push(await this.settleDraw(id, { workers: 2 }));
    for (const id of await repo.voidedWithOpenTickets(this.ctx.pool, 50)) await this.refundAll(id, "voided");
    return out;
  }

  /**
   * Voids a draw and refunds every ticket on it, once: a win already paid is taken back first.
   * Refused once the draw is settled. Safe to call again (refunds resume where they stopped).
   */
  async voidDraw(
    drawId: string,
    reason: string,
  ): Promise<{ drawId: string; status: "voided"; refundedTickets: number }> {
    const draw = await withTransaction(this.ctx.pool, async (tx) => {
      const row = await repo.draw(tx, drawId, "for update");
      if (!row) throw new AppError("lottery.draw.not.found");
      // After the row, as the close does: slips in flight on the draw finish first.
      await repo.lockDrawAgainstSlips(tx, drawId);
      if (row.status === "settled") throw new AppError("lottery.draw.not.voidable", { status: row.status });
      if (row.status !== "voided") await repo.markVoided(tx, drawId, reason);
      return row;
    });
    const refundedTickets = await this.refundAll(drawId, "voided");
    if (draw.status !== "voided")
      await publishDraw(this.ctx, { gameCode: draw.game_code, drawId, status: "voided" });
    return { drawId, status: "voided", refundedTickets };
  }

  private async refundAll(drawId: string, reason: string): Promise<number> {
    const batch = this.ctx.config.LOTTERY_SETTLE_BATCH;
    const members = new Set<string>();
    let refunded = 0;
    for (;;) {
      const count = await withTransaction(this.ctx.pool, (tx) =>
        this.refundBatch(tx, drawId, reason, batch, members),
      );
      refunded += count;
      if (count < batch) break;
    }
    for (const member of members) await publishBalance(this.ctx, member);
    return refunded;
  }

  private async refundBatch(tx: Tx, drawId: string, reason: string, batch: number, members: Set<string>) {
    const tickets = (await repo.ticketsToRefund(tx, drawId, batch)).sort(byMember);
    for (const t of tickets) {
      const game = await this.catalogue.find(t.game_code);
      const accounts = accountsOf(t.member_id, t.merchant_code, game?.vendor_code ?? "LOTT", t.currency);
      const meta = { game: t.game_code, drawId, ticketNo: t.ticket_no, reason };
      if (t.settled_revision > 0 && BigInt(t.win) > 0n)
        await this.money.reverse(tx, accounts, `${t.ticket_no}:void`, BigInt(t.win), meta);
      await this.money.refund(tx, accounts, t.ticket_no, BigInt(t.cost), meta);
      members.add(t.member_id);
    }
    await repo.markRefunded(
      tx,
      tickets.map((t) => t.id),
      reason,
    );
    return tickets.length;
  }
}

function byMember(a: repo.TicketRow, b: repo.TicketRow): number {
  return Number(BigInt(a.member_id) - BigInt(b.member_id)) || Number(BigInt(a.id) - BigInt(b.id));
}
