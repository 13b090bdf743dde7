import {
  type BrandConfig,
  CONTRACT_KINDS,
  type Contract,
  type ContractActionRequest,
  type ContractFlags,
  type ContractKind,
  errorMessage,
  type Language,
} from "@jogada/contracts";
import type { AppContext } from "../../platform/context.js";
import { type Queryable, type Tx, withTransaction } from "../../platform/db.js";
import { AppError } from "../../platform/errors.js";
import * as repo from "./contract-repository.js";
import type { TeamAccess } from "./team-access.js";
import { exceeds, normalise, termsOf } from "./terms.js";

const LIVE = new Set(["offered", "active", "terminating"]);

function isUniqueViolation(error: unknown, index: string): boolean {
  const e = error as { code?: string; constraint?: string };
  return e?.code === "23505" && e.constraint === index;
}

export function toContract(row: repo.ContractRow): Contract {
  return {
    id: row.id,
    kind: row.kind,
    product: row.product as Contract["product"],
    status: row.status,
    uplineUsername: row.upline_username ?? "",
    agentId: Number(row.agent_id),
    agentUsername: row.agent_username,
    terms: termsOf(row.kind, row.terms),
    offeredAt: row.offered_at.toISOString(),
    expiresAt: row.expires_at?.toISOString() ?? null,
    acceptedAt: row.accepted_at?.toISOString() ?? null,
    endedAt: row.ended_at?.toISOString() ?? null,
    endReason: row.end_reason,
    terminationRequestedBy: row.termination_requested_by,
  };
}

/**
 * Contracts between an upline and its direct downline agents (SPEC §4, REFERENCE.md §5): offer,
 * withdraw, accept, reject, terminate and confirm, each a state change recorded in
 * agent_contract_events; the unique indexes keep one offer and one contract in force per agent,
 * kind and product, so racing offers or acceptances cannot both win.
 */
export class ContractService {
  constructor(
    private readonly ctx: Pick<AppContext, "pool" | "events" | "notify">,
    private readonly team: TeamAccess,
  ) {}

  /** House terms of the brand as contracts of its top-level agents (one agent, or all). */
  async ensureHouseContracts(db: Queryable, brand: BrandConfig, agentId?: number): Promise<void> {
    for (const ceiling of brand.agents.houseTerms) {
      for (const kind of CONTRACT_KINDS) {
        const terms = ceiling[kind];
        if (!terms) continue;
        await repo.ensureHouseContracts(db, {
          merchant: brand.merchantCode,
          kind,
          product: ceiling.product,
          terms,
          ...(agentId === undefined ? {} : { agentId }),
        });
      }
    }
  }

  /** The terms an agent holds (its contract in force, else the house's for a top-level agent). */
  private async ownTerms(agentId: number, brand: BrandConfig, kind: ContractKind, product: string) {
    const own = await repo.ownInForce(this.ctx.pool, agentId, kind, product);
    if (own) return own.terms;
    if (!(await repo.isTopLevel(this.ctx.pool, agentId))) return undefined;
    const house =
      brand.agents.houseTerms.find((h) => h.product === product && h[kind]) ??
      brand.agents.houseTerms.find((h) => h.product === "CONS" && h[kind]);
    return house?.[kind];
  }

  async act(
    agentId: number,
    brand: BrandConfig,
    kind: ContractKind,
    body: ContractActionRequest,
  ): Promise<Contract> {
    const result = await (body.action === "offer"
      ? this.offer(agentId, brand, kind, body)
      : this.change(agentId, kind, body));
    const row = await repo.contractById(this.ctx.pool, result.id);
    const contract = toContract(row as repo.ContractRow);
    if (body.action === "offer" && row)
      await this.ctx.notify(row.agent_id, "contract.offered", { from: row.upline_username ?? "" });
    for (const id of [row?.agent_id, row?.upline_id]) {
      if (id && Number(id) !== agentId)
        await this.ctx.events.publish(id, { type: "contract" }).catch(() => {});
    }
    return contract;
  }

