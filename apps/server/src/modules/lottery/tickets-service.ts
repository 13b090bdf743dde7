import {
  type BetLine,
  type CancelTicketReply,
  formatMoney,
  moneyParam,
  type PlaceTicketsBody,
  type PlaceTicketsReply,
  parseMoney,
  type Ticket,
} from "@jogada/contracts";
import { buildTicketTree, inclusionProof, ticketLeafString } from "@jogada/games";
import type { z } from "zod";
import type { AuthenticatedMember } from "../../platform/auth.js";
import type { AppContext } from "../../platform/context.js";
import type { Tx } from "../../platform/db.js";
import { AppError } from "../../platform/errors.js";
import { idempotent } from "../../platform/idempotency.js";
import type { LoadedBrand } from "../brand/service.js";
import type { LotteryCatalogue } from "./catalogue.js";
import { publishBalance } from "./events.js";
import type { LotteryGame } from "./games.js";
import { oddsGameOf } from "./games.js";
import { publicNo } from "./ids.js";
import { accountsOf, LotteryMoney } from "./money.js";
import * as repo from "./repository.js";
import { type PreparedLine, prepareLine } from "./rules.js";
import type { LotterySettings } from "./settings.js";
import { newTickets, storedRows } from "./slip-rows.js";
import { SlipStatement } from "./slip-statement.js";
import { drawResult, ticketView } from "./views.js";

type PlaceValue = z.input<typeof PlaceTicketsReply>["value"];

/** Who places a slip: a player's session, or a chase acting for its player. */
export interface Bettor {
  memberId: number;
  merchant: string;
  currency: string;
  decimals: number;
  /** The brand currency's symbol, for amounts in error texts. */
  symbol: string;
}

export function bettorOf(brand: LoadedBrand, member: AuthenticatedMember): Bettor {
  return {
    memberId: member.id,
    merchant: brand.config.merchantCode,
    currency: brand.config.currency.code,
    decimals: brand.config.currency.decimals,
    symbol: brand.config.currency.symbol,
  };
}

/** Placing, cancelling and reading tickets. */
export class TicketService {
  readonly money: LotteryMoney;
  private readonly statement: SlipStatement;

  constructor(
    private readonly ctx: AppContext,
    private readonly catalogue: LotteryCatalogue,
    private readonly settings: LotterySettings,
  ) {
    this.money = new LotteryMoney(ctx);
    this.statement = new SlipStatement(ctx, settings);
  }

  /** Checks and prices every line of a slip (before any transaction). */
  async prepare(bettor: Bettor, game: LotteryGame, lines: BetLine[]): Promise<PreparedLine[]> {
    const limits = await this.settings.limits(bettor.merchant, bettor.decimals);
    const oddsGame = oddsGameOf(game);
    const table = oddsGame ? await this.settings.table(bettor.merchant, oddsGame) : null;
    return lines.map((line) => {
      const stake = parseMoney(line.stake, bettor.decimals);
      if (stake === undefined || stake <= 0n)
        throw new AppError("lottery.stake.invalid", { decimals: bettor.decimals, betType: line.betType });
      if (stake < limits.minStake || stake > limits.maxStake)
        throw new AppError("lottery.stake.limit", {
          min: moneyParam(formatMoney(limits.minStake, bettor.decimals), bettor),
          max: moneyParam(formatMoney(limits.maxStake, bettor.decimals), bettor),
        });
      return prepareLine(
        game,
        { betType: line.betType, numbers: line.numbers, stake },
        table,
        limits.series,
        bettor.decimals,
      );
    });
  }

