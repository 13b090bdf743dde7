import { formatMoney } from "@jogada/contracts";
import type { AppContext } from "../../platform/context.js";
import { AppError } from "../../platform/errors.js";

/** Draws as staff review them: list, what each results source said, liability per number. */
export class LotteryAdmin {
  constructor(private readonly ctx: AppContext) {}

  private async decimals() {
    return (await this.ctx.brands.get(this.ctx.config.DEFAULT_MERCHANT))?.config.currency.decimals ?? 2;
  }

  async draws(query: { game?: string | undefined; status?: string | undefined; page: number; size: number }) {
    const params: unknown[] = [];
    const add = (v: unknown) => `$${params.push(v)}`;
    const clauses: string[] = [];
    if (query.game) clauses.push(`d.game_code = ${add(query.game)}`);
    if (query.status) clauses.push(`d.status = ${add(query.status)}`);
    const where = clauses.length ? `where ${clauses.join(" and ")}` : "";
    const n = params.length;
    const [rows, count] = await Promise.all([
      this.ctx.pool.query<{
        id: string;
        game_code: string;
        numero: string;
        status: string;
        close_at: Date;
        draw_at: Date;
        result: unknown;
        tickets: string;
        stakes: string;
      }>(
        `select d.id, d.game_code, d.numero, d.status, d.close_at, d.draw_at, d.result,
                (select count(*) from lottery_tickets t where t.draw_id = d.id) as tickets,
                (select coalesce(sum(t.cost), 0) from lottery_tickets t where t.draw_id = d.id) as stakes
           from lottery_draws d ${where} order by d.draw_at desc, d.id limit $${n + 1} offset $${n + 2}`,
        [...params, query.size, (query.page - 1) * query.size],
      ),
      this.ctx.pool.query<{ n: string }>(`select count(*) as n from lottery_draws d ${where}`, params),
    ]);
    const decimals = await this.decimals();
    const total = Number(count.rows[0]?.n ?? 0);
    return {
      list: rows.rows.map((d) => ({
        id: d.id,
        game: d.game_code,
        issue: d.numero,
        status: d.status,
        closesAt: d.close_at.toISOString(),
        drawAt: d.draw_at.toISOString(),
        result: d.result ?? null,
        tickets: Number(d.tickets),
        stakes: formatMoney(BigInt(d.stakes), decimals),
      })),
      total,
      totalPages: Math.ceil(total / query.size),
      page: query.page,
    };
  }

  private async assertDraw(drawId: string) {
    const { rows } = await this.ctx.pool.query("select 1 from lottery_draws where id = $1", [drawId]);
    if (!rows[0]) throw new AppError("lottery.draw.not.found");
  }

  async results(drawId: string) {
    await this.assertDraw(drawId);
    const [revisions, alerts, pending, readings] = await Promise.all([
      this.ctx.pool.query<{ revision: number; sources: Record<string, unknown> | null; created_at: Date }>(
        "select revision, sources, created_at from lottery_draw_results where draw_id = $1 order by revision",
        [drawId],
      ),
      this.ctx.pool.query<{ kind: string; detail: unknown; created_at: Date }>(
        "select kind, detail, created_at from lottery_alerts where draw_id = $1 order by id",
        [drawId],
      ),
      this.ctx.pool.query<{ entered_by: string; entered_at: Date; result: unknown }>(
        "select entered_by, entered_at, result from lottery_manual_entries where draw_id = $1",
        [drawId],
      ),
      this.ctx.pool.query<{
        source: string;
        status: "published" | "pending" | "invalid";
        sheet: unknown;
        reason: string | null;
        published_at: Date | null;
        read_at: Date;
        agreed: boolean;
      }>(
        `select source, status, sheet, reason, published_at, read_at, agreed
           from lottery_feed_readings where draw_id = $1 order by source`,
        [drawId],
      ),
    ]);
    const sources = [
      ...revisions.rows.flatMap((r) =>
        Object.entries(r.sources ?? {}).map(([source, result]) => ({
          source: `${source} (revision ${r.revision})`,
          result,
          receivedAt: r.created_at.toISOString(),
        })),
      ),
      ...alerts.rows.map((a) => ({
        source: `alert:${a.kind}`,
        result: a.detail,
        receivedAt: a.created_at.toISOString(),
      })),
    ];
    const entry = pending.rows[0];
    return {
      drawId,
      sources,
      readings: readings.rows.map((r) => ({
        source: r.source,
        status: r.status,
        value: r.sheet ?? null,
        reason: r.reason,
        publishedAt: r.published_at?.toISOString() ?? null,
        readAt: r.read_at.toISOString(),
        agreed: r.agreed,
      })),
      pendingManual: entry
        ? { enteredBy: entry.entered_by, enteredAt: entry.entered_at.toISOString(), result: entry.result }
        : null,
    };
  }

  async liability(drawId: string) {
    await this.assertDraw(drawId);
    const { rows } = await this.ctx.pool.query<{
      bet_type: string;
      selection: string;
      stake: string;
      payout: string;
    }>(
      `select l.bet_type, l.selection, l.amount as payout,
              coalesce((select sum(t.stake) from lottery_tickets t
                         where t.draw_id = l.draw_id and t.bet_type = l.bet_type and t.selection = l.selection), 0) as stake
         from lottery_liability l where l.draw_id = $1 order by l.amount desc limit 1000`,
      [drawId],
    );
    const decimals = await this.decimals();
    return {
      drawId,
      list: rows.map((r) => ({
        play: r.bet_type,
        number: r.selection,
        stake: formatMoney(BigInt(r.stake), decimals),
        payout: formatMoney(BigInt(r.payout), decimals),
      })),
    };
  }
}
