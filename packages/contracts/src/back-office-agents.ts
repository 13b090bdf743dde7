import { z } from "zod";
import {
  AgentProduct,
  ContractStatus,
  DailySalaryTerms,
  DividendTerms,
  HourSalaryTerms,
  RealTimeSalaryTerms,
} from "./agents-contracts.js";
import { Id, Merchant, Money } from "./back-office-fields.js";
import { PlayerStatus } from "./back-office-players.js";
import { ok, PageQuery, paged } from "./envelope.js";

/** The agents an operator oversees: their contracts and bills. */

export const OpsAgentQuery = PageQuery.extend({
  /** Direct children of this agent; top-level agents when absent. */
  parentId: Id.optional(),
  merchantCode: Merchant.optional(),
});
export const OpsAgentRow = z.object({
  id: z.string(),
  username: z.string(),
  merchantCode: z.string(),
  parentId: z.string().nullable(),
  level: z.number().int(),
  children: z.number().int(),
  status: PlayerStatus,
});
export const OpsAgentListReply = ok(paged(OpsAgentRow));
export const OpsAgentParams = z.object({ agentId: Id });
/** One of an agent's contracts with its terms typed by kind, so the console can lay them out. */
const OpsContractBase = z.object({
  id: z.string(),
  product: AgentProduct,
  status: ContractStatus,
  /** When it was offered. */
  createdAt: z.string(),
});
export const OpsAgentContract = z.discriminatedUnion("kind", [
  OpsContractBase.extend({ kind: z.literal("dividend"), terms: DividendTerms }),
  OpsContractBase.extend({ kind: z.literal("daily"), terms: DailySalaryTerms }),
  OpsContractBase.extend({ kind: z.literal("hourly"), terms: HourSalaryTerms }),
  OpsContractBase.extend({ kind: z.literal("realtime"), terms: RealTimeSalaryTerms }),
]);
export type OpsAgentContract = z.infer<typeof OpsAgentContract>;
export const OpsAgentContractsReply = ok(z.array(OpsAgentContract));
export const OpsAgentBillsReply = ok(
  paged(
    z.object({
      id: z.string(),
      period: z.string(),
      amount: Money,
      status: z.string(),
      createdAt: z.string(),
    }),
  ),
);
