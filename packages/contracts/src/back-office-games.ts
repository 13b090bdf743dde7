import { z } from "zod";
import { Id, Money } from "./back-office-fields.js";
import { ok, PageQuery, paged } from "./envelope.js";
import { DrawParams } from "./lottery.js";

/** Game vendors and games, lottery draws, their results and liability. */

export const VendorRow = z.object({
  code: z.string(),
  name: z.string(),
  enabled: z.boolean(),
  sortOrder: z.number().int(),
  games: z.number().int(),
});
export const VendorListReply = ok(z.array(VendorRow));
export const VendorParams = z.object({ vendor: z.string().trim().min(1).max(64) });
export const VendorUpdateRequest = z
  .object({ enabled: z.boolean().optional(), sortOrder: z.number().int().min(0).max(100_000).optional() })
  .refine((v) => v.enabled !== undefined || v.sortOrder !== undefined, { message: "enabled or sortOrder" });
export const OpsGameQuery = PageQuery.extend({
  vendor: z.string().trim().max(64).optional(),
  q: z.string().trim().max(100).optional(),
});
export const OpsGameRow = z.object({
  id: z.string(),
  vendor: z.string(),
  code: z.string(),
  name: z.string(),
  gameType: z.string(),
  enabled: z.boolean(),
  hot: z.boolean(),
  sortOrder: z.number().int(),
});
export const OpsGameListReply = ok(paged(OpsGameRow));
export const OpsGameParams = z.object({ gameId: Id });
export const OpsGameUpdateRequest = z
  .object({
    enabled: z.boolean().optional(),
    hot: z.boolean().optional(),
    sortOrder: z.number().int().min(0).max(100_000).optional(),
  })
  .refine((v) => v.enabled !== undefined || v.hot !== undefined || v.sortOrder !== undefined, {
    message: "enabled, hot or sortOrder",
  });
export const OpsGameReply = ok(OpsGameRow);

// ---------------------------------------------------------------- lotteries

export const OpsDrawQuery = PageQuery.extend({
  game: z.string().trim().max(32).optional(),
  status: z.string().trim().max(20).optional(),
});
export const OpsDrawRow = z.object({
  id: z.string(),
  game: z.string(),
  issue: z.string(),
  status: z.string(),
  closesAt: z.string(),
  drawAt: z.string(),
  result: z.unknown().nullable(),
  tickets: z.number().int(),
  stakes: Money,
});
export const OpsDrawListReply = ok(paged(OpsDrawRow));
export const OpsDrawParams = DrawParams;
export const OpsDrawResultsReply = ok(
  z.object({
    drawId: z.string(),
    /** What each results source reported, and a manual entry waiting for its second staff member. */
    sources: z.array(z.object({ source: z.string(), result: z.unknown(), receivedAt: z.string() })),
    /**
     * Each results feed's latest reading of the draw: what it published (or that it had nothing
     * yet, or sent something unusable), when it was read and whether it matched the sheet the
     * others agreed on, so staff can see why a draw was settled or held.
     */
    readings: z.array(
      z.object({
        source: z.string(),
        status: z.enum(["published", "pending", "invalid"]),
        /** The sheet the feed published; null when it had none. */
        value: z.unknown(),
        reason: z.string().nullable(),
        publishedAt: z.string().nullable(),
        readAt: z.string(),
        /** True when this feed's sheet is the one the required sources agreed on; false when it differs or none was agreed. */
        agreed: z.boolean(),
      }),
    ),
    pendingManual: z.object({ enteredBy: z.string(), enteredAt: z.string(), result: z.unknown() }).nullable(),
  }),
);
export const OpsLiabilityReply = ok(
  z.object({
    drawId: z.string(),
    list: z.array(z.object({ play: z.string(), number: z.string(), stake: Money, payout: Money })),
  }),
);
