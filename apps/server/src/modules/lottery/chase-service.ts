import { type CreateChaseBody, formatMoney } from "@jogada/contracts";
import type { AuthenticatedMember } from "../../platform/auth.js";
import type { AppContext } from "../../platform/context.js";
import { withTransaction } from "../../platform/db.js";
import { AppError } from "../../platform/errors.js";
import { idempotent } from "../../platform/idempotency.js";
import type { LoadedBrand } from "../brand/service.js";
import type { LotteryCatalogue } from "./catalogue.js";
import { publishBalance } from "./events.js";
import { gameName } from "./games.js";
import { publicNo } from "./ids.js";
import * as repo from "./repository.js";
import { type Bettor, bettorOf, type TicketService } from "./tickets-service.js";

/**
 * Chase orders: the same slip on the next N draws of a game. The first draw is bought when the
 * chase is created; the job buys the next one once the previous draw has closed, and ends the
 * chase after N draws, after a win when asked, or when the balance runs short.
 */
export class ChaseService {
  constructor(
    private readonly ctx: AppContext,
    private readonly catalogue: LotteryCatalogue,
    private readonly tickets: TicketService,
  ) {}

  async create(
    brand: LoadedBrand,
    member: AuthenticatedMember,
    language: string,
    key: string,
    body: CreateChaseBody,
  ) {
    const bettor = bettorOf(brand, member);
    const game = await this.catalogue.get(body.gameCode);
    const prepared = await this.tickets.prepare(bettor, game, body.lines);
    const [draw] = await repo.openDraws(this.ctx.pool, game.code, new Date(), 1);
    if (!draw) throw new AppError("lottery.draw.closed");
    const { result, replayed } = await idempotent(
      this.ctx.pool,
      { scope: `lottery.chase:${member.id}`, key, body },
      async (tx) => {
        const chaseNo = publicNo("C");
        const id = await repo.insertChase(tx, {
          chaseNo,
          memberId: member.id,
          merchantCode: bettor.merchant,
          gameCode: game.code,
          currency: bettor.currency,
          lines: body.lines,
          drawsTotal: body.draws,
          stopAfterWin: body.stopAfterWin,
        });
        await this.tickets.placeIn(tx, bettor, game, draw.id, prepared, id);
        await repo.advanceChase(tx, id, draw.id);
        return this.view((await repo.chase(tx, { id }))!, language, bettor.decimals);
      },
    );
    if (!replayed) await publishBalance(this.ctx, member.id);
    return result;
  }

  async list(brand: LoadedBrand, member: AuthenticatedMember, language: string, page: number, size: number) {
    const { rows, total } = await repo.chasesOf(this.ctx.pool, member.id, size, (page - 1) * size);
    const list = [];
    for (const row of rows) list.push(await this.view(row, language, brand.config.currency.decimals));
    return { list, total, totalPages: Math.ceil(total / size), page };
  }

  async stop(brand: LoadedBrand, member: AuthenticatedMember, language: string, chaseNo: string) {
    const row = await withTransaction(this.ctx.pool, async (tx) => {
      const chase = await repo.chase(tx, { chaseNo, memberId: member.id }, true);
      if (!chase) throw new AppError("lottery.chase.not.found");
      if (chase.status !== "active") throw new AppError("lottery.chase.ended");
      await repo.endChase(tx, chase.id, "stopped", "player");
      return (await repo.chase(tx, { id: chase.id }))!;
    });
    return this.view(row, language, brand.config.currency.decimals);
  }

  /** The job: ends chases that won (when asked), then buys the next draw of every chase due. */
  async advance(): Promise<number> {
    let placed = 0;
    for (;;) {
      const due = await withTransaction(this.ctx.pool, async (tx) => {
        const chases = await repo.chasesDue(tx, 50);
        const won = new Set(
          await repo.chasesWon(
            tx,
            chases.map((c) => c.id),
          ),
        );
        const work: repo.ChaseRow[] = [];
        for (const chase of chases) {
          if (won.has(chase.id)) await repo.endChase(tx, chase.id, "won", "win");
          else work.push(chase);
        }
        return work;
      });
      for (const chase of due) if (await this.placeNext(chase)) placed++;
      if (due.length < 50) return placed;
    }
  }

  private async placeNext(chase: repo.ChaseRow): Promise<boolean> {
    const game = await this.catalogue.find(chase.game_code);
    const brand = await this.ctx.brands.get(chase.merchant_code);
    if (!game?.enabled || !brand) {
      await repo.endChase(this.ctx.pool, chase.id, "stopped", "game");
      return false;
    }
    const bettor: Bettor = {
      memberId: Number(chase.member_id),
      merchant: chase.merchant_code,
      currency: chase.currency,
      decimals: brand.config.currency.decimals,
      symbol: brand.config.currency.symbol,
    };
    try {
      const prepared = await this.tickets.prepare(bettor, game, chase.lines);
      await withTransaction(this.ctx.pool, async (tx) => {
        const locked = await repo.chase(tx, { id: chase.id }, true);
        if (locked?.status !== "active" || locked.last_draw_id !== chase.last_draw_id) return;
        const last = locked.last_draw_id ? await repo.draw(tx, locked.last_draw_id) : undefined;
        const after = last ? last.draw_at : new Date(0);
        const next = (await repo.openDraws(tx, game.code, new Date(), 20)).find((d) => d.draw_at > after);
        if (!next) return;
        await this.tickets.placeIn(tx, bettor, game, next.id, prepared, chase.id);
        await repo.advanceChase(tx, chase.id, next.id);
      });
      await publishBalance(this.ctx, chase.member_id);
      return true;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      // A refusal that will not pass by itself (no money left, limits changed): the chase ends.
      if (error.code !== "lottery.draw.closed")
        await repo.endChase(this.ctx.pool, chase.id, "stopped", error.code);
      return false;
    }
  }

  private async view(row: repo.ChaseRow, language: string, decimals: number) {
    const game = await this.catalogue.find(row.game_code);
    const cost = await this.costPerDraw(row, decimals);
    return {
      chaseNo: row.chase_no,
      gameCode: row.game_code,
      gameName: game ? gameName(game, language) : row.game_code,
      lines: row.lines,
      drawsTotal: row.draws_total,
      drawsDone: row.draws_done,
      stopAfterWin: row.stop_after_win,
      status: row.status,
      stopReason: row.stop_reason,
      costPerDraw: formatMoney(cost, decimals),
      totalWin: formatMoney(BigInt(row.total_win), decimals),
      createdAt: row.created_at.toISOString(),
    };
  }

  private async costPerDraw(row: repo.ChaseRow, decimals: number): Promise<bigint> {
    const game = await this.catalogue.find(row.game_code);
    if (!game) return 0n;
    const brand = await this.ctx.brands.get(row.merchant_code);
    const bettor: Bettor = {
      memberId: Number(row.member_id),
      merchant: row.merchant_code,
      currency: row.currency,
      decimals,
      symbol: brand?.config.currency.symbol ?? row.currency,
    };
    try {
      const prepared = await this.tickets.prepare(bettor, game, row.lines);
      return prepared.reduce((sum, p) => sum + p.cost, 0n);
    } catch {
      return 0n;
    }
  }
}
