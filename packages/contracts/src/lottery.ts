import { z } from "zod";
import { CompactDay, LocalDate, withPeriod } from "./dates.js";
import { ok, PageQuery, paged } from "./envelope.js";
import { MoneyString } from "./money.js";

/**
 * Lotteries (SPEC §7 "Lottery", REFERENCE.md §3-4): VN XSKT, SEA lotteries and the house's fast
 * e-lotteries. Amounts are decimal strings in major units; odds are decimal strings ("98",
 * "9.8") paid per unit staked per hit; returns are percentages with two decimals ("99.00").
 */

export const LOTTERY_KINDS = ["vn", "thai", "lao", "my4d", "fast"] as const;
export const LotteryKind = z.enum(LOTTERY_KINDS);
export type LotteryKind = z.infer<typeof LotteryKind>;

export const DRAW_STATUSES = ["open", "closed", "waiting", "resulted", "settled", "voided"] as const;
export const DrawStatus = z.enum(DRAW_STATUSES);
export type DrawStatus = z.infer<typeof DrawStatus>;

export const TICKET_STATUSES = ["open", "won", "lost", "refunded"] as const;
export const TicketStatus = z.enum(TICKET_STATUSES);

export const LotteryGameCode = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,31}$/, "a lottery game code such as vn-north or 5d-1");
/** A draw id as the calendars make it: vn-south:tp-hcm:20250106, vn-north:20250106, 5d-1:20250106-0001. */
export const DrawId = z
  .string()
  .max(100)
  .regex(/^[a-z0-9][a-z0-9-]{0,31}(:[a-z0-9-]{1,40})?:[0-9]{8}(-[0-9]{4})?$/, "a draw id");
export const TicketNo = z.string().regex(/^T[0-9A-Z]{6,40}$/, "a ticket number");
export const ChaseNo = z.string().regex(/^C[0-9A-Z]{6,40}$/, "a chase number");

const Percent = z.string().regex(/^\d{1,3}\.\d{2}$/);
const OddsString = z.string().regex(/^\d{1,9}(\.\d{1,4})?$/, "odds such as 98 or 9.8");

export const LotteryGameInfo = z.object({
  gameCode: LotteryGameCode,
  kind: LotteryKind,
  /** VN games: north, central or south. */
  region: z.enum(["north", "central", "south"]).nullable(),
  /** Fast games: 5d, k3, pk10, 11x5, keno, and the minutes between draws. */
  fastGame: z.string().nullable(),
  everyMinutes: z.number().int().nullable(),
  vassalage: z.string(),
  gameName: z.string(),
  closeBeforeSeconds: z.number().int(),
});
export type LotteryGameInfo = z.infer<typeof LotteryGameInfo>;

export const DrawSummary = z.object({
  drawId: DrawId,
  gameCode: LotteryGameCode,
  numero: z.string(),
  station: z.object({ code: z.string(), name: z.string() }).nullable(),
  drawAt: z.string(),
  closeAt: z.string(),
  /** Seconds until betting closes (0 once closed), from the server's clock. */
  closesInSeconds: z.number().int(),
  status: DrawStatus,
  /** Fast draws: SHA-256 of the secret seed, published when the draw opens. */
  seedHash: z.string().nullable(),
});
export type DrawSummary = z.infer<typeof DrawSummary>;

/** A result as stored: a VN / SEA sheet ({kind, sheet}) or fast numbers ({kind: "fast", numbers}). */
export const LotteryResult = z.record(z.string(), z.unknown());

export const DrawResult = DrawSummary.extend({
  result: LotteryResult.nullable(),
  /** Every number of the result in reading order (VN: special first). */
  numbers: z.array(z.string()),
  resultRevision: z.number().int(),
});
export type DrawResult = z.infer<typeof DrawResult>;

// ----- SPEC §7 lottery calls -----

export const LotteryMenuQuery = z.object({
  prizeMode: z.string().max(20).optional(),
  device: z.string().max(20).optional(),
  language: z.string().max(5).optional(),
});

export const LotteryMenuGame = z.object({
  gameCode: LotteryGameCode,
  labelName: z.string(),
  /** Stations drawing in the next draw (VN), in order. */
  stations: z.array(z.object({ code: z.string(), name: z.string() })),
  nextDraw: DrawSummary.nullable(),
});
export const LotteryMenuGroup = z.object({
  /** VN_NORTH, VN_CENTRAL, VN_SOUTH. */
  gameGroupCode: z.string(),
  labelName: z.string(),
  games: z.array(LotteryMenuGame),
});
export const VnGameMenuReply = ok(z.object({ gameMenus: z.array(LotteryMenuGroup) }));

export const RecentLottery = z.object({
  gameCode: LotteryGameCode,
  labelName: z.string(),
  vassalage: z.string(),
  lastBetAt: z.string(),
});
export const RecentLotteriesReply = ok(z.object({ gameMenus: z.array(RecentLottery) }));

