import { z } from "zod";
import { Instant, withPeriod } from "./dates.js";
import { ok, PageQuery, paged } from "./envelope.js";
import { MoneyString } from "./money.js";
import { ParticipationReply } from "./promotions-player.js";
import {
  Eligibility,
  PromotionKind,
  PromotionStatus,
  PromotionTerms,
  PromotionTexts,
} from "./promotions-terms.js";

/** Promotions as operators run them: edits, applications, decisions, grants. */

export const OpsPromotionQuery = PageQuery.extend({
  merchant: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,40}$/)
    .optional(),
});

export const SavePromotionBody = withPeriod(
  z.object({
    merchant: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,40}$/)
      .optional(),
    terms: PromotionTerms,
    eligibility: Eligibility.default({ newPlayersOnly: false }),
    texts: PromotionTexts,
    imageUrl: z.string().max(300).default(""),
    startsAt: Instant,
    endsAt: Instant.nullable(),
    /** Largest total this promotion may pay; absent: no budget. */
    budget: MoneyString.optional(),
    sortOrder: z.number().int().min(0).max(1000).default(0),
  }),
  { start: "startsAt", end: "endsAt", kind: "instant" },
);
export type SavePromotionBody = z.infer<typeof SavePromotionBody>;

export const OpsPromotion = z.object({
  id: z.number().int(),
  merchant: z.string(),
  kind: PromotionKind,
  status: PromotionStatus,
  version: z.number().int(),
  terms: PromotionTerms,
  eligibility: Eligibility,
  texts: PromotionTexts,
  imageUrl: z.string(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  budget: MoneyString.nullable(),
  participants: z.number().int(),
  /** Paid out so far: bonuses issued, prizes, cashback. */
  cost: MoneyString,
  /** Bonus money that became real money. */
  converted: MoneyString,
  forfeited: MoneyString,
});
export type OpsPromotion = z.infer<typeof OpsPromotion>;
export const OpsPromotionReply = ok(OpsPromotion);
export const OpsPromotionListReply = ok(paged(OpsPromotion));

export const OpsStatusBody = z.object({ status: z.enum(["active", "paused", "ended"]) });

export const OpsApplication = z.object({
  participationId: z.number().int(),
  promotionId: z.number().int(),
  username: z.string(),
  amount: MoneyString,
  appliedAt: z.string(),
});
export const OpsApplicationsReply = ok(paged(OpsApplication));
export const OpsApplicationParams = z.object({
  participationId: z.coerce.number().int().min(1).max(2_147_483_647),
});
export const OpsDecisionBody = z.discriminatedUnion("decision", [
  z.object({ decision: z.literal("approve") }),
  z.object({ decision: z.literal("reject"), reason: z.string().trim().min(1).max(300) }),
]);
export const OpsDecisionReply = ParticipationReply;

export const OpsGrantBody = z.object({
  username: z.string().trim().min(1).max(64),
});
