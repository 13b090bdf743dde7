import { z } from "zod";
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
export const OpsAgentContractsReply = ok(
  z.array(
    z.object({
      id: z.string(),
      status: z.string(),
      terms: z.record(z.string(), z.unknown()),
      createdAt: z.string(),
    }),
  ),
);
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