export const PopularQuery = LotteryMenuQuery.extend({
  /** 20 lotteries; 100 for the popular numbers of a VN game (SPEC §9). */
  count: z.coerce.number().int().min(1).max(100).default(20),
  /** With a game: its most-bet numbers over the last 7 days as well. */
  gameCode: LotteryGameCode.optional(),
});
export const PopularLottery = LotteryGameInfo.extend({
  /** Tickets placed over the last 7 days. */
  tickets: z.number().int(),
  nextDraw: DrawSummary.nullable(),
});
export const PopularReply = ok(
  z.object({
    games: z.array(PopularLottery),
    numbers: z.array(z.object({ betType: z.string(), number: z.string(), tickets: z.number().int() })),
  }),
);

/** The most drawn results one call answers: the Vietnam numbers list asks for 100 (SPEC §9). */
export const OPENED_NUMBERS_MAX = 100;

export const OpenedNumbersQuery = z.object({
  gameCode: LotteryGameCode,
  /** Recent drawn results, newest first. */
  count: z.coerce.number().int().min(1).max(OPENED_NUMBERS_MAX).default(10),
  station: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/)
    .optional(),
});
export const OpenedNumbersReply = ok(z.object({ gameCode: LotteryGameCode, list: z.array(DrawResult) }));

/** The lobby's cards: each game's latest drawn result, in one answer (games never drawn are absent). */
export const LatestResultsReply = ok(z.object({ list: z.array(DrawResult) }));

export const OpenedNumeroQuery = z.object({
  gameCode: LotteryGameCode,
  /** One draw of the day (20250106, 20250106-0001); absent: the latest drawn ones. */
  numero: z
    .string()
    .regex(/^[0-9]{8}(-[0-9]{4})?$/)
    .refine((numero) => CompactDay.safeParse(numero.slice(0, 8)).success, "a calendar day")
    .optional(),
  count: z.coerce.number().int().min(1).max(OPENED_NUMBERS_MAX).default(10),
});

// ----- Draws -----

export const GameCodeParams = z.object({ gameCode: LotteryGameCode });
export const DrawParams = z.object({ drawId: DrawId });

export const OpenDrawsQuery = z.object({ count: z.coerce.number().int().min(1).max(50).default(10) });
export const OpenDrawsReply = ok(
  z.object({ game: LotteryGameInfo, serverTime: z.string(), draws: z.array(DrawSummary) }),
);

export const DrawHistoryReply = ok(paged(DrawResult));

export const DrawVerification = DrawResult.extend({
  /** Revealed once the draw's numbers are derived (fast draws). */
  seed: z.string().nullable(),
  merkleRoot: z.string().nullable(),
  ticketCount: z.number().int().nullable(),
  beacon: z
    .object({ round: z.number().int(), randomness: z.string().nullable(), signature: z.string().nullable() })
    .nullable(),
  fastGame: z.string().nullable(),
});
export const DrawVerificationReply = ok(DrawVerification);

export const OddsEntry = z.object({
  betType: z.string(),
  /** The odds key when it is not the bet type (Malaysian 4D tiers: big.first). */
  key: z.string(),
  /** Null for fast games, whose odds depend on the pick (shown on the ticket). */
  odds: OddsString.nullable(),
  rtp: Percent,
});
export const GameOddsReply = ok(
  z.object({
    gameCode: LotteryGameCode,
    kind: LotteryKind,
    /** Fast games: the brand's prize group; every bet returns series / 2000. */
    series: z.number().int().nullable(),
    minStake: z.string(),
    maxStake: z.string(),
    entries: z.array(OddsEntry),
  }),
);

// ----- Tickets -----

export const BetLine = z.object({
  betType: z.string().min(1).max(24),
  /**
   * The numbers (or words: big, small, odd, even) of the line; fast games: the pick, as digits
   * (empty for bets on the whole draw such as 5D sum_big).
   */
  numbers: z.array(z.string().max(12)).max(100),
  /** Stake per line (per point for VN lô), major units. */
  stake: MoneyString,
});
export type BetLine = z.infer<typeof BetLine>;

export const PlaceTicketsBody = z.object({
  gameCode: LotteryGameCode,
  drawId: DrawId,
  lines: z.array(BetLine).min(1).max(50),
});
export type PlaceTicketsBody = z.infer<typeof PlaceTicketsBody>;

export const TicketLineResult = z.object({ selection: z.string(), hits: z.number().int(), win: z.string() });

