import { z } from "zod";
import { Instant } from "./dates.js";

/**
 * The lottery's outside sources on the wire: results feeds (VN and SEA results, never drawn by the
 * house) and the drand-format randomness beacon mixed into house fast draws.
 *
 * A results feed answers `GET <feed>/results/<gameCode>/<drawDate>` with a JSON body signed with
 * HMAC-SHA256 of its exact bytes under the feed's secret (hex digest in `X-Signature`). The game
 * code names one station or lottery: the draw id without its day (`vn-south:tp-hcm`, `vn-north`,
 * `thai`); the draw date is the draw's local day, YYYY-MM-DD.
 */
export const RESULTS_FEED_SIGNATURE_HEADER = "x-signature";

export const FeedGameCode = z.string().regex(/^[a-z0-9][a-z0-9-]{0,31}(:[a-z0-9][a-z0-9-]{0,47})?$/);
export const FeedDrawDate = z.string().regex(/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/);

/**
 * A sheet as a feed sends it. Only its outline is checked here; the numbers are checked by the
 * region's own validator (`vnSheetProblem`, `thaiSheetProblem`, ... in @jogada/games).
 */
export const FeedSheet = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("vn"),
    sheet: z.object({ region: z.string(), prizes: z.record(z.string(), z.unknown()) }),
  }),
  z.object({ kind: z.literal("thai"), sheet: z.record(z.string(), z.unknown()) }),
  z.object({ kind: z.literal("lao"), sheet: z.record(z.string(), z.unknown()) }),
  z.object({ kind: z.literal("my4d"), sheet: z.record(z.string(), z.unknown()) }),
]);

const FeedReplyBase = { source: z.string().min(1).max(64), gameCode: FeedGameCode, drawDate: FeedDrawDate };

export const FeedReply = z.discriminatedUnion("status", [
  z.object({ ...FeedReplyBase, status: z.literal("pending") }),
  z.object({
    ...FeedReplyBase,
    status: z.literal("published"),
    /** 1 for the first publication; a correction publishes revision 2, 3, ... */
    revision: z.number().int().min(1).max(1000),
    publishedAt: Instant,
    result: FeedSheet,
  }),
]);
export type FeedReply = z.infer<typeof FeedReply>;

/** A drand round as `GET /<chainHash>/public/<round>` answers it (quicknet: unchained, G1 signatures). */
export const BeaconRound = z.object({
  round: z.number().int().min(1),
  randomness: z.string().regex(/^[0-9a-f]{64}$/),
  signature: z.string().regex(/^[0-9a-f]{96}$/),
});
export type BeaconRound = z.infer<typeof BeaconRound>;

/** A drand chain's `/info`. */
export const BeaconChainInfo = z.object({
  public_key: z.string().regex(/^[0-9a-f]{192}$/),
  period: z.number().int().min(1),
  genesis_time: z.number().int().min(0),
  hash: z.string().regex(/^[0-9a-f]{64}$/),
  groupHash: z.string().regex(/^[0-9a-f]{64}$/),
  schemeID: z.string(),
  metadata: z.object({ beaconID: z.string() }),
});
export type BeaconChainInfo = z.infer<typeof BeaconChainInfo>;