  private async offer(agentId: number, brand: BrandConfig, kind: ContractKind, body: ContractActionRequest) {
    if (body.memberId === undefined)
      throw new AppError("request.invalid", { field: "memberId" }, { field: "memberId" });
    if (!body.terms)
      throw new AppError("agent.contract.terms.invalid", { detail: "terms" }, { field: "terms" });
    const target = await this.team.directAgent(agentId, body.memberId);
    const decimals = brand.currency.decimals;
    const offered = normalise(kind, body.terms, decimals);
    const own = await this.ownTerms(agentId, brand, kind, body.product);
    if (!own) throw new AppError("agent.contract.no.own.terms");
    const detail = exceeds(offered, normalise(kind, own, decimals), decimals);
    if (detail) throw new AppError("agent.contract.terms.above.own", { detail }, { field: "terms" });
    return withTransaction(this.ctx.pool, async (tx) => {
      // A top-level agent's house terms become a contract row once it offers from them.
      await this.ensureHouseContracts(tx, brand, agentId);
      let id: string;
      try {
        id = await repo.insertOffer(tx, {
          merchant: brand.merchantCode,
          kind,
          product: body.product,
          uplineId: agentId,
          agentId: target,
          terms: body.terms,
          expiryDays: brand.agents.offerExpiryDays,
        });
      } catch (error) {
        if (isUniqueViolation(error, "agent_contracts_one_offer"))
          throw new AppError("agent.contract.offer.exists");
        throw error;
      }
      await repo.addEvent(tx, {
        contractId: id,
        action: "offer",
        from: null,
        to: "offered",
        actorId: agentId,
      });
      return { id };
    });
  }

  private async change(agentId: number, kind: ContractKind, body: ContractActionRequest) {
    if (body.contractId === undefined) {
      throw new AppError("request.invalid", { field: "contractId" }, { field: "contractId" });
    }
    const contractId = body.contractId;
    return withTransaction(this.ctx.pool, async (tx) => {
      const row = await repo.contractById(tx, contractId, true);
      const role =
        row?.agent_id === String(agentId) ? "agent" : row?.upline_id === String(agentId) ? "upline" : null;
      if (!row || !role || row.kind !== kind) throw new AppError("agent.contract.not.found");
      const refuse = () => new AppError("agent.contract.state.invalid", { status: row.status });
      const move = async (
        to: repo.ContractRow["status"],
        extra: Parameters<typeof repo.setStatus>[2] = { status: to },
      ) => {
        await repo.setStatus(tx, row.id, { ...extra, status: to });
        await repo.addEvent(tx, {
          contractId: row.id,
          action: body.action,
          from: row.status,
          to,
          actorId: agentId,
        });
      };
      switch (body.action) {
        case "withdraw":
          if (role !== "upline" || row.status !== "offered") throw refuse();
          await move("withdrawn", { status: "withdrawn", endReason: "withdrawn", ended: true });
          break;
        case "reject":
          if (role !== "agent" || row.status !== "offered") throw refuse();
          await move("rejected", { status: "rejected", endReason: "rejected", ended: true });
          break;
        case "accept":
          if (role !== "agent" || row.status !== "offered") throw refuse();
          if (row.expires_at && row.expires_at.getTime() <= Date.now()) {
            throw new AppError("agent.contract.offer.expired");
          }
          {
            // A new contract replaces the one in force of the same kind and product.
            const current = await repo.inForce(tx, Number(row.agent_id), kind, row.product);
            if (current) {
              await repo.setStatus(tx, current.id, {
                status: "terminated",
                endReason: "replaced",
                ended: true,
              });
              await repo.addEvent(tx, {
                contractId: current.id,
                action: "replaced",
                from: current.status,
                to: "terminated",
                actorId: agentId,
                note: `contract ${row.id}`,
              });
            }
          }
          try {
            await tx.query("savepoint accept");
            await move("active", { status: "active", accepted: true });
            await tx.query("release savepoint accept");
          } catch (error) {
            if (isUniqueViolation(error, "agent_contracts_one_active")) {
              await tx.query("rollback to savepoint accept");
              throw new AppError("agent.contract.active.exists");
            }
            throw error;
          }
          await this.cascade(tx, row.agent_id, kind, row.merchant_code);
          break;
        case "terminate":
          if (row.status !== "active" || row.upline_id === null) throw refuse();
          await move("terminating", { status: "terminating", requestedBy: role });
          break;
        case "confirmTerminate":
          if (row.status !== "terminating" || row.termination_requested_by === role) throw refuse();
          await move("terminated", { status: "terminated", endReason: "terminated", ended: true });
          await this.cascade(tx, row.agent_id, kind, row.merchant_code);
          break;
        default:
          throw refuse();
      }
      return { id: row.id };
    });
  }

