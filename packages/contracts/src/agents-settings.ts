import { z } from "zod";
import {
  AgentProduct,
  DailySalaryTerms,
  DividendTerms,
  HourSalaryTerms,
  RealTimeSalaryTerms,
} from "./agents-contracts.js";
import { MoneyString } from "./money.js";

/** The agent settings of a brand (part of BrandConfig). */

export const AgentTermsCeiling = z.object({
  product: AgentProduct,
  dividend: DividendTerms.optional(),
  daily: DailySalaryTerms.optional(),
  hourly: HourSalaryTerms.optional(),
  realtime: RealTimeSalaryTerms.optional(),
});

export const AgentSettings = z.object({
  /** Valid bet a member must reach in a period to count as active. */
  activeMemberMinBet: MoneyString,
  /** Days an offer waits for an answer before it expires. */
  offerExpiryDays: z.number().int().min(1).max(90),
  /** Local time (HH:mm, brand time zone) after which yesterday's daily salary is settled. */
  dailySettleTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/),
  /** What an upline who cannot pay a bill may no longer do until it is paid. */
  owedRestriction: z.enum(["none", "withdrawals"]),
  /**
   * Terms the house grants its top-level agents (agents without an agent upline): what they
   * hold and the most they may offer their downlines.
   */
  houseTerms: z.array(AgentTermsCeiling),
});
export type AgentSettings = z.infer<typeof AgentSettings>;

export const DEFAULT_AGENT_SETTINGS: AgentSettings = {
  activeMemberMinBet: "100",
  offerExpiryDays: 7,
  dailySettleTime: "00:30",
  owedRestriction: "none",
  houseTerms: [
    {
      product: "CONS",
      dividend: {
        period: "semimonthly",
        tiers: [
          { minimumBet: "10000", netLoss: "1000", activeMember: 5, contractRate: "20" },
          { minimumBet: "100000", netLoss: "10000", activeMember: 20, contractRate: "35" },
          { minimumBet: "500000", netLoss: "50000", activeMember: 50, contractRate: "50" },
        ],
      },
      daily: {
        details: [
          { betVolume: "10000", activeMember: 5, rateType: "P", rate: "0.5" },
          { betVolume: "100000", activeMember: 20, rateType: "P", rate: "1" },
          { betVolume: "500000", activeMember: 50, rateType: "P", rate: "1.5" },
        ],
      },
      hourly: {
        hourSalaryRates: [
          { minimumBet: "1000", activeMember: 2, rateType: "P", rate: "0.2" },
          { minimumBet: "10000", activeMember: 10, rateType: "P", rate: "0.4" },
        ],
      },
      realtime: { rate: "0.3" },
    },
  ],
};
