import { z } from "zod";
import { LocalDate, REPORT_MAX_DAYS, withPeriod } from "./dates.js";
import { DateRangePageQuery, ok, paged } from "./envelope.js";
import { GameAmount, GameClassify, GameType } from "./games-aggregator.js";

const ZeroOne = z.union([z.literal(0), z.literal(1)]);

export const GameItem = z.object({
  nodeId: z.string(),
  gameId: z.string(),
  gameType: GameType,
  vassalage: z.string(),
  /** The provider or product as players read it, in the request's language (never the code). */
  vendorName: z.string(),
  gameCode: z.string(),
  gameName: z.string(),
  displayName: z.string(),
  iconUrl: z.string(),
  isHot: ZeroOne,
  /** "VASSALAGE" marks a vendor-level node that opens that vendor's game list. */
  isGame: z.enum(["GAME", "VASSALAGE"]),
  gameClassify: GameClassify.nullable(),
  minBet: GameAmount,
  lines: z.number().int(),
  rtp: z.string(),
  isFavorite: z.boolean(),
  /** The vendor is switched off: launching answers 'game maintenance'. */
  maintenance: z.boolean(),
  /** Whether the game has a demo mode; a trial account cannot play a game without one. */
  demo: z.boolean().optional(),
});
export type GameItem = z.infer<typeof GameItem>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => (value ? value : undefined));

/**
 * Paging of the game lists. SPEC §3 names no paging in the game list query, so a page number or
 * size that is malformed or out of range (abc, 0, 20000) is read as the first page of 30 games
 * rather than refused; the reply's pageNo says which page was served.
 */
const GamesPageNo = z.coerce.number().int().min(1).max(10_000).catch(1).default(1);
const GamesPageSize = z.coerce.number().int().min(1).max(100).catch(30).default(30);

export const GameListQuery = z.object({
  clientType: z.coerce.number().int().default(3),
  platform: optionalText(20),
  channel: optionalText(20),
  merchant: optionalText(40),
  gameType: GameType.optional(),
  vassalage: optionalText(16),
  gameClassify: z
    .union([GameClassify, z.literal("")])
    .optional()
    .transform((value) => (value ? value : undefined)),
  gameName: optionalText(60),
  minBet: z
    .union([GameAmount, z.literal("")])
    .optional()
    .transform((value) => (value ? value : undefined)),
  minLineNum: z.coerce.number().int().min(0).max(100_000).optional(),
  language: optionalText(5),
  /** Only the player's favourites. */
  favorite: z.enum(["0", "1"]).optional(),
  pageNo: GamesPageNo,
  pageSize: GamesPageSize,
});
export type GameListQuery = z.infer<typeof GameListQuery>;

export const GameListValue = z.object({
  games: z.array(GameItem),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
  pageNo: z.number().int(),
});
export type GameListValue = z.infer<typeof GameListValue>;
export const GameListReply = ok(GameListValue);

export const HotGamesQuery = z.object({
  merchantCode: optionalText(40),
  isPlatform: z.coerce.number().int().default(2),
  vassalage: optionalText(16),
  gameType: GameType.optional(),
  platform: optionalText(20),
  language: optionalText(5),
  size: z.coerce.number().int().min(1).max(100).default(24),
});
export const HotGamesReply = ok(z.object({ games: z.array(GameItem) }));

/** A vendor card of a category (SPEC §3 "Vendor entry"). */
export const VendorCard = z.object({
  vassalage: z.string(),
  accountTypeId: z.number().int(),
  accountTypeName: z.string(),
  displayName: z.string(),
  name: z.string(),
  isHot: ZeroOne,
  gameType: GameType,
  /** Web route of the category page. */
  page: z.string(),
  logoUrl: z.string(),
  logoType: z.string(),
  isGame: z.literal("VASSALAGE"),
  gameCount: z.number().int(),
  maintenance: z.boolean(),
});
export type VendorCard = z.infer<typeof VendorCard>;

export const ClassifyCount = z.object({
  key: GameClassify,
  displayName: z.string(),
  gameCount: z.number().int(),
});

export const VendorLane = z.object({
  title: GameType,
  cards: z.array(VendorCard),
  gameClassify: z.array(ClassifyCount),
});
export type VendorLane = z.infer<typeof VendorLane>;

