import { formatMoney, type PlaceTicketsBody, type PlaceTicketsReply } from "@jogada/contracts";
import type { LimitFunction } from "p-limit";
import type { DatabaseError } from "pg";
import type { z } from "zod";
import type { AppContext } from "../../platform/context.js";
import { AppError } from "../../platform/errors.js";
import { requestHash } from "../../platform/idempotency.js";
import { statementLimit } from "../../platform/statement-limit.js";
import type { LotteryGame } from "./games.js";
import { publicNo } from "./ids.js";
import { accountsOf } from "./money.js";
import * as repo from "./repository.js";
import type { PreparedLine } from "./rules.js";
import type { LotterySettings } from "./settings.js";
import { newTickets, storedRows } from "./slip-rows.js";
import { ticketView } from "./views.js";

type PlaceValue = z.input<typeof PlaceTicketsReply>["value"];

/** Draws kept as last seen (a hint the statement checks); the oldest go first. */
const DRAW_HINTS = 2_000;

/**
 * A player's slip in one round trip (migrations 1121 and 1171, docs/decisions/112 and 117). The
 * lines are priced and the answer written here from the draw as last seen; the statement checks
 * that draw under the slips' shared lock, adds the liability, debits the cost, counts the stake
 * for responsible gaming, writes the tickets and stores the answer under the Idempotency-Key.
 * Undefined when the general path must take the slip (a guarded player, a key claimed at this
 * moment): nothing was done then.
 */
export class SlipStatement {
  private readonly draws = new Map<string, repo.DrawRow>();
  private readonly statements: LimitFunction;

  constructor(
    private readonly ctx: AppContext,
    private readonly settings: LotterySettings,
  ) {
    this.statements = statementLimit(ctx.pool);
  }

  async place(
    bettor: { memberId: number; merchant: string; currency: string; decimals: number },
    game: LotteryGame,
    key: string,
    body: PlaceTicketsBody,
    prepared: PreparedLine[],
    language: string,
  ): Promise<{ result: PlaceValue; replayed: boolean } | undefined> {
    const limits = await this.settings.limits(bettor.merchant, bettor.decimals);
    const accounts = accountsOf(bettor.memberId, bettor.merchant, game.vendor_code, bettor.currency);
    const [player, house] = await this.ctx.ledger.accountIds({
      from: accounts.player,
      to: accounts.house,
      currency: bettor.currency,
    });
    const hash = requestHash(body);
    const liability = repo.liabilityList(
      prepared.flatMap((p) => p.exposures.map((e) => ({ betType: p.betType, ...e }))),
    );
    const cost = prepared.reduce((sum, p) => sum + p.cost, 0n);
    for (let attempt = 0; attempt < 2; attempt++) {
      const draw = await this.draw(body.drawId, attempt > 0);
      if (!draw || draw.game_code !== game.code) throw new AppError("lottery.draw.not.found");
      const slipNo = publicNo("S");
      const tickets = newTickets(bettor, game, body.drawId, slipNo, prepared, null);
      const rows = storedRows(tickets, { ...draw, status: "open" }, new Date());
      const answer = {
        slipNo,
        drawId: body.drawId,
        cost: formatMoney(cost, bettor.decimals),
        balance: "",
        tickets: rows.map((t) => ticketView(t, game, language, bettor.decimals, Date.now())),
      };
      let row: Awaited<ReturnType<typeof repo.placeSlip>>;
      try {
        row = await this.statements(() =>
          repo.placeSlip(this.ctx.pool, {
            scope: `lottery.place:${bettor.memberId}`,
            key,
            requestHash: hash,
            memberId: bettor.memberId,
            merchant: bettor.merchant,
            gameCode: game.code,
            draw,
            liability,
            maxLiability: limits.maxLiability,
            slipNo,
            cost,
            currency: bettor.currency,
            decimals: bettor.decimals,
            player,
            house,
            meta: { game: game.code, drawId: body.drawId, slipNo },
            tickets,
            response: answer,
          }),
        );
      } catch (error) {
        const { code, constraint, detail, hint } = error as DatabaseError;
        if (code === "JT001")
          throw new AppError("lottery.liability.exceeded", { number: hint ?? "", betType: detail ?? "" });
        if (code === "JL001" || code === "23514") throw new AppError("wallet.insufficient.funds");
        if (code === "JW001" || constraint === "idempotency_keys_pkey") return undefined;
        throw error;
      }
      switch (row.status) {
        case "OK":
          return {
            result: { ...answer, balance: formatMoney(BigInt(row.balance ?? "0"), bettor.decimals) },
            replayed: false,
          };
        case "replay":
          return { result: row.response as PlaceValue, replayed: true };
        case "reused":
          throw new AppError("idempotency.key.reused");
        case "not_found":
          this.draws.delete(body.drawId);
          throw new AppError("lottery.draw.not.found");
        case "closed":
          this.draws.delete(body.drawId);
          throw new AppError("lottery.draw.closed");
        default:
          // The draw's number or times changed since it was read: read it again.
          continue;
      }
    }
    return undefined;
  }

  private async draw(drawId: string, fresh: boolean): Promise<repo.DrawRow | undefined> {
    const known = fresh ? undefined : this.draws.get(drawId);
    if (known) return known;
    const row = await repo.draw(this.ctx.pool, drawId);
    this.draws.delete(drawId);
    if (!row) return undefined;
    if (this.draws.size >= DRAW_HINTS) this.draws.delete(this.draws.keys().next().value as string);
    this.draws.set(drawId, row);
    return row;
  }
}
