import { z } from "zod";
import { AgentProduct, ContractKind, RateString, RateType } from "./agents-contracts.js";
import { REPORT_MAX_DAYS, withPeriod } from "./dates.js";
import { DateRangePageQuery, ok, paged } from "./envelope.js";
import { MoneyString, SignedMoneyString } from "./money.js";

/** Bills: dividend record, daily wages, hourly salary, real-time salary. */

export const BILL_STATUSES = ["pending", "paid", "owed", "zero"] as const;
export const BillStatus = z.enum(BILL_STATUSES);

export const BillQuery = withPeriod(
  DateRangePageQuery.extend({
    /** mine: bills paid to me; downline: bills I pay to my direct downlines. */
    role: z.enum(["mine", "downline"]).default("mine"),
    memberId: z.coerce.number().int().positive().optional(),
    status: BillStatus.optional(),
  }),
  { start: "startDate", end: "endDate", kind: "day", maxDays: REPORT_MAX_DAYS },
);
export const Bill = z.object({
  id: z.string(),
  kind: ContractKind,
  product: AgentProduct,
  agentId: z.number().int(),
  agentUsername: z.string(),
  /** Empty when the house pays. */
  payerUsername: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  teamValidBet: MoneyString,
  activeMembers: z.number().int(),
  /** This period's net loss before the carry. */
  netLoss: SignedMoneyString,
  /** Negative result carried in from the previous period (dividends). */
  carriedIn: SignedMoneyString,
  /** Carried to the next period when the result stays negative (dividends). */
  carriedOut: SignedMoneyString,
  tier: z.number().int(),
  reason: z.string(),
  rateType: RateType,
  rate: RateString,
  gross: MoneyString,
  paidToDownlines: MoneyString,
  net: SignedMoneyString,
  status: BillStatus,
  attempts: z.number().int(),
  paidAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Bill = z.infer<typeof Bill>;
export const BillListReply = ok(
  paged(Bill).extend({ totals: z.object({ gross: MoneyString, net: SignedMoneyString, owed: MoneyString }) }),
);
