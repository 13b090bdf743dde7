import type { AppContext } from "../../platform/context.js";
import { ContractService } from "./contract-service.js";
import { ReportService } from "./report-service.js";
import { SettlementService } from "./settlement-service.js";
import { TeamAccess } from "./team-access.js";
import { TeamService } from "./team-service.js";

export interface AgentServices {
  team: TeamService;
  reports: ReportService;
  contracts: ContractService;
  settlement: SettlementService;
}

/** The agent centre (README.md beside this file). */
export function createAgents(ctx: AppContext): AgentServices {
  const access = new TeamAccess(ctx.pool);
  const contracts = new ContractService(ctx, access);
  return {
    team: new TeamService(ctx, access),
    reports: new ReportService(ctx, access),
    contracts,
    settlement: new SettlementService(ctx, contracts),
  };
}
