import {
  type Bill,
  type BrandConfig,
  CONTRACT_KINDS,
  type ContractKind,
  formatMoney,
  parseMoney,
  transactionTypeOf,
} from "@jogada/contracts";
import type { AppContext } from "../../platform/context.js";
import * as billRepo from "./bill-repository.js";
import { reportPeriod } from "./period.js";
import * as repo from "./report-repository.js";
import { periodAt } from "./settlement-periods.js";
import type { TeamAccess } from "./team-access.js";
import { normalise, settle } from "./terms.js";

type Period = { startDate?: string | undefined; endDate?: string | undefined };
type Paging = { page: number; size: number };

function paged<T>(list: T[], total: number, { page, size }: Paging) {
  return { list, total, totalPages: Math.ceil(total / size), page };
}

/** Team betting, profit and loss, income, transactions, bills and the contract preview. */
export class ReportService {
  constructor(
    private readonly ctx: Pick<AppContext, "pool">,
    private readonly access: TeamAccess,
  ) {}

  /** The member a query names by id or username, checked to be in the caller's team. */
  private async named(
    agentId: number,
    brand: BrandConfig,
    query: { memberId?: number | undefined; username?: string | undefined },
  ): Promise<number | undefined> {
    if (query.memberId !== undefined) return this.access.below(agentId, query.memberId);
    if (query.username) return this.access.byUsername(agentId, brand.merchantCode, query.username);
    return undefined;
  }

  async teamBets(
    agentId: number,
    brand: BrandConfig,
    query: Period &
      Paging & {
        memberId?: number | undefined;
        username?: string | undefined;
        product?: string | undefined;
        vendorCode?: string | undefined;
        status?: "open" | "closed" | undefined;
      },
  ) {
    const memberId = await this.named(agentId, brand, query);
    const { from, to } = reportPeriod(query, brand.timeZone);
    const rows = await repo.teamBets(this.ctx.pool, {
      agentId,
      memberId,
      from,
      to,
      timeZone: brand.timeZone,
      product: query.product,
      vendorCode: query.vendorCode || undefined,
      status: query.status,
      limit: query.size,
      offset: (query.page - 1) * query.size,
    });
    const fmt = (v: bigint) => formatMoney(v, brand.currency.decimals);
    const first = rows[0];
    const sumValid = BigInt(first?.sum_valid ?? 0);
    const sumWin = BigInt(first?.sum_win ?? 0);
    return {
      ...paged(
        rows.map((r) => {
          const valid = BigInt(r.stake) - BigInt(r.refund);
          const validBet = r.status === "closed" && valid > 0n ? valid : 0n;
          const payout = BigInt(r.win);
          return {
            roundId: r.round_id,
            memberId: Number(r.member_id),
            username: r.username,
            product: r.product,
            vendorCode: r.vendor_code,
            gameName: r.game_name,
            stake: fmt(BigInt(r.stake)),
            validBet: fmt(validBet),
            payout: fmt(payout),
            profitLoss: fmt(r.status === "closed" ? payout - validBet : 0n),
            status: r.status,
            startedAt: r.started_at.toISOString(),
            settledAt: r.settled_at?.toISOString() ?? null,
          };
        }),
        Number(first?.total ?? 0),
        query,
      ),
      totals: { validBet: fmt(sumValid), payout: fmt(sumWin), profitLoss: fmt(sumWin - sumValid) },
    };
  }

  async profitLoss(
    agentId: number,
    brand: BrandConfig,
    query: Period & Paging & { memberId?: number | undefined; username?: string | undefined },
  ) {
    const memberId = await this.named(agentId, brand, query);
    const { from, to } = reportPeriod(query, brand.timeZone);
    const rows = await repo.memberProfitLoss(this.ctx.pool, {
      agentId,
      memberId,
      from,
      to,
      timeZone: brand.timeZone,
      limit: query.size,
      offset: (query.page - 1) * query.size,
    });
    const fmt = (v: bigint) => formatMoney(v, brand.currency.decimals);
    return paged(
      rows.map((r) => ({
        memberId: Number(r.member_id),
        username: r.username,
        type: r.type,
        level: r.depth,
        bets: Number(r.bets),
        validBet: fmt(BigInt(r.valid_bet)),
        payout: fmt(BigInt(r.payout)),
        profitLoss: fmt(BigInt(r.payout) - BigInt(r.valid_bet)),
        deposits: fmt(BigInt(r.deposits)),
        withdrawals: fmt(BigInt(r.withdrawals)),
      })),
      Number(rows[0]?.total ?? 0),
      query,
    );
  }

