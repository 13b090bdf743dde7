import { formatMoney, parseMoney } from "@jogada/contracts";
import { writeAudit } from "../../platform/audit-log.js";
import type { AppContext } from "../../platform/context.js";
import { type Tx, withTransaction } from "../../platform/db.js";
import { AppError } from "../../platform/errors.js";
import { idempotent } from "../../platform/idempotency.js";
import { FourEyesLimits } from "./four-eyes.js";
import { assertNotOwnAccount } from "./own-account.js";

interface AdjustmentRow {
  id: string;
  member_id: string;
  username: string;
  merchant_code: string;
  amount: string;
  currency: string;
  reason: string;
  status: "applied" | "pending" | "approved" | "rejected";
  maker: string;
  checker: string | null;
  transfer_id: string | null;
  reject_reason: string | null;
  four_eyes_limit: string | null;
  created_at: Date;
  decided_at: Date | null;
}

const SELECT = `select a.*, m.username from ops_adjustments a join members m on m.id = a.member_id`;

/**
 * Manual credits and debits of a player's main wallet. Up to the four-eyes amount the money moves at
 * once; above it the adjustment waits until a different staff member approves it (the money then
 * moves once, however many times approve is pressed) or rejects it.
 */
export class AdjustmentService {
  private readonly fourEyes: FourEyesLimits;

  constructor(private readonly ctx: AppContext) {
    this.fourEyes = new FourEyesLimits(ctx);
  }

  private async decimalsOf(merchant: string): Promise<number> {
    const brand = await this.ctx.brands.get(merchant);
    return brand?.config.currency.decimals ?? 2;
  }

  private async value(row: AdjustmentRow) {
    const decimals = await this.decimalsOf(row.merchant_code);
    const amount = BigInt(row.amount);
    return {
      id: row.id,
      memberId: row.member_id,
      username: row.username,
      merchantCode: row.merchant_code,
      amount: (amount < 0n ? "-" : "") + formatMoney(amount < 0n ? -amount : amount, decimals),
      reason: row.reason,
      status: row.status,
      maker: row.maker,
      checker: row.checker,
      transferId: row.transfer_id,
      rejectReason: row.reject_reason,
      fourEyesLimit: row.four_eyes_limit === null ? null : formatMoney(BigInt(row.four_eyes_limit), decimals),
      createdAt: row.created_at.toISOString(),
      decidedAt: row.decided_at?.toISOString() ?? null,
    };
  }

  private async move(
    tx: Tx,
    row: {
      id: string;
      member_id: string;
      merchant_code: string;
      amount: string;
      currency: string;
      reason: string;
      maker: string;
    },
  ) {
    const amount = BigInt(row.amount);
    const player = { owner: "player" as const, memberId: Number(row.member_id), wallet: "main" as const };
    const house = { owner: "house" as const, merchant: row.merchant_code, kind: "house_adjustment" as const };
    const moved = await this.ctx.ledger.transfer(
      {
        from: amount < 0n ? player : house,
        to: amount < 0n ? house : player,
        amount: amount < 0n ? -amount : amount,
        currency: row.currency,
        reference: `adjustment:${row.id}`,
        kind: "adjustment",
        meta: { operator: row.maker, reason: row.reason },
      },
      tx,
    );
    return moved.transferId;
  }

  private async byId(tx: Tx, id: number, lock: boolean): Promise<AdjustmentRow | undefined> {
    const { rows } = await tx.query<AdjustmentRow>(
      `${SELECT} where a.id = $1 ${lock ? "for update of a" : ""}`,
      [id],
    );
    return rows[0];
  }

