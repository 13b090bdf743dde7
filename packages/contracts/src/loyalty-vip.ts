import { z } from "zod";
import { ok } from "./envelope.js";
import { MoneyString } from "./money.js";
import { BetCategory } from "./promotions-terms.js";

/** The VIP ladder as the player sees it. */

export const VipLevelView = z.object({
  rankLevel: z.number().int(),
  labelName: z.string(),
  minDeposit: MoneyString,
  minTurnover: MoneyString,
  keepTurnover: MoneyString,
  upgradeBonus: MoneyString,
  rebate: z.array(z.object({ category: BetCategory, percent: z.number() })),
  birthdayBonus: MoneyString,
  dailyWithdrawalLimit: MoneyString,
  /** 0: no limit on the number of withdrawals a day. */
  dailyWithdrawalCount: z.number().int(),
});
export type VipLevelView = z.infer<typeof VipLevelView>;

export const VipProgress = z.object({
  rankLevel: z.number().int(),
  labelName: z.string(),
  deposit: MoneyString,
  turnover: MoneyString,
  /** Valid turnover of the keep window (last `keepDays` days). */
  keepTurnover: MoneyString,
  keepDays: z.number().int(),
  /** Null at the top level. */
  next: z
    .object({
      rankLevel: z.number().int(),
      labelName: z.string(),
      depositNeeded: MoneyString,
      turnoverNeeded: MoneyString,
      /** 0..100, floor: the smaller of the two. */
      percent: z.number().int(),
    })
    .nullable(),
  /** VIP customer service (rankLevel above 4). */
  vipService: z.boolean(),
  changedAt: z.string().nullable(),
});
export type VipProgress = z.infer<typeof VipProgress>;

/** MCSFE_getVipLevels: the ladder for anyone; the player's level and progress when logged in. */
export const VipLadderReply = ok(
  z.object({ levels: z.array(VipLevelView), keepDays: z.number().int(), me: VipProgress.nullable() }),
);