  async transactions(
    agentId: number,
    brand: BrandConfig,
    query: Period &
      Paging & { memberId?: number | undefined; username?: string | undefined; type?: string | undefined },
  ) {
    const memberId = await this.named(agentId, brand, query);
    const { from, to } = reportPeriod(query, brand.timeZone);
    const rows = await repo.teamEntries(this.ctx.pool, {
      agentId,
      memberId,
      currency: brand.currency.code,
      type: query.type,
      from,
      to,
      timeZone: brand.timeZone,
      limit: query.size,
      offset: (query.page - 1) * query.size,
    });
    const fmt = (v: bigint) => formatMoney(v, brand.currency.decimals);
    return paged(
      rows.map((r) => ({
        id: r.entry_id,
        memberId: Number(r.member_id),
        username: r.username,
        type: transactionTypeOf(r.kind),
        detail: r.status === "void" ? `${r.kind}.void` : r.status === "pending" ? `${r.kind}.hold` : r.kind,
        amount: fmt(BigInt(r.amount) - BigInt(r.pending_delta)),
        balanceAfter: fmt(BigInt(r.balance_after) - BigInt(r.pending_after)),
        createdAt: r.created_at.toISOString(),
      })),
      Number(rows[0]?.total ?? 0),
      query,
    );
  }