export const ProviderLogo = z.object({
  code: z.string(),
  name: z.string(),
  logoUrl: z.string(),
  logoType: z.string(),
});

export const GameMenusValue = z.object({
  lanes: z.array(VendorLane),
  /** Distinct vendors for the footer's providers row (TCG_SEA left out). */
  providers: z.array(ProviderLogo),
});
export type GameMenusValue = z.infer<typeof GameMenusValue>;
export const GameMenusReply = ok(GameMenusValue);

export const FavoriteToggleBody = z.object({
  nodeId: z.string().regex(/^\d{1,18}$/),
  vendor: z.string().max(16).optional(),
  gameType: GameType.optional(),
  /** add (default) or remove. */
  action: z.enum(["add", "remove"]).default("add"),
});
export const FavoriteToggleReply = ok(z.object({ nodeId: z.string(), isFavorite: z.boolean() }));

export const PagedGamesQuery = z.object({
  gameType: GameType.optional(),
  pageNo: GamesPageNo,
  pageSize: GamesPageSize,
});

export const RankListQuery = z.object({
  gameType: GameType.optional(),
  /** today, week or month of settled rounds. */
  period: z.enum(["day", "week", "month"]).default("week"),
  size: z.coerce.number().int().min(1).max(50).default(10),
});
export const RankEntry = z.object({
  rank: z.number().int(),
  /** Masked username: first two letters and the last, never the full name. */
  account: z.string(),
  gameName: z.string(),
  vassalage: z.string(),
  gameType: GameType,
  winAmount: GameAmount,
  multiplier: z.string(),
  settledAt: z.string(),
});
export const RankListReply = ok(z.object({ list: z.array(RankEntry) }));

// ----- Launch -----

/** The lottery areas of a lottery launch: the Vietnamese lottery, the South-East Asian ones, all. */
export const LOTTO_AREAS = ["VN", "SEA", "ALL"] as const;

/** A launch in the lottery form of SPEC §3: launchMode LOTT or ELOTT with an area or a game. */
export function isLotteryLaunch(body: {
  launchMode?: string;
  lottoArea?: string | undefined;
  lottoGameCode?: string | undefined;
}): boolean {
  return (
    (body.launchMode === "LOTT" || body.launchMode === "ELOTT") &&
    (body.lottoArea !== undefined || body.lottoGameCode !== undefined)
  );
}

export const LaunchGameBody = z
  .object({
    gameId: z.string().max(64).optional(),
    roomId: z.string().max(80).optional(),
    nodeId: z.union([z.string().regex(/^\d{1,18}$/), z.number().int().positive()]).optional(),
    /** 1 real money, 0 free demo. */
    accountType: z.coerce.number().int().min(0).max(1).default(1),
    confirmTrans: z.coerce.number().int().min(0).max(1).default(0),
    vassalage: z.string().max(16).optional(),
    gameType: GameType.optional(),
    launchMode: z.string().max(10).default("GLS"),
    platform: z.string().max(30).default("html5-desktop"),
    clientType: z.coerce.number().int().default(3),
    username: z.string().max(64).optional(),
    token: z.string().max(200).optional(),
    merchantCode: z.string().max(40).optional(),
    language: z.string().max(5).optional(),
    backUrl: z.string().max(300).optional(),
    /**
     * Lottery launches (SPEC §3): the area (VN, SEA), the game to open (empty: the area's lobby),
     * betting or lobby view, prize mode, device. With launchMode LOTT or ELOTT they name the game
     * by themselves, without nodeId or vassalage.
     */
    lottoArea: z.enum(LOTTO_AREAS).optional(),
    lottoGameCode: z
      .union([z.string().regex(/^[a-z0-9][a-z0-9-]{0,31}$/), z.literal("")])
      .optional()
      .transform((value) => (value ? value : undefined)),
    lottoView: z.enum(["betting", "lobby"]).optional(),
    lottoPrizeMode: z.string().max(10).optional(),
    playType: z.string().max(24).optional(),
    device: z.string().max(10).optional(),
  })
  .refine(
    (body) =>
      [body.nodeId, body.gameId, body.roomId, body.vassalage].some((v) => v !== undefined) ||
      isLotteryLaunch(body),
    { message: "nodeId, gameId, roomId, vassalage or a lottery launch is required", path: ["nodeId"] },
  );
