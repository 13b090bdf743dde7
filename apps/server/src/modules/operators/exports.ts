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

  private audit(staff: string, ip: string, name: string, filters: Filters) {
    return {
      actor: `operator:${staff}`,
      action: `${name}.export`,
      merchantCode: filters.merchantCode ?? null,
      ip,
      detail: { export: name, filters: asked(filters) },
    };
  }

  playersCsv(
    staff: string,
    ip: string,
    query: Parameters<PlayersService["filterOf"]>[0],
    reply: FastifyReply,
  ) {
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
        { header: "created", value: (r) => r.created_at },
        { header: "last login", value: (r) => r.last_login_at },
      ],
    });
  }

  withdrawalsCsv(
    staff: string,
    ip: string,
    query: { status?: string | undefined; merchantCode?: string | undefined },
    reply: FastifyReply,
  ) {
    return streamCsv(this.ctx.pool, reply, {
      filename: "withdrawals.csv",
      query: withdrawalExportQuery(query),
      audit: this.audit(staff, ip, "withdrawals", { ...query }),
      columns: [
        { header: "order", value: (r) => r.order_no },
        { header: "member", value: (r) => r.member_id },
        { header: "username", value: (r) => r.username },
        { header: "merchant", value: (r) => r.merchant_code },
        { header: "amount (minor units)", value: (r) => r.amount },
        { header: "currency", value: (r) => r.currency },
        { header: "status", value: (r) => r.status },
        { header: "confirmation", value: (r) => r.confirmation },
        { header: "reviewed by", value: (r) => r.reviewed_by },
        { header: "created", value: (r) => r.created_at },
      ],
    });
  }
}