  /**
   * Places a slip inside the caller's transaction: the draw must take bets (its row is shared-
   * locked, so closing waits for slips in flight and the Merkle root holds every accepted
   * ticket), the liability per number must stay under the brand's limit, and the cost is debited.
   */
  async placeIn(
    tx: Tx,
    bettor: Bettor,
    game: LotteryGame,
    drawId: string,
    prepared: PreparedLine[],
    chaseId: string | null = null,
  ): Promise<{ slipNo: string; cost: bigint; balance: bigint; tickets: repo.TicketRow[] }> {
    await repo.lockDrawForSlip(tx, drawId);
    const draw = await repo.draw(tx, drawId);
    if (!draw || draw.game_code !== game.code) throw new AppError("lottery.draw.not.found");
    if (draw.status !== "open" || draw.close_at.getTime() <= Date.now())
      throw new AppError("lottery.draw.closed");
    const limits = await this.settings.limits(bettor.merchant, bettor.decimals);
    const over = await repo.addLiability(
      tx,
      drawId,
      bettor.merchant,
      prepared.flatMap((p) => p.exposures.map((e) => ({ betType: p.betType, ...e }))),
      limits.maxLiability,
    );
    if (over)
      throw new AppError("lottery.liability.exceeded", { number: over.selection, betType: over.betType });
    const slipNo = publicNo("S");
    const cost = prepared.reduce((sum, p) => sum + p.cost, 0n);
    const accounts = accountsOf(bettor.memberId, bettor.merchant, game.vendor_code, bettor.currency);
    const balance = await this.money.stake(tx, accounts, slipNo, cost, { game: game.code, drawId, slipNo });
    const tickets = newTickets(bettor, game, drawId, slipNo, prepared, chaseId);
    await repo.insertTickets(tx, tickets);
    const rows = storedRows(tickets, draw, new Date());
    return { slipNo, cost, balance, tickets: rows };
  }

  async place(
    brand: LoadedBrand,
    member: AuthenticatedMember,
    language: string,
    key: string,
    body: PlaceTicketsBody,
  ): Promise<PlaceValue> {
    const bettor = bettorOf(brand, member);
    const game = await this.catalogue.get(body.gameCode);
    const prepared = await this.prepare(bettor, game, body.lines);
    await this.money.prepare(accountsOf(bettor.memberId, bettor.merchant, game.vendor_code, bettor.currency));
    // The common case in one statement; a guarded player takes the general path below.
    const fast = await this.statement.place(bettor, game, key, body, prepared, language);
    if (fast) {
      if (!fast.replayed) await this.placed(member.id, fast.result);
      return fast.result;
    }
    const { result, replayed } = await idempotent(
      this.ctx.pool,
      { scope: `lottery.place:${member.id}`, key, body },
      async (tx) => {
        const placed = await this.placeIn(tx, bettor, game, body.drawId, prepared);
        const tickets = placed.tickets;
        return {
          slipNo: placed.slipNo,
          drawId: body.drawId,
          cost: formatMoney(placed.cost, bettor.decimals),
          balance: formatMoney(placed.balance, bettor.decimals),
          tickets: tickets.map((t) => ticketView(t, game, language, bettor.decimals, Date.now())),
        };
      },
    );
    if (!replayed) await this.placed(member.id, result);
    return result;
  }

  /** A new slip: its tickets counted as bets, the player's tabs told of the new balance. */
  private async placed(memberId: number, slip: PlaceValue): Promise<void> {
    this.ctx.metrics.bets.inc({ product: "lottery" }, slip.tickets.length);
    await publishBalance(this.ctx, memberId);
  }

  async cancel(
    brand: LoadedBrand,
    member: AuthenticatedMember,
    language: string,
    key: string,
    ticketNo: string,
  ): Promise<z.input<typeof CancelTicketReply>["value"]> {
    const bettor = bettorOf(brand, member);
    const { result, replayed } = await idempotent(
      this.ctx.pool,
      { scope: `lottery.cancel:${member.id}`, key, body: { ticketNo } },
      async (tx) => {
        const ticket = await repo.ticket(tx, ticketNo, member.id, true);
        if (!ticket) throw new AppError("lottery.ticket.not.found");
        await repo.lockDrawForSlip(tx, ticket.draw_id);
        const draw = await repo.draw(tx, ticket.draw_id);
        if (ticket.status !== "open" || draw?.status !== "open" || draw.close_at.getTime() <= Date.now())
          throw new AppError("lottery.ticket.not.cancellable");
        const game = await this.catalogue.get(ticket.game_code);
        const accounts = accountsOf(member.id, ticket.merchant_code, game.vendor_code, ticket.currency);
        const balance = await this.money.refund(tx, accounts, ticket.ticket_no, BigInt(ticket.cost), {
          game: game.code,
          drawId: ticket.draw_id,
          reason: "cancelled",
        });
        await repo.releaseLiability(tx, ticket.draw_id, ticket.merchant_code, this.exposuresOf(game, ticket));
        await repo.markRefunded(tx, [ticket.id], "cancelled");
        const after = (await repo.ticket(tx, ticketNo, member.id))!;
        return {
          ticket: ticketView(after, game, language, bettor.decimals, Date.now()),
          balance: formatMoney(balance, bettor.decimals),
        };
      },
    );
    if (!replayed) await publishBalance(this.ctx, member.id);
    return result;
  }