  /**
   * The lower-rate rule (SPEC §4): after an agent's terms change, every live contract it holds
   * with its downline that pays more than its own terms now allow ends (offers are withdrawn),
   * both sides get a notice, and the rule runs again one level down.
   */
  async cascade(tx: Tx, agentId: string, kind: ContractKind, merchant: string): Promise<void> {
    const { rows } = await tx.query<{ config: BrandConfig }>(
      "select config from brands where merchant_code = $1",
      [merchant],
    );
    const decimals = rows[0]?.config.currency.decimals ?? 2;
    const downline = await repo.downlineLive(tx, agentId, kind);
    for (const row of downline) {
      const own = await repo.ownInForce(tx, Number(agentId), kind, row.product);
      const detail = own
        ? exceeds(normalise(kind, row.terms, decimals), normalise(kind, own.terms, decimals), decimals)
        : "no contract in force";
      if (!detail) continue;
      const to = row.status === "offered" ? "withdrawn" : "terminated";
      await repo.setStatus(tx, row.id, { status: to, endReason: "upline.rate.lowered", ended: true });
      await repo.addEvent(tx, {
        contractId: row.id,
        action: "upline.rate.lowered",
        from: row.status,
        to,
        actorId: null,
        note: detail,
      });
      await repo.addNotice(tx, row.id, [row.agent_id, row.upline_id], "upline.rate.lowered");
      if (to === "terminated") await this.cascade(tx, row.agent_id, kind, merchant);
    }
  }

  /** Offers past their expiry become expired (the job). */
  async expireOffers(): Promise<number> {
    return withTransaction(this.ctx.pool, async (tx) => {
      const rows = await repo.expiredOffers(tx, 500);
      for (const { id } of rows) {
        await repo.setStatus(tx, id, { status: "expired", endReason: "expired", ended: true });
        await repo.addEvent(tx, {
          contractId: id,
          action: "expire",
          from: "offered",
          to: "expired",
          actorId: null,
        });
      }
      return rows.length;
    });
  }

  async flags(memberId: number): Promise<ContractFlags> {
    const rows = await repo.flags(this.ctx.pool, memberId);
    const of = (kind: ContractKind) => rows.find((r) => r.kind === kind);
    const bit = (value: boolean | undefined) => (value ? 1 : 0);
    return {
      divtypereq: bit(of("dividend")?.offered),
      dailysalreqtype: bit(of("daily")?.offered),
      contracthoursalreq: bit(of("hourly")?.offered),
      realtimesalreqtype: bit(of("realtime")?.offered),
      divtypeinfo: bit(of("dividend")?.active),
      dailysalinfotype: bit(of("daily")?.active),
      contracthoursalinfo: bit(of("hourly")?.active),
      realtimesalinfotype: bit(of("realtime")?.active),
    };
  }

  async info(
    agentId: number,
    brand: BrandConfig,
    query: { memberId?: number | undefined; kind?: ContractKind | undefined; history: "true" | "false" },
  ) {
    const history = query.history === "true";
    const kind = query.kind;
    if (query.memberId !== undefined && query.memberId !== agentId) {
      const target = await this.team.directMember(agentId, query.memberId);
      const theirs = await repo.contractsOf(this.ctx.pool, {
        agentId: target,
        history,
        ...(kind ? { kind } : {}),
      });
      return {
        flags: await this.flags(agentId),
        mine: [],
        downlines: theirs.filter((c) => c.upline_id === String(agentId)).map(toContract),
        ceilings: await this.ceilings(agentId, brand),
      };
    }
    const [mine, downlines] = await Promise.all([
      repo.contractsOf(this.ctx.pool, { agentId, history, ...(kind ? { kind } : {}) }),
      repo.contractsOf(this.ctx.pool, { uplineId: agentId, history, ...(kind ? { kind } : {}) }),
    ]);
    return {
      flags: await this.flags(agentId),
      mine: mine.map(toContract),
      downlines: downlines.map(toContract),
      ceilings: await this.ceilings(agentId, brand),
    };
  }

