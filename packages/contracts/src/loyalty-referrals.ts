import { z } from "zod";
import { ok, paged } from "./envelope.js";
import { MoneyString } from "./money.js";

/** Invited friends, as the player sees them. */

export const ReferralDetailsReply = ok(
  z.object({
    enabled: z.boolean(),
    referralCode: z.string(),
    /** The site's registration path with the code; the site prefixes its own origin (link, QR code). */
    registerPath: z.string(),
    totalInvitations: z.number().int(),
    qualified: z.number().int(),
    rewarded: MoneyString,
    condition: z.enum(["first_deposit", "turnover"]),
    conditionAmount: MoneyString,
    reward: MoneyString,
  }),
);

export const ReferralStatus = z.enum(["registered", "qualified", "rewarded"]);
export const ReferralFriend = z.object({
  /** Masked username, nothing else about the friend. */
  friend: z.string(),
  registeredAt: z.string(),
  status: ReferralStatus,
  reward: MoneyString.nullable(),
});
export const ReferralListReply = ok(paged(ReferralFriend));
