import {
  type BrandConfig,
  CONTRACT_KINDS,
  type Contract,
  type ContractActionRequest,
  type ContractFlags,
  type ContractKind,
  type Language,
} from "@jogada/contracts";
import type { AppContext } from "../../platform/context.js";
import { type Queryable, type Tx, withTransaction } from "../../platform/db.js";
import { AppError } from "../../platform/errors.js";
import * as repo from "./contract-repository.js";
import { ContractViews, toContract } from "./contract-views.js";
import type { TeamAccess } from "./team-access.js";
import { exceeds, normalise } from "./terms.js";

const LIVE = new Set(["offered", "active", "terminating"]);

function isUniqueViolation(error: unknown, index: string): boolean {
  const e = error as { code?: string; constraint?: string };
  return e?.code === "23505" && e.constraint === index;
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
    private readonly views = new ContractViews(ctx, team),
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

  flags(memberId: number): Promise<ContractFlags> {
    return this.views.flags(memberId);
  }

  info(
    agentId: number,
    brand: BrandConfig,
    query: { memberId?: number | undefined; kind?: ContractKind | undefined; history: "true" | "false" },
  ) {
    return this.views.info(agentId, brand, query);
  }

  history(
    agentId: number,
    query: { page: number; size: number; contractId?: string | undefined; memberId?: number | undefined },
  ) {
    return this.views.history(agentId, query);
  }

  notices(agentId: number, language: Language, page: number, size: number) {
    return this.views.notices(agentId, language, page, size);
  }

  isLive(status: string): boolean {
    return LIVE.has(status);
  }
}