  async create(
    maker: string,
    ip: string,
    memberId: number,
    input: { amount: string; reason: string },
    key: string,
  ) {
    const member = await this.ctx.members.byId(memberId);
    const brand = member ? await this.ctx.brands.get(member.merchant_code) : undefined;
    if (!member || !brand) throw new AppError("operator.member.not.found");
    const decimals = brand.config.currency.decimals;
    const negative = input.amount.startsWith("-");
    const magnitude = parseMoney(negative ? input.amount.slice(1) : input.amount, decimals);
    if (magnitude === undefined || magnitude <= 0n) {
      throw new AppError("wallet.amount.invalid", { decimals }, { field: "amount" });
    }
    if (!input.reason.trim()) throw new AppError("operator.reason.required");
    await assertNotOwnAccount(this.ctx.pool, maker, memberId);
    let needsSecond = false;
    const { result, replayed } = await idempotent(
      this.ctx.pool,
      { scope: `adjustment:${maker}`, key, body: { memberId, ...input } },
      async (tx) => {
        // The amount in force now, read in the adjustment's own transaction and kept on its row:
        // the adjustment is judged by it, whatever is asked for or approved afterwards.
        const limit = await this.fourEyes.limitOf(tx, member.merchant_code, decimals);
        needsSecond = magnitude > limit;
        const { rows } = await tx.query<{ id: string }>(
          `insert into ops_adjustments (member_id, merchant_code, amount, currency, reason, status, maker,
             idempotency_key, four_eyes_limit)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id`,
          [
            memberId,
            member.merchant_code,
            (negative ? -magnitude : magnitude).toString(),
            brand.config.currency.code,
            input.reason,
            needsSecond ? "pending" : "applied",
            maker,
            key,
            limit.toString(),
          ],
        );
        const id = rows[0]!.id;
        if (!needsSecond) {
          const transferId = await this.move(tx, {
            id,
            member_id: String(memberId),
            merchant_code: member.merchant_code,
            amount: (negative ? -magnitude : magnitude).toString(),
            currency: brand.config.currency.code,
            reason: input.reason,
            maker,
          });
          await tx.query("update ops_adjustments set transfer_id = $2, decided_at = now() where id = $1", [
            id,
            transferId,
          ]);
        }
        const value = await this.value((await this.byId(tx, Number(id), false))!);
        await writeAudit(tx, {
          actor: `operator:${maker}`,
          action: needsSecond ? "adjustment.request" : "member.adjust",
          merchantCode: member.merchant_code,
          ip,
          detail: {
            memberId: String(memberId),
            amount: input.amount,
            reason: input.reason,
            transferId: value.transferId,
          },
          before: null,
          after: value,
        });
        return value;
      },
    );
    if (!replayed && result.status === "applied")
      await this.ctx.events.publish(memberId, { type: "balance" }).catch(() => {});
    return result;
  }

  async list(status: string | undefined, page: number, size: number) {
    const where = status ? "where a.status = $3" : "";
    const params: unknown[] = [size, (page - 1) * size, ...(status ? [status] : [])];
    const [rows, count] = await Promise.all([
      this.ctx.pool.query<AdjustmentRow>(`${SELECT} ${where} order by a.id desc limit $1 offset $2`, params),
      this.ctx.pool.query<{ n: string }>(
        `select count(*) as n from ops_adjustments a ${status ? "where a.status = $1" : ""}`,
        status ? [status] : [],
      ),
    ]);
    const total = Number(count.rows[0]?.n ?? 0);
    return {
      list: await Promise.all(rows.rows.map((row) => this.value(row))),
      total,
      totalPages: Math.ceil(total / size),
      page,
    };
  }

  async decide(
    checker: string,
    ip: string,
    id: number,
    decision: { approve: true } | { approve: false; reason: string },
  ) {
    const result = await withTransaction(this.ctx.pool, async (tx) => {
      const row = await this.byId(tx, id, true);
      if (!row) throw new AppError("operator.adjustment.not.found");
      if (row.status !== "pending") throw new AppError("operator.adjustment.decided");
      if (decision.approve && row.maker === checker) throw new AppError("operator.adjustment.maker");
      await assertNotOwnAccount(tx, checker, Number(row.member_id));
      const before = await this.value(row);
      if (decision.approve) {
        const transferId = await this.move(tx, row);
        await tx.query(
          "update ops_adjustments set status = 'approved', checker = $2, transfer_id = $3, decided_at = now() where id = $1",
          [id, checker, transferId],
        );
      } else {
        await tx.query(
          "update ops_adjustments set status = 'rejected', checker = $2, reject_reason = $3, decided_at = now() where id = $1",
          [id, checker, decision.reason],
        );
      }
      const after = await this.value((await this.byId(tx, id, false))!);
      await writeAudit(tx, {
        actor: `operator:${checker}`,
        action: decision.approve ? "adjustment.approve" : "adjustment.reject",
        merchantCode: row.merchant_code,
        ip,
        detail: { adjustmentId: String(id) },
        before,
        after,
      });
      return after;
    });
    if (decision.approve)
      await this.ctx.events.publish(Number(result.memberId), { type: "balance" }).catch(() => {});
    return result;
  }
}
