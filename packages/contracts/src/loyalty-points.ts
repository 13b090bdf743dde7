import { z } from "zod";
import { ok, PageQuery, paged } from "./envelope.js";
import { MoneyString } from "./money.js";
import { BetCategory } from "./promotions-terms.js";

/** Points and the points mall: balance, rewards, redemptions, conversion. */

export const PointBalanceReply = ok(
  z.object({
    points: z.number().int(),
    /** Points held by redemptions in process. */
    pending: z.number().int(),
    /** What the points are worth in cash at the conversion ratio. */
    cashValue: MoneyString,
  }),
);

export const MallRewardKind = z.enum(["cash", "bonus", "physical"]);
export type MallRewardKind = z.infer<typeof MallRewardKind>;

export const MallRewardView = z.object({
  id: z.number().int(),
  kind: MallRewardKind,
  title: z.string(),
  description: z.string(),
  imageUrl: z.string(),
  /** Price in points, per unit. */
  points: z.number().int(),
  /** Cash or bonus credited per unit; null for physical goods. */
  amount: MoneyString.nullable(),
  /** Units left; null: unlimited. */
  stock: z.number().int().nullable(),
  /** Units one player may redeem in all; null: no limit. */
  perPlayerLimit: z.number().int().nullable(),
  /** Units the player redeemed (not rejected); 0 for a guest. */
  redeemedByMe: z.number().int(),
  /** Physical goods: a delivery address is needed and an operator approves. */
  needsAddress: z.boolean(),
});
export type MallRewardView = z.infer<typeof MallRewardView>;
export const MallListReply = ok(z.object({ list: z.array(MallRewardView) }));

export const DeliveryAddress = z.object({
  fullName: z.string().trim().min(2).max(80),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9 ()-]{6,20}$/),
  line1: z.string().trim().min(3).max(120),
  line2: z.string().trim().max(120).default(""),
  city: z.string().trim().min(1).max(60),
  postcode: z.string().trim().min(2).max(16),
  country: z.string().regex(/^[A-Z]{2}$/),
});
export type DeliveryAddress = z.infer<typeof DeliveryAddress>;

export const RedeemPointsBody = z.object({
  rewardId: z.coerce.number().int().min(1).max(2_147_483_647),
  /** Whole units, 1 to 10; anything else answers `points.quantity.invalid`. */
  quantity: z.number().default(1),
  paymentPassword: z.string().min(1).max(128),
  /** Required for physical goods. */
  address: DeliveryAddress.optional(),
});
export type RedeemPointsBody = z.infer<typeof RedeemPointsBody>;

export const REDEEM_STATUSES = ["in_process", "rejected", "approved"] as const;
export const RedeemStatus = z.enum(REDEEM_STATUSES);
export type RedeemStatus = z.infer<typeof RedeemStatus>;

export const RedemptionView = z.object({
  id: z.number().int(),
  rewardId: z.number().int(),
  kind: MallRewardKind,
  title: z.string(),
  quantity: z.number().int(),
  points: z.number().int(),
  amount: MoneyString.nullable(),
  status: RedeemStatus,
  /** Why it was rejected (points returned). */
  reason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type RedemptionView = z.infer<typeof RedemptionView>;
export const RedemptionReply = ok(RedemptionView);
export const RedemptionListQuery = PageQuery.extend({ status: RedeemStatus.optional() });
export const RedemptionListReply = ok(paged(RedemptionView));

export const PointConfigReply = ok(
  z.object({
    enabled: z.boolean(),
    convertPoints: z.number().int(),
    convertAmount: MoneyString,
    minConvert: z.number().int(),
    earn: z.array(z.object({ category: BetCategory, pointsPer100: z.number().int() })),
  }),
);

export const ConvertPointsBody = z.object({
  /** Whole points, at least the configured minimum; anything else answers `points.amount.invalid`. */
  points: z.number(),
  paymentPassword: z.string().min(1).max(128),
});
export const ConvertPointsReply = ok(
  z.object({ points: z.number().int(), amount: MoneyString, balance: z.number().int() }),
);
