import { formatMoney, parseMoney } from "@jogada/contracts";
import { writeAudit } from "../../platform/audit-log.js";
import type { AppContext } from "../../platform/context.js";
import { type Queryable, type Tx, withTransaction } from "../../platform/db.js";
import { AppError } from "../../platform/errors.js";
import type { ChangeRequestRow, ChangeRequests } from "./change-requests.js";

interface Row {
  above: string;
  updated_by: string;
  updated_at: Date;
}

async function rowOf(db: Queryable, merchantCode: string, lock = false): Promise<Row | undefined> {
  const { rows } = await db.query<Row>(
    `select above, updated_by, updated_at from brand_four_eyes where merchant_code = $1 ${lock ? "for update" : ""}`,
    [merchantCode],
  );
  return rows[0];
}

/**
 * The amount above which a manual adjustment waits for a second staff member: the brand's own,
 * set from the back office, or the platform default (OPS_FOUR_EYES_ABOVE) when it has none.
 * A new amount is itself a change request: the administrator who asks cannot raise the bar and
 * then step over it alone; it is in force once another administrator approves it.
 */
export class FourEyesLimits {
  constructor(
    private readonly ctx: Pick<AppContext, "pool" | "brands" | "config">,
    private readonly changes?: ChangeRequests,
  ) {
    changes?.on("four-eyes.limit", (tx, request, checker) => this.apply(tx, request, checker));
  }

  private async brandOf(merchantCode: string) {
    const brand = await this.ctx.brands.get(merchantCode);
    if (!brand) throw new AppError("merchant.unknown");
    return brand.config.currency;
  }

  private defaultMinor(decimals: number): bigint {
    return parseMoney(this.ctx.config.OPS_FOUR_EYES_ABOVE.toFixed(decimals), decimals) ?? 0n;
  }

  /** The limit in force for a brand, in minor units (read inside the adjustment's transaction). */
  async limitOf(db: Queryable, merchantCode: string, decimals: number): Promise<bigint> {
    const row = await rowOf(db, merchantCode);
    return row ? BigInt(row.above) : this.defaultMinor(decimals);
  }

  async get(merchantCode: string) {
    const currency = await this.brandOf(merchantCode);
    return this.value(merchantCode, currency, await rowOf(this.ctx.pool, merchantCode), this.ctx.pool);
  }

  private async value(
    merchantCode: string,
    currency: { code: string; decimals: number },
    row: Row | undefined,
    db: Queryable,
  ) {
    const fallback = this.defaultMinor(currency.decimals);
    const pendingChange = this.changes
      ? await this.changes.pending(db, "four-eyes.limit", { merchantCode })
      : null;
    return {
      merchantCode,
      currency: currency.code,
      limit: formatMoney(row ? BigInt(row.above) : fallback, currency.decimals),
      defaultLimit: formatMoney(fallback, currency.decimals),
      source: row ? ("brand" as const) : ("default" as const),
      updatedBy: row?.updated_by ?? null,
      updatedAt: row?.updated_at.toISOString() ?? null,
      pendingChange,
    };
  }

  /** Asks for a new amount (null: back to the default); nothing changes until it is approved. */
  async set(staff: string, ip: string, merchantCode: string, limit: string | null) {
    const currency = await this.brandOf(merchantCode);
    const above = limit === null ? null : parseMoney(limit.trim(), currency.decimals);
    if (above === undefined || (above !== null && above < 0n)) {
      throw new AppError("wallet.amount.invalid", { decimals: currency.decimals }, { field: "limit" });
    }
    if (!this.changes) throw new Error("four-eyes amounts change only through change requests");
    const changes = this.changes;
    return withTransaction(this.ctx.pool, async (tx) => {
      const normalized = above === null ? null : formatMoney(above, currency.decimals);
      await changes.ask(tx, staff, ip, {
        kind: "four-eyes.limit",
        merchantCode,
        change: { limit: normalized },
      });
      return this.value(merchantCode, currency, await rowOf(tx, merchantCode), tx);
    });
  }

  /** An approved request: the amount is written and audited in the approval's transaction. */
  private async apply(tx: Tx, request: ChangeRequestRow, checker: string) {
    const merchantCode = request.merchant_code!;
    const currency = await this.brandOf(merchantCode);
    const limit = request.change.limit as string | null;
    const above = limit === null ? null : parseMoney(limit, currency.decimals);
    if (above === undefined) throw new AppError("wallet.amount.invalid", { decimals: currency.decimals });
    const before = await this.value(merchantCode, currency, await rowOf(tx, merchantCode, true), tx);
    if (above === null) {
      await tx.query("delete from brand_four_eyes where merchant_code = $1", [merchantCode]);
    } else {
      await tx.query(
        `insert into brand_four_eyes (merchant_code, above, updated_by) values ($1, $2, $3)
         on conflict (merchant_code) do update set above = excluded.above, updated_by = excluded.updated_by,
           updated_at = now()`,
        [merchantCode, above.toString(), request.maker],
      );
    }
    const after = await this.value(merchantCode, currency, await rowOf(tx, merchantCode), tx);
    await writeAudit(tx, {
      actor: `operator:${checker}`,
      action: "brand.four-eyes",
      merchantCode,
      detail: { limit, requestId: request.id, maker: request.maker },
      before: { ...before, pendingChange: undefined },
      after: { ...after, pendingChange: undefined },
    });
  }
}
