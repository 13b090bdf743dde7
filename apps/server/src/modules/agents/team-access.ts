import { isAgentType } from "@jogada/contracts";
import type { Queryable } from "../../platform/db.js";
import { AppError } from "../../platform/errors.js";
import * as repo from "./team-repository.js";

/**
 * The access rule of every agent call that names a member: only the caller's own team. An id
 * outside it is answered exactly like an id that does not exist (agent.member.not.found), so the
 * calls never tell whether another team's member exists.
 */
export class TeamAccess {
  constructor(private readonly db: Queryable) {}

  /** Depth of the member in the caller's team (0: the caller). */
  async depth(agentId: number, memberId: number): Promise<number> {
    const depth = await repo.depthInTeam(this.db, agentId, memberId);
    if (depth === undefined) throw new AppError("agent.member.not.found", {}, { field: "memberId" });
    return depth;
  }

  /** A member below the caller (not the caller itself). */
  async below(agentId: number, memberId: number): Promise<number> {
    const depth = await this.depth(agentId, memberId);
    if (depth === 0) throw new AppError("agent.member.not.found", {}, { field: "memberId" });
    return memberId;
  }

  async directMember(agentId: number, memberId: number): Promise<number> {
    const depth = await this.depth(agentId, memberId);
    if (depth === 0) throw new AppError("agent.member.not.found", {}, { field: "memberId" });
    if (depth !== 1) throw new AppError("agent.downline.not.direct", {}, { field: "memberId" });
    return memberId;
  }

  async directAgent(agentId: number, memberId: number): Promise<number> {
    await this.directMember(agentId, memberId);
    const member = await repo.memberBasics(this.db, memberId);
    if (!member || !isAgentType(member.type))
      throw new AppError("agent.downline.not.agent", {}, { field: "memberId" });
    return memberId;
  }

  /** The team member of this username (case-insensitive), or not found. */
  async byUsername(agentId: number, merchant: string, username: string): Promise<number> {
    const row = await repo.teamMemberByUsername(this.db, agentId, merchant, username);
    if (!row || row.depth === 0) throw new AppError("agent.member.not.found", {}, { field: "username" });
    return Number(row.id);
  }
}