export const Ticket = z.object({
  ticketNo: TicketNo,
  slipNo: z.string(),
  gameCode: LotteryGameCode,
  gameName: z.string(),
  drawId: DrawId,
  numero: z.string(),
  drawAt: z.string(),
  closeAt: z.string(),
  betType: z.string(),
  numbers: z.array(z.string()),
  stake: z.string(),
  cost: z.string(),
  /** Odds per hit (null for Malaysian 4D, paid per tier: see oddsByTier). */
  odds: OddsString.nullable(),
  oddsByTier: z.record(z.string(), OddsString).nullable(),
  status: TicketStatus,
  win: z.string(),
  currency: z.string(),
  chaseNo: z.string().nullable(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
  /** Open and its draw still taking bets. */
  cancellable: z.boolean(),
});
export type Ticket = z.infer<typeof Ticket>;

export const PlaceTicketsReply = ok(
  z.object({
    slipNo: z.string(),
    drawId: DrawId,
    cost: z.string(),
    /** Available main balance after the debit. */
    balance: z.string(),
    tickets: z.array(Ticket),
  }),
);

export const MyTicketsQuery = withPeriod(
  PageQuery.extend({
    gameCode: LotteryGameCode.optional(),
    status: TicketStatus.optional(),
    startDate: LocalDate.optional(),
    endDate: LocalDate.optional(),
  }),
  { start: "startDate", end: "endDate", kind: "day" },
);
export const MyTicketsReply = ok(paged(Ticket));

export const TicketParams = z.object({ ticketNo: TicketNo });

export const TicketDetailReply = ok(
  Ticket.extend({
    lines: z.array(TicketLineResult),
    draw: DrawResult,
    /** Fast draws once closed: the ticket's leaf and its RFC 9162 inclusion proof in merkleRoot. */
    proof: z
      .object({
        leaf: z.string(),
        leafIndex: z.number().int(),
        treeSize: z.number().int(),
        path: z.array(z.string()),
        merkleRoot: z.string(),
      })
      .nullable(),
  }),
);

export const CancelTicketReply = ok(z.object({ ticket: Ticket, balance: z.string() }));

// ----- Chase -----

export const CHASE_MAX_DRAWS = 120;

export const CreateChaseBody = z.object({
  gameCode: LotteryGameCode,
  lines: z.array(BetLine).min(1).max(20),
  /** How many draws to follow, the next open one first. */
  draws: z.coerce.number().int().min(1).max(CHASE_MAX_DRAWS),
  stopAfterWin: z.boolean().default(true),
});
export type CreateChaseBody = z.infer<typeof CreateChaseBody>;

export const Chase = z.object({
  chaseNo: ChaseNo,
  gameCode: LotteryGameCode,
  gameName: z.string(),
  lines: z.array(BetLine),
  drawsTotal: z.number().int(),
  drawsDone: z.number().int(),
  stopAfterWin: z.boolean(),
  status: z.enum(["active", "finished", "stopped", "won"]),
  stopReason: z.string().nullable(),
  /** Stake of one draw's slip. */
  costPerDraw: z.string(),
  totalWin: z.string(),
  createdAt: z.string(),
});
export const ChaseReply = ok(Chase);
export const ChaseListReply = ok(paged(Chase));
export const ChaseParams = z.object({ chaseNo: ChaseNo });

// ----- Operators -----

export const ODDS_GAME_CODES = ["vn-north", "vn-central", "vn-south", "thai", "lao", "my4d"] as const;
export const OddsGameCode = z.enum(ODDS_GAME_CODES);

export const OddsTableValue = z.object({
  game: OddsGameCode,
  /** "brand": saved for this brand; "default": the platform's table. */
  source: z.enum(["brand", "default"]),
  updatedAt: z.string().nullable(),
  entries: z.array(OddsEntry),
});
/** Which brand an operator call is about (its merchant code; the server's default brand when absent). */
export const OpsBrandQuery = z.object({
  merchant: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,40}$/)
    .optional(),
});
export const OpsOddsReply = ok(z.object({ maxRtp: Percent, tables: z.array(OddsTableValue) }));

export const OddsGameParams = z.object({ game: OddsGameCode });
export const SaveOddsBody = z.object({
  /** Every key of the game's table (bet types; big.first ... for Malaysian 4D) with its odds. */
  odds: z.record(z.string().max(40), OddsString),
});
export const SaveOddsReply = ok(OddsTableValue);

export const LotteryAlert = z.object({
  id: z.number().int(),
  drawId: z.string().nullable(),
  kind: z.enum(["disagree", "missing", "invalid", "late", "correction", "beacon"]),
  detail: z.string(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
});
export const AlertsQuery = PageQuery.extend({
  /** "true": unresolved only (default), "false": every alert. */
  open: z.enum(["true", "false"]).default("true"),
});
export const AlertsReply = ok(paged(LotteryAlert));

export const VoidDrawBody = z.object({ reason: z.string().trim().min(3).max(300) });
export const VoidDrawReply = ok(
  z.object({ drawId: DrawId, status: DrawStatus, refundedTickets: z.number().int() }),
);

/** Vendors whose launch opens the site's own lottery pages, not a third-party frame (payload: LaunchGameValue.lotto). */
export const LOTTERY_VENDORS = ["TCG_LOTTO_VN", "TCG_SEA", "LOTT", "ELOTT"] as const;

/**
 * The zone a market holds its draws in (Vietnam's draws at 18:15 are 18:15 in Hà Nội whatever
 * the reader's clock); null for the house's fast games, which run on the brand's own clock.
 */
export function marketTimeZone(kind: LotteryKind): string | null {
  switch (kind) {
    case "vn":
      return "Asia/Ho_Chi_Minh";
    case "thai":
      return "Asia/Bangkok";
    case "lao":
      return "Asia/Vientiane";
    case "my4d":
      return "Asia/Kuala_Lumpur";
    default:
      return null;
  }
}