export type LaunchGameBody = z.infer<typeof LaunchGameBody>;

export const LaunchGameValue = z.object({
  game_url: z.string(),
  /** Same address, for clients that read the second field. */
  game_url2: z.string(),
  /** Pvp launches: the room's address. */
  content: z.string().optional(),
  nodeId: z.string(),
  gameName: z.string(),
  vassalage: z.string(),
  demo: z.boolean(),
  /** Lottery vendors (TCG_LOTTO_VN, TCG_SEA, LOTT, ELOTT): the lottery launch payload; game_url is the site's page. */
  lotto: z
    .object({
      lottoArea: z.string(),
      launchMode: z.string(),
      lottoPrizeMode: z.string(),
      lottoGameCode: z.string(),
      lottoView: z.enum(["betting", "lobby"]),
      device: z.string(),
      backUrl: z.string(),
      language: z.string(),
    })
    .optional(),
});
export type LaunchGameValue = z.infer<typeof LaunchGameValue>;
export const LaunchGameReply = ok(LaunchGameValue);

export const RoomListQuery = z.object({
  vassalage: optionalText(16),
  gameId: optionalText(64),
  nodeId: z
    .string()
    .regex(/^\d{1,18}$/)
    .optional(),
});
export const PvpRoom = z.object({
  roomId: z.string(),
  roomName: z.string(),
  nodeId: z.string(),
  gameName: z.string(),
  vassalage: z.string(),
  minBet: GameAmount,
  maxBet: GameAmount,
});
export const RoomListReply = ok(z.object({ rooms: z.array(PvpRoom) }));

/** Error value of 'game maintenance': other games of the same category to offer instead. */
export const GameMaintenanceValue = z.object({ suggestions: z.array(GameItem) });

// ----- Records -----

/**
 * The category a round is recorded under: its game's category, except the brand's own house games
 * (vendor BGS, listed among the slots in the lobby), which are a category of their own.
 */
export const RecordCategory = z.enum([...GameType.options, "BGS"]);
export type RecordCategory = z.infer<typeof RecordCategory>;

/** Dates default to the last 7 days. */
export const BetRecordQuery = withPeriod(
  DateRangePageQuery.extend({
    gameType: RecordCategory.optional(),
    vassalage: optionalText(16),
  }),
  { start: "startDate", end: "endDate", kind: "day", maxDays: REPORT_MAX_DAYS },
);
export type BetRecordQuery = z.infer<typeof BetRecordQuery>;

export const BetRecord = z.object({
  roundId: z.string(),
  gameType: RecordCategory,
  vassalage: z.string(),
  vendorName: z.string(),
  gameCode: z.string(),
  gameName: z.string(),
  stake: GameAmount,
  win: GameAmount,
  refund: GameAmount,
  /** win + refund - stake. */
  profit: z.string(),
  result: z.enum(["WIN", "LOSE", "TIE", "OPEN", "CANCELLED"]),
  demo: z.boolean(),
  betTime: z.string(),
  settleTime: z.string().nullable(),
});
export type BetRecord = z.infer<typeof BetRecord>;

export const BetRecordValue = paged(BetRecord).extend({
  summary: z.object({ stake: GameAmount, win: GameAmount, profit: z.string() }),
});
export const BetRecordReply = ok(BetRecordValue);

export const ProfitQuery = withPeriod(
  z.object({
    period: z.enum(["today", "yesterday", "week", "month", "custom"]).default("today"),
    startDate: LocalDate.optional(),
    endDate: LocalDate.optional(),
  }),
  { start: "startDate", end: "endDate", kind: "day", maxDays: REPORT_MAX_DAYS },
);
export const ProfitRow = z.object({
  gameType: RecordCategory,
  rounds: z.number().int(),
  stake: GameAmount,
  win: GameAmount,
  /** Player's profit (negative: a loss). */
  profit: z.string(),
});
export const ProfitValue = z.object({
  startDate: z.string(),
  endDate: z.string(),
  rows: z.array(ProfitRow),
  total: ProfitRow.omit({ gameType: true }),
});
export type ProfitValue = z.infer<typeof ProfitValue>;
export const ProfitReply = ok(ProfitValue);
