import { randomBytes } from "node:crypto";
import {
  type BrandConfig,
  FIELD_LABELS,
  formatMoney,
  type Language,
  matchesRule,
  parseMoney,
  patternMessage,
} from "@jogada/contracts";
import type { AppContext } from "../../platform/context.js";
import { AppError } from "../../platform/errors.js";
import { idempotent } from "../../platform/idempotency.js";
import { type WalletHolder, WalletService } from "../wallet/index.js";
import { reportPeriod } from "./period.js";
import type { TeamAccess } from "./team-access.js";
import * as repo from "./team-repository.js";

/** Sub-agents opened by an agent are of this type (SPEC §6 lists 1, 2, 41, 42 as agents). */
const SUB_AGENT_TYPE = 2;

/** The agent's team: overview, downline list and tree, direct registration, transfers. */
export class TeamService {
  private readonly wallet: WalletService;

  constructor(
    private readonly ctx: Pick<AppContext, "pool" | "ledger" | "events" | "members" | "responsibleGaming">,
    private readonly access: TeamAccess,
  ) {
    this.wallet = new WalletService(ctx, ctx.members);
  }

  async overview(
    agentId: number,
    brand: BrandConfig,
    query: { startDate?: string | undefined; endDate?: string | undefined },
  ) {
    const { from, to } = reportPeriod(query, brand.timeZone);
    const activeMin = parseMoney(brand.agents.activeMemberMinBet, brand.currency.decimals) ?? 0n;
    const [counts, { days, active }] = await Promise.all([
      repo.teamCounts(this.ctx.pool, agentId),
      repo.teamDailyFigures(this.ctx.pool, { agentId, from, to, timeZone: brand.timeZone, activeMin }),
    ]);
    const fmt = (v: bigint) => formatMoney(v, brand.currency.decimals);
    let deposits = 0n;
    let withdrawals = 0n;
    let validBet = 0n;
    let payout = 0n;
    let newMembers = 0;
    const series = days.map((d) => {
      const day = {
        deposits: BigInt(d.deposits),
        withdrawals: BigInt(d.withdrawals),
        validBet: BigInt(d.valid_bet),
        payout: BigInt(d.payout),
      };
      deposits += day.deposits;
      withdrawals += day.withdrawals;
      validBet += day.validBet;
      payout += day.payout;
      newMembers += Number(d.new_members);
      return {
        date: d.day,
        newMembers: Number(d.new_members),
        activeMembers: Number(d.active_members),
        deposits: fmt(day.deposits),
        withdrawals: fmt(day.withdrawals),
        validBet: fmt(day.validBet),
        profitLoss: fmt(day.payout - day.validBet),
      };
    });
    return {
      startDate: from,
      endDate: to,
      teamSize: counts.teamSize,
      directMembers: counts.direct,
      agents: counts.agents,
      newMembers,
      activeMembers: active,
      deposits: fmt(deposits),
      withdrawals: fmt(withdrawals),
      validBet: fmt(validBet),
      profitLoss: fmt(payout - validBet),
      series,
    };
  }

  async downlines(
    agentId: number,
    brand: BrandConfig,
    query: {
      page: number;
      size: number;
      username?: string | undefined;
      parentId?: number | undefined;
      directOnly: "true" | "false";
      role: "all" | "member" | "agent";
      status?: number | undefined;
    },
  ) {
    if (query.parentId !== undefined) await this.access.depth(agentId, query.parentId);
    const rows = await repo.downlinePage(this.ctx.pool, {
      agentId,
      parentId: query.parentId,
      directOnly: query.directOnly === "true",
      username: query.username || undefined,
      role: query.role,
      status: query.status,
      limit: query.size,
      offset: (query.page - 1) * query.size,
    });
    const ids = rows.map((r) => Number(r.id));
    const [contracts, balances] = await Promise.all([
      repo.liveContractsOf(this.ctx.pool, ids),
      Promise.all(
        ids.map(async (id) => {
          const wallets = await this.ctx.ledger.walletsOf(id, brand.currency.code);
          return wallets.filter((w) => w.wallet === "main").reduce((sum, w) => sum + w.available, 0n);
        }),
      ),
    ]);
    const total = Number(rows[0]?.total ?? 0);
    return {
      list: rows.map((r, i) => ({
        id: Number(r.id),
        username: r.username,
        nickname: r.nickname ?? "",
        type: r.type,
        level: r.depth,
        uplineUsername: r.upline_username ?? "",
        balance: formatMoney(balances[i] ?? 0n, brand.currency.decimals),
        status: r.status,
        registeredAt: r.created_at.toISOString(),
        lastLoginAt: r.last_login_at?.toISOString() ?? null,
        teamSize: Number(r.team_size),
        contracts: contracts
          .filter((c) => c.agent_id === r.id)
          .map((c) => ({
            kind: c.kind as "dividend",
            product: c.product as "CONS",
            status: c.status as "active",
            contractId: c.id,
          })),
      })),
      total,
      totalPages: Math.ceil(total / query.size),
      page: query.page,
    };
  }

