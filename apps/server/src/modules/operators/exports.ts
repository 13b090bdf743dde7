import { formatMoney, isoInZone } from "@jogada/contracts";
import type { FastifyReply } from "fastify";
import type { AppContext } from "../../platform/context.js";
import { streamCsv } from "./csv-export.js";
import { exportQuery } from "./players-repository.js";
import type { PlayersService } from "./players-service.js";
import { withdrawalExportQuery } from "./repository.js";

type Filters = Record<string, string | undefined>;

/** The filters as asked, without the ones left empty: what the audit log keeps of an export. */
function asked(filters: Filters): Record<string, string> {
  return Object.fromEntries(
    Object.entries(filters).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

/**
 * The back office's CSV exports of personal data. Each is recorded in the audit log (who, which
 * export, its filters and how many rows) before the file is sent.
 */
export class Exports {
  constructor(
    private readonly ctx: AppContext,
    private readonly players: PlayersService,
  ) {}

  /**
   * Each brand's clock and currency decimals: a file's times are ISO 8601 with the offset of the
   * row's brand ("2026-12-04T21:54:10-03:00"), read the same by any spreadsheet in any zone.
   */
  private async brandsByCode(): Promise<Map<string, { timeZone: string; decimals: number }>> {
    const brands = new Map<string, { timeZone: string; decimals: number }>();
    for (const code of await this.ctx.brands.merchants()) {
      const config = (await this.ctx.brands.get(code))?.config;
      if (config) brands.set(code, { timeZone: config.timeZone, decimals: config.currency.decimals });
    }
    return brands;
  }

  private audit(staff: string, ip: string, name: string, filters: Filters) {
    return {
      actor: `operator:${staff}`,
      action: `${name}.export`,
      merchantCode: filters.merchantCode ?? null,
      ip,
      detail: { export: name, filters: asked(filters) },
    };
  }

  async playersCsv(
    staff: string,
    ip: string,
    query: Parameters<PlayersService["filterOf"]>[0],
    reply: FastifyReply,
  ) {
    const brands = await this.brandsByCode();
    const at = (r: Record<string, unknown>, value: unknown) =>
      value ? isoInZone(value as Date, brands.get(String(r.merchant_code))?.timeZone ?? "UTC") : "";
    return streamCsv(this.ctx.pool, reply, {
      filename: "players.csv",
      query: exportQuery(this.players.filterOf(query)),
      audit: this.audit(staff, ip, "players", { ...query }),
      columns: [
        { header: "id", value: (r) => r.id },
        { header: "merchant", value: (r) => r.merchant_code },
        { header: "username", value: (r) => r.username },
        { header: "name", value: (r) => r.nickname },
        { header: "email", value: (r) => r.email },
        { header: "phone", value: (r) => (r.mobile ? `${r.country_dialing_code ?? ""}${r.mobile}` : "") },
        { header: "status", value: (r) => ["active", "locked", "disabled"][Number(r.status)] },
        { header: "labels", value: (r) => r.labels },
        { header: "created", value: (r) => at(r, r.created_at) },
        { header: "last login", value: (r) => at(r, r.last_login_at) },
      ],
    });
  }

  async withdrawalsCsv(
    staff: string,
    ip: string,
    query: { status?: string | undefined; merchantCode?: string | undefined },
    reply: FastifyReply,
  ) {
    const brands = await this.brandsByCode();
    const brandOf = (r: Record<string, unknown>) => brands.get(String(r.merchant_code));
    return streamCsv(this.ctx.pool, reply, {
      filename: "withdrawals.csv",
      query: withdrawalExportQuery(query),
      audit: this.audit(staff, ip, "withdrawals", { ...query }),
      columns: [
        { header: "order", value: (r) => r.order_no },
        { header: "member", value: (r) => r.member_id },
        { header: "username", value: (r) => r.username },
        { header: "merchant", value: (r) => r.merchant_code },
        // A plain decimal in major units beside its ISO code: what a spreadsheet sums without a guess.
        { header: "amount", value: (r) => formatMoney(BigInt(String(r.amount)), brandOf(r)?.decimals ?? 2) },
        { header: "currency", value: (r) => r.currency },
        { header: "status", value: (r) => r.status },
        { header: "confirmation", value: (r) => r.confirmation },
        { header: "reviewed by", value: (r) => r.reviewed_by },
        { header: "created", value: (r) => isoInZone(r.created_at as Date, brandOf(r)?.timeZone ?? "UTC") },
      ],
    });
  }
}