  /** The ticket's exposures as counted at placement (odds fixed on the ticket). */
  private exposuresOf(game: LotteryGame, ticket: repo.TicketRow) {
    const stake = BigInt(ticket.stake);
    const odds =
      ticket.odds !== null && typeof ticket.odds === "object"
        ? Math.max(...Object.values(ticket.odds).map(Number))
        : Number(ticket.odds ?? 0);
    const one = (stake * BigInt(odds)) / 10_000n;
    const whole = game.kind === "fast" || ticket.numbers.length === 0 || isCombo(game, ticket.bet_type);
    return whole
      ? [{ betType: ticket.bet_type, selection: ticket.selection, amount: one }]
      : ticket.numbers.map((n) => ({ betType: ticket.bet_type, selection: n, amount: one }));
  }

  async list(
    brand: LoadedBrand,
    member: AuthenticatedMember,
    language: string,
    query: {
      gameCode?: string;
      status?: string;
      startDate?: string;
      endDate?: string;
      page: number;
      size: number;
    },
  ) {
    const { rows, total } = await repo.ticketsOf(
      this.ctx.pool,
      { memberId: member.id, timeZone: brand.config.timeZone, ...query },
      query.size,
      (query.page - 1) * query.size,
    );
    const games = new Map((await this.catalogue.all()).map((g) => [g.code, g]));
    const now = Date.now();
    return {
      list: rows.map(
        (r): Ticket => ticketView(r, games.get(r.game_code), language, brand.config.currency.decimals, now),
      ),
      total,
      totalPages: Math.ceil(total / query.size),
      page: query.page,
    };
  }

  async detail(brand: LoadedBrand, member: AuthenticatedMember, language: string, ticketNo: string) {
    const ticket = await repo.ticket(this.ctx.pool, ticketNo, member.id);
    if (!ticket) throw new AppError("lottery.ticket.not.found");
    const game = await this.catalogue.find(ticket.game_code);
    const draw = (await repo.draw(this.ctx.pool, ticket.draw_id))!;
    const decimals = brand.config.currency.decimals;
    const now = Date.now();
    let proof = null;
    if (game?.kind === "fast" && draw.merkle_root && ticket.status !== "refunded") {
      const leaves = await repo.leavesOfDraw(this.ctx.pool, draw.id);
      const tree = buildTicketTree(leaves.map((l) => leafOf(draw.id, l)));
      const leaf = leafOf(draw.id, ticket);
      const found = inclusionProof(tree, leaf);
      if (found) proof = { leaf: ticketLeafString(leaf), ...found, merkleRoot: draw.merkle_root };
    }
    return {
      ...ticketView(ticket, game, language, decimals, now),
      lines: (ticket.lines ?? []).map((l) => ({
        selection: l.selection,
        hits: l.hits,
        win: formatMoney(BigInt(l.win), decimals),
      })),
      draw: drawResult(draw, now),
      proof,
    };
  }
}

function isCombo(game: LotteryGame, betType: string): boolean {
  return game.kind === "vn" && /^(xien|truot_xien)/.test(betType);
}

export function leafOf(
  drawId: string,
  t: { ticket_no: string; bet_type: string; selection: string; stake: string },
) {
  return {
    ticketId: t.ticket_no,
    drawId,
    betType: t.bet_type,
    selection: t.selection,
    stakeMinor: BigInt(t.stake),
  };
}
