import type { BrandConfig } from "@jogada/contracts";
import { writeAudit } from "../../../platform/audit-log.js";
import type { AppContext } from "../../../platform/context.js";
import { withTransaction } from "../../../platform/db.js";
import { AppError } from "../../../platform/errors.js";
import * as repo from "./repository.js";

const alertView = (row: repo.AlertRow) => ({
  id: row.id,
  provider: row.provider,
  kind: row.kind,
  orderNo: row.order_no,
  txid: row.txid,
  endToEndId: row.end_to_end_id,
  detail: row.detail,
  createdAt: row.created_at.toISOString(),
  resolvedAt: row.resolved_at?.toISOString() ?? null,
  resolvedBy: row.resolved_by,
  resolution: row.resolution,
});

/** The back office's view of payment providers: alerts to look at, and each provider's state. */
export class PaymentsWatch {
  constructor(
    private readonly ctx: Pick<AppContext, "pool" | "brands">,
    private readonly providers: () => {
      provider: string;
      kind: "pix" | "gateway" | "aggregator" | "hub88";
      enabled: boolean;
      url: string | null;
      /** Whether a brand's partner settings use it. */
      brandOn: (brand: BrandConfig) => boolean;
    }[],
  ) {}

  async alerts(open: boolean, page: number, size: number) {
    const rows = await repo.listAlerts(this.ctx.pool, open, size, (page - 1) * size);
    const total = Number(rows[0]?.total ?? 0);
    return { list: rows.map(alertView), total, totalPages: Math.ceil(total / size), page };
  }

  async resolve(id: number, operator: string, reason: string) {
    const row = await withTransaction(this.ctx.pool, async (tx) => {
      const resolved = await repo.resolveAlert(tx, id, operator, reason);
      if (!resolved) throw new AppError("payment.alert.unknown");
      await writeAudit(tx, {
        actor: operator,
        action: "payment.alert.resolve",
        detail: { alertId: id, kind: resolved.kind, orderNo: resolved.order_no, reason },
      });
      return resolved;
    });
    return alertView(row);
  }

  async status() {
    const seen = new Map((await repo.providerStatuses(this.ctx.pool)).map((row) => [row.provider, row]));
    const brands = (
      await Promise.all((await this.ctx.brands.merchants()).map((code) => this.ctx.brands.get(code)))
    ).flatMap((loaded) => (loaded ? [loaded.config] : []));
    return this.providers().map(({ brandOn, ...p }) => {
      const row = seen.get(p.provider);
      return {
        ...p,
        brands: p.enabled ? brands.filter(brandOn).map((brand) => brand.merchantCode) : [],
        lastOkAt: row?.last_ok_at?.toISOString() ?? null,
        lastErrorAt: row?.last_error_at?.toISOString() ?? null,
        lastError: row?.last_error ?? null,
      };
    });
  }
}
