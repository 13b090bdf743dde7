import {
  type BrandConfig,
  CONTRACT_KINDS,
  type Contract,
  type ContractFlags,
  type ContractKind,
  errorMessage,
  type Language,
} from "@jogada/contracts";
import type { AppContext } from "../../platform/context.js";
import { AppError } from "../../platform/errors.js";
import * as repo from "./contract-repository.js";
import type { TeamAccess } from "./team-access.js";
import { termsOf } from "./terms.js";

/** Contracts as agents read them: toContract, the flags, the info page, the history and the notices. */

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

export class ContractViews {
  constructor(
    private readonly ctx: Pick<AppContext, "pool">,
    private readonly team: TeamAccess,
  ) {}

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
}

/** A contract ended because the upline's own rate dropped under the rate it had offered. */
const RATE_LOWERED: Record<Language, (agent: string, upline: string) => string> = {
  PT: (agent, upline) =>
    `O contrato de ${agent} com ${upline} foi encerrado: a taxa do superior ficou abaixo da oferecida.`,
  EN: (agent, upline) =>
    `${agent}'s contract with ${upline} was ended: the upline's own rate fell below the one offered.`,
  VI: (agent, upline) =>
    `Hợp đồng giữa ${agent} và ${upline} đã kết thúc: tỷ lệ của tuyến trên đã giảm xuống thấp hơn tỷ lệ đã đưa ra.`,
  TH: (agent, upline) => `สัญญาระหว่าง ${agent} กับ ${upline} สิ้นสุดแล้ว เนื่องจากอัตราของอัปไลน์ลดลงต่ำกว่าอัตราที่เสนอไว้`,
  ZH: (agent, upline) => `${agent} 与 ${upline} 的契约已终止：上级自身比例已降至所给比例以下。`,
  ID: (agent, upline) =>
    `Kontrak ${agent} dengan ${upline} telah berakhir: tarif upline sendiri turun di bawah tarif yang ditawarkan.`,
  ES: (agent, upline) =>
    `El contrato de ${agent} con ${upline} se rescindió: la tasa propia del superior quedó por debajo de la ofrecida.`,
};

/** The notice's text in the reader's language. */
function noticeText(reason: string, language: Language, agent: string, upline: string): string {
  if (reason === "upline.rate.lowered") {
    return RATE_LOWERED[language](agent, upline);
  }
  return errorMessage("agent.contract.state.invalid", language, { status: reason });
}
