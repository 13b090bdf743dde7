import type { Beacon, LaoResultSheet, My4dResultSheet, ThaiResultSheet, VnResultSheet } from "@jogada/games";

/**
 * The seam between the lottery module (draws, tickets, settlement) and the outside sources of
 * numbers: results feeds for the VN and SEA draws, which the house never draws itself, and the
 * public randomness beacon that house fast draws mix in.
 */

/** A drawn result as a feed publishes it, for one game (station or lottery) and draw date. */
export type ResultSheet =
  | { kind: "vn"; sheet: VnResultSheet }
  | { kind: "thai"; sheet: ThaiResultSheet }
  | { kind: "lao"; sheet: LaoResultSheet }
  | { kind: "my4d"; sheet: My4dResultSheet };

/** Which draw is asked for: the lottery's game code (one per station or lottery) and the draw's local date. */
export interface DrawKey {
  gameCode: string;
  /** YYYY-MM-DD in the draw's own time zone. */
  drawDate: string;
}

/** What one source says about one draw. */
export type SourceReading =
  | { source: string; status: "pending" }
  | { source: string; status: "published"; sheet: ResultSheet; publishedAt: string; revision: number }
  /** Unreadable, unsigned, wrongly signed or not a valid sheet for the region: never settled on. */
  | { source: string; status: "invalid"; reason: string };

export interface ResultFeed {
  readonly name: string;
  read(key: DrawKey): Promise<SourceReading>;
}

/** The outcome of comparing the readings of every configured source for one draw. */
export type Agreement =
  | { status: "agreed"; sheet: ResultSheet; sources: string[] }
  | { status: "waiting"; reason: string }
  | { status: "disagree"; reason: string };

/** A verified public randomness round (drand quicknet format). */
export interface RandomnessBeacon {
  /** The round, fetched and its BLS signature verified; null while it is not yet published. */
  round(round: number): Promise<Beacon | null>;
}