  async tree(agentId: number, parentId: number | undefined) {
    const node = parentId ?? agentId;
    if (node !== agentId) await this.access.depth(agentId, node);
    const rows = await repo.treeNodes(this.ctx.pool, node);
    const shape = (r: (typeof rows)[number]) => ({
      id: Number(r.id),
      username: r.username,
      type: r.type,
      directCount: Number(r.direct_count),
      teamSize: Number(r.team_size),
    });
    const parent = rows.find((r) => r.is_parent);
    if (!parent) throw new AppError("agent.member.not.found");
    return { node: shape(parent), children: rows.filter((r) => !r.is_parent).map(shape) };
  }

  /** Register account centre: a member or agent account directly under the caller. */
  async register(
    agentId: number,
    brand: BrandConfig,
    language: Language,
    body: {
      username: string;
      password: string;
      confirmPassword: string;
      role: "member" | "agent";
      nickname?: string | undefined;
    },
    key: string,
  ) {
    for (const field of ["username", "password"] as const) {
      const rule = brand.register.find((r) => r.key === field);
      if (rule && !matchesRule(body[field], rule)) {
        throw new AppError(
          "field.invalid",
          {
            label: FIELD_LABELS[field][language],
            detail: patternMessage(rule.patternId, rule.minLength, rule.maxLength, language),
          },
          { field },
        );
      }
    }
    if (body.password !== body.confirmPassword) {
      throw new AppError("password.confirm.mismatch", {}, { field: "confirmPassword" });
    }
    const { password: _p, confirmPassword: _c, ...claim } = body;
    const { result } = await idempotent(
      this.ctx.pool,
      { scope: `agent-register:${agentId}`, key, body: claim },
      async (tx) => {
        if (await this.ctx.members.usernameTaken(brand.merchantCode, body.username)) {
          throw new AppError("register.username.taken", {}, { field: "username" });
        }
        const type = body.role === "agent" ? SUB_AGENT_TYPE : 0;
        const id = await this.ctx.members.create(tx, {
          merchantCode: brand.merchantCode,
          username: body.username,
          password: body.password,
          type,
          uplineId: agentId,
          nickname: body.nickname || null,
          affiliateCode: type === 0 ? null : randomBytes(4).toString("hex").toUpperCase(),
          registerMethod: "AGENT",
        });
        return { id, username: body.username, type };
      },
    );
    return result;
  }

  async affiliate(agentId: number) {
    const code = await this.ctx.members.ensureAffiliateCode(agentId);
    return { affiliateCode: code, registerPath: `/?affiliateCode=${encodeURIComponent(code)}` };
  }

  /** Transfer to a direct downline through the wallet's member transfer (ledger, idempotent, payment password). */
  async transfer(
    holder: WalletHolder,
    brand: BrandConfig,
    body: { memberId: number; amount: string; paymentPassword: string },
    key: string,
  ) {
    await this.access.directMember(holder.id, body.memberId);
    const target = await repo.memberBasics(this.ctx.pool, body.memberId);
    if (!target) throw new AppError("agent.member.not.found", {}, { field: "memberId" });
    return this.wallet.memberTransfer(
      holder,
      brand,
      { toUsername: target.username, amount: body.amount, paymentPassword: body.paymentPassword },
      key,
    );
  }
}
