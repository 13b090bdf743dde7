import { type ContractKind, formatMoney, type OpsAgentContract } from "@jogada/contracts";
import type { AppContext } from "../../platform/context.js";
import { AppError } from "../../platform/errors.js";
import { termsOf } from "../agents/index.js";

const AGENT_TYPES = "(1, 2, 41, 42)";
const STATUS = ["active", "locked", "disabled"] as const;

/** The agent tree one level at a time, each agent's contracts and bills (read only). */
export class AgentsAdmin {
  constructor(private readonly ctx: AppContext) {}

  async list(query: {
    parentId?: number | undefined;
    merchantCode?: string | undefined;
    page: number;
    size: number;
  }) {
    const params: unknown[] = [];
    const add = (v: unknown) => `$${params.push(v)}`;
    const clauses = [`m.type in ${AGENT_TYPES}`];
    clauses.push(
      query.parentId
        ? `m.upline_id = ${add(query.parentId)}`
        : `(m.upline_id is null or not exists (select 1 from members u where u.id = m.upline_id and u.type in ${AGENT_TYPES}))`,
    );
    if (query.merchantCode) clauses.push(`m.merchant_code = ${add(query.merchantCode)}`);
    const where = clauses.join(" and ");
    const n = params.length;
    const [rows, count] = await Promise.all([
      this.ctx.pool.query<{
        id: string;
        username: string;
        merchant_code: string;
        upline_id: string | null;
        level: number;
        children: string;
        status: number;
      }>(
        `select m.id, m.username, m.merchant_code, m.upline_id,
                (select max(depth) from agent_tree t where t.descendant_id = m.id) as level,
                (select count(*) from members c where c.upline_id = m.id) as children, m.status
           from members m where ${where} order by m.id limit $${n + 1} offset $${n + 2}`,
        [...params, query.size, (query.page - 1) * query.size],
      ),
      this.ctx.pool.query<{ n: string }>(`select count(*) as n from members m where ${where}`, params),
    ]);
    const total = Number(count.rows[0]?.n ?? 0);
    return {
      list: rows.rows.map((a) => ({
        id: a.id,
        username: a.username,
        merchantCode: a.merchant_code,
        parentId: a.upline_id,
        level: Number(a.level ?? 0),
        children: Number(a.children),
        status: STATUS[a.status] ?? "disabled",
      })),
      total,
      totalPages: Math.ceil(total / query.size),
      page: query.page,
    };
  }

  private async agent(agentId: number) {
    const { rows } = await this.ctx.pool.query<{ merchant_code: string }>(
      `select merchant_code from members where id = $1 and type in ${AGENT_TYPES}`,
      [agentId],
    );
    if (!rows[0]) throw new AppError("operator.agent.not.found");
    return rows[0];
  }

  async contracts(agentId: number) {
    await this.agent(agentId);
    const { rows } = await this.ctx.pool.query<{
      id: string;
      kind: ContractKind;
      product: OpsAgentContract["product"];
      status: OpsAgentContract["status"];
      terms: unknown;
      offered_at: Date;
    }>(
      "select id, kind, product, status, terms, offered_at from agent_contracts where agent_id = $1 order by id desc limit 500",
      [agentId],
    );
    return rows.map(
      (c) =>
        ({
          id: c.id,
          kind: c.kind,
          product: c.product,
          status: c.status,
          terms: termsOf(c.kind, c.terms),
          createdAt: c.offered_at.toISOString(),
        }) as OpsAgentContract,
    );
  }

  async bills(agentId: number, page: number, size: number) {
    const agent = await this.agent(agentId);
    const decimals = (await this.ctx.brands.get(agent.merchant_code))?.config.currency.decimals ?? 2;
    const [rows, count] = await Promise.all([
      this.ctx.pool.query<{
        id: string;
        kind: string;
        product: string;
        period_start: Date;
        period_end: Date;
        gross: string;
        status: string;
        created_at: Date;
      }>(
        `select id, kind, product, period_start, period_end, gross, status, created_at from agent_bills
          where agent_id = $1 order by period_start desc, id desc limit $2 offset $3`,
        [agentId, size, (page - 1) * size],
      ),
      this.ctx.pool.query<{ n: string }>("select count(*) as n from agent_bills where agent_id = $1", [
        agentId,
      ]),
    ]);
    const total = Number(count.rows[0]?.n ?? 0);
    return {
      list: rows.rows.map((b) => ({
        id: b.id,
        period: `${b.kind} ${b.product} ${b.period_start.toISOString()}/${b.period_end.toISOString()}`,
        amount: formatMoney(BigInt(b.gross), decimals),
        status: b.status,
        createdAt: b.created_at.toISOString(),
      })),
      total,
      totalPages: Math.ceil(total / size),
      page,
    };
  }
}