  /** What the agent may offer at most: contracts in force, and a top-level agent's house terms. */
  private async ceilings(agentId: number, brand: BrandConfig) {
    const mine = await repo.contractsOf(this.ctx.pool, { agentId, history: false });
    const held = mine
      .filter((c) => c.status === "active" || c.status === "terminating")
      .map((c) => ({
        kind: c.kind,
        product: c.product as Contract["product"],
        terms: termsOf(c.kind, c.terms),
      }));
    if (!(await repo.isTopLevel(this.ctx.pool, agentId))) return held;
    for (const house of brand.agents.houseTerms) {
      for (const kind of CONTRACT_KINDS) {
        const terms = house[kind];
        if (terms && !held.some((c) => c.kind === kind && c.product === house.product)) {
          held.push({ kind, product: house.product, terms });
        }
      }
    }
    return held;
  }

  async history(
    agentId: number,
    query: { page: number; size: number; contractId?: string | undefined; memberId?: number | undefined },
  ) {
    if (query.memberId !== undefined && query.memberId !== agentId)
      await this.team.directMember(agentId, query.memberId);
    if (query.contractId !== undefined) {
      const row = await repo.contractById(this.ctx.pool, query.contractId);
      if (!row || (row.agent_id !== String(agentId) && row.upline_id !== String(agentId))) {
        throw new AppError("agent.contract.not.found");
      }
    }
    const rows = await repo.events(this.ctx.pool, {
      memberId: agentId,
      ...(query.contractId ? { contractId: query.contractId } : {}),
      ...(query.memberId ? { agentId: query.memberId } : {}),
      limit: query.size,
      offset: (query.page - 1) * query.size,
    });
    const total = Number(rows[0]?.total ?? 0);
    return {
      list: rows.map((r) => ({
        id: r.id,
        contractId: r.contract_id,
        action: r.action,
        fromStatus: (r.from_status as Contract["status"] | null) ?? null,
        toStatus: r.to_status as Contract["status"],
        actorUsername: r.actor_username ?? "",
        note: r.note,
        createdAt: r.created_at.toISOString(),
      })),
      total,
      totalPages: Math.ceil(total / query.size),
      page: query.page,
    };
  }

  async notices(agentId: number, language: Language, page: number, size: number) {
    const rows = await repo.notices(this.ctx.pool, agentId, size, (page - 1) * size);
    const total = Number(rows[0]?.total ?? 0);
    return {
      list: rows.map((r) => ({
        id: r.id,
        contractId: r.contract_id,
        kind: r.kind as ContractKind,
        product: r.product as Contract["product"],
        reason: r.reason,
        agentUsername: r.agent_username,
        uplineUsername: r.upline_username ?? "",
        message: noticeText(r.reason, language, r.agent_username, r.upline_username ?? ""),
        createdAt: r.created_at.toISOString(),
      })),
      total,
      totalPages: Math.ceil(total / size),
      page,
    };
  }

  isLive(status: string): boolean {
    return LIVE.has(status);
  }
}

/** The notice's text in the reader's language. */
function noticeText(reason: string, language: Language, agent: string, upline: string): string {
  if (reason === "upline.rate.lowered") {
    return language === "PT"
      ? `O contrato de ${agent} com ${upline} foi encerrado: a taxa do superior ficou abaixo da oferecida.`
      : `${agent}'s contract with ${upline} was ended: the upline's own rate fell below the one offered.`;
  }
  return errorMessage("agent.contract.state.invalid", language, { status: reason });
}