  async income(agentId: number, brand: BrandConfig, query: Period) {
    const { from, to } = reportPeriod(query, brand.timeZone);
    const { rows, owed } = await billRepo.incomeByDay(this.ctx.pool, {
      agentId,
      from,
      to,
      timeZone: brand.timeZone,
    });
    const fmt = (v: bigint) => formatMoney(v, brand.currency.decimals);
    const field: Record<ContractKind, "dailySalary" | "hourlySalary" | "realtimeSalary" | "dividend"> = {
      daily: "dailySalary",
      hourly: "hourlySalary",
      realtime: "realtimeSalary",
      dividend: "dividend",
    };
    const empty = () => ({ dailySalary: 0n, hourlySalary: 0n, realtimeSalary: 0n, dividend: 0n, rebate: 0n });
    const totals = empty();
    const byDay = new Map<string, ReturnType<typeof empty>>();
    for (const row of rows) {
      const kind = row.kind as ContractKind;
      if (!CONTRACT_KINDS.includes(kind)) continue;
      const day = byDay.get(row.day) ?? empty();
      day[field[kind]] += BigInt(row.gross);
      totals[field[kind]] += BigInt(row.gross);
      byDay.set(row.day, day);
    }
    const shape = (f: ReturnType<typeof empty>) => ({
      dailySalary: fmt(f.dailySalary),
      hourlySalary: fmt(f.hourlySalary),
      realtimeSalary: fmt(f.realtimeSalary),
      dividend: fmt(f.dividend),
      // The platform has no rebate scheme yet; the field is kept for the report's layout.
      rebate: fmt(f.rebate),
      total: fmt(f.dailySalary + f.hourlySalary + f.realtimeSalary + f.dividend + f.rebate),
    });
    return {
      ...shape(totals),
      startDate: from,
      endDate: to,
      owedToMe: fmt(BigInt(owed.to_me)),
      owedByMe: fmt(BigInt(owed.by_me)),
      series: [...byDay.entries()]
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([date, f]) => ({ date, ...shape(f) })),
    };
  }

  async bills(
    agentId: number,
    brand: BrandConfig,
    kind: ContractKind,
    query: Period &
      Paging & { role: "mine" | "downline"; memberId?: number | undefined; status?: string | undefined },
  ) {
    if (query.memberId !== undefined && query.memberId !== agentId)
      await this.access.below(agentId, query.memberId);
    const { from, to } = reportPeriod(query, brand.timeZone);
    const rows = await billRepo.billPage(this.ctx.pool, {
      kind,
      ...(query.role === "mine" ? { agentId } : { payerId: agentId }),
      ...(query.memberId !== undefined && query.role === "downline" ? { memberId: query.memberId } : {}),
      ...(query.status ? { status: query.status } : {}),
      from,
      to,
      timeZone: brand.timeZone,
      limit: query.size,
      offset: (query.page - 1) * query.size,
    });
    const fmt = (v: bigint) => formatMoney(v, brand.currency.decimals);
    const first = rows[0];
    const list: Bill[] = rows.map((r) => ({
      id: r.id,
      kind: r.kind as ContractKind,
      product: r.product as Bill["product"],
      agentId: Number(r.agent_id),
      agentUsername: r.agent_username,
      payerUsername: r.payer_username ?? "",
      periodStart: r.period_start.toISOString(),
      periodEnd: r.period_end.toISOString(),
      teamValidBet: fmt(BigInt(r.team_valid_bet)),
      activeMembers: r.active_members,
      netLoss: fmt(BigInt(r.net_loss)),
      carriedIn: fmt(BigInt(r.carried_in)),
      carriedOut: fmt(BigInt(r.carried_out)),
      tier: r.tier,
      reason: r.reason,
      rateType: r.rate_type as "P" | "F",
      rate: r.rate,
      gross: fmt(BigInt(r.gross)),
      paidToDownlines: fmt(BigInt(r.paid_to_downlines)),
      net: fmt(BigInt(r.gross) - BigInt(r.paid_to_downlines)),
      status: r.status as Bill["status"],
      attempts: r.attempts,
      paidAt: r.paid_at?.toISOString() ?? null,
      createdAt: r.created_at.toISOString(),
    }));
    return {
      ...paged(list, Number(first?.total ?? 0), query),
      totals: {
        gross: fmt(BigInt(first?.sum_gross ?? 0)),
        net: fmt(BigInt(first?.sum_net ?? 0)),
        owed: fmt(BigInt(first?.sum_owed ?? 0)),
      },
    };
  }

  /**
   * What terms would have paid a direct downline agent over its last `periods` periods, from
   * the booked figures of its team (no carry between the replayed dividend periods).
   */
  async preview(
    agentId: number,
    brand: BrandConfig,
    body: { kind: ContractKind; memberId: number; product: string; terms: unknown; periods: number },
  ) {
    const target = await this.access.directAgent(agentId, body.memberId);
    const decimals = brand.currency.decimals;
    const terms = normalise(body.kind, body.terms, decimals);
    const activeMin = parseMoney(brand.agents.activeMemberMinBet, decimals) ?? 0n;
    const fmt = (v: bigint) => formatMoney(v, decimals);
    const lines = [];
    let cursor = periodAt(body.kind, new Date(), brand.timeZone, terms.period ?? "semimonthly");
    let total = 0n;
    for (let i = 0; i < body.periods; i++) {
      cursor = periodAt(
        body.kind,
        new Date(cursor.start.getTime() - 1),
        brand.timeZone,
        terms.period ?? "semimonthly",
      );
      const [f] = await billRepo.teamFigures(this.ctx.pool, {
        agents: [{ agentId: String(target), product: body.product }],
        ...(cursor.days ? { days: cursor.days } : { slots: { start: cursor.start, end: cursor.end } }),
        activeMin,
      });
      const figures = {
        teamValidBet: BigInt(f?.valid_bet ?? 0),
        activeMembers: Number(f?.active ?? 0),
        netLoss: BigInt(f?.net_loss ?? 0),
      };
      const outcome = settle(terms, figures, decimals);
      total += outcome.gross;
      lines.push({
        periodStart: cursor.start.toISOString(),
        periodEnd: cursor.end.toISOString(),
        teamValidBet: fmt(figures.teamValidBet),
        activeMembers: figures.activeMembers,
        netLoss: fmt(figures.netLoss),
        tier: outcome.tier,
        reason: outcome.reason,
        rateType: outcome.rateType,
        rate: outcome.rateText,
        gross: fmt(outcome.gross),
      });
    }
    return { lines, total: fmt(total) };
  }
}
