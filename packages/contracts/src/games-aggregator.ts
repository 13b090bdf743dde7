import { z } from "zod";

/**
 * The game aggregator's protocol (DESIGN.md §5, REFERENCE.md §6): every call is a JSON POST whose
 * raw body is signed with HMAC-SHA256 under the shared secret (hex digest in `X-Signature`), and
 * every reply is signed the same way. GameAmount is a decimal string in major units.
 */
export const AGGREGATOR_SIGNATURE_HEADER = "x-signature";

export const GameAmount = z.string().regex(/^\d{1,15}(\.\d{1,4})?$/, "decimal amount in major units");

export const GameType = z.enum(["RNG", "LIVE", "FISH", "PVP", "SPORTS", "ESPORTS", "LOTT", "ELOTT"]);
export type GameType = z.infer<typeof GameType>;

/** Subtypes of REFERENCE.md §2: slots and table games (RNG), live tables (LIVE). */
export const RNG_CLASSIFY = ["SC", "VP", "JP", "TG", "AC", "BG"] as const;
export const LIVE_CLASSIFY = ["BAC", "SIC", "ROU", "DAT", "BJ", "NN"] as const;
export const GameClassify = z.enum([...RNG_CLASSIFY, ...LIVE_CLASSIFY]);
export type GameClassify = z.infer<typeof GameClassify>;

export const VendorCode = z.string().regex(/^[A-Z0-9_]{2,16}$/);

export const FeedVendor = z.object({
  code: VendorCode,
  name: z.string().min(1),
  /** Logo family used by the footer: SV3 counts as SPORTS, N2 as LIVE, anything else as RNG. */
  logoType: z.string(),
  logoUrl: z.string().url(),
  categories: z.array(z.object({ gameType: GameType, isHot: z.boolean() })).min(1),
});
export type FeedVendor = z.infer<typeof FeedVendor>;

export const FeedRoom = z.object({
  roomId: z.string(),
  name: z.string(),
  /** The room's name per language, when the partner gives them; else `name` in every language. */
  names: z.object({ PT: z.string().optional(), EN: z.string().optional() }).optional(),
  minBet: GameAmount,
  maxBet: GameAmount,
});

export const FeedGame = z.object({
  gameCode: z.string().min(1).max(64),
  vendor: VendorCode,
  gameType: GameType,
  classify: GameClassify.nullable(),
  name: z.string().min(1).max(120),
  iconUrl: z.string().url(),
  minBet: GameAmount,
  maxBet: GameAmount,
  lines: z.number().int().min(0),
  hot: z.boolean(),
  rtp: z.string().regex(/^\d{2}\.\d{2}$/),
  rooms: z.array(FeedRoom),
  /**
   * Whether the game has a demo (play money) mode. Live tables, sportsbooks and player-versus-player
   * rooms play against real people or real events and have none. A feed without the flag means demo exists.
   */
  demo: z.boolean().default(true),
});
export type FeedGame = z.infer<typeof FeedGame>;

export const VendorsRequest = z.object({ operator: z.string() });
export const VendorsReply = z.object({ vendors: z.array(FeedVendor) });

export const GamesRequest = z.object({
  operator: z.string(),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1).max(5000),
});
export const GamesReply = z.object({
  games: z.array(FeedGame),
  page: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});

export const LaunchRequest = z.object({
  operator: z.string(),
  /** The platform's game session token: every wallet call carries it back. */
  token: z.string().min(16),
  player: z.string(),
  vendor: VendorCode,
  gameCode: z.string(),
  roomId: z.string().nullable(),
  currency: z.string().length(3),
  /** How the operator shows money to the player (symbol, decimals), for the game's own texts. */
  display: z.object({ symbol: z.string().max(8), decimals: z.number().int().min(0).max(8) }).optional(),
  language: z.string(),
  demo: z.boolean(),
  lobbyUrl: z.string(),
});
export const LaunchReply = z.object({ gameUrl: z.string().url() });

/** An error reply of the aggregator's own API (launch or feed refused). */
export const AggregatorErrorReply = z.object({ error: z.string(), message: z.string() });

// ----- Seamless wallet: the aggregator calls the platform -----

export const WalletStatus = z.enum([
  "OK",
  "NOT_ENOUGH_MONEY",
  "INVALID_TOKEN",
  "TOKEN_EXPIRED",
  "INVALID_SIGNATURE",
  "INVALID_GAME",
  "WRONG_CURRENCY",
  "USER_DISABLED",
  "DUPLICATE_TRANSACTION",
  "TRANSACTION_DOES_NOT_EXIST",
  "BET_ALREADY_SETTLED",
  "LIMIT_EXCEEDED",
  "UNKNOWN_ERROR",
]);
export type WalletStatus = z.infer<typeof WalletStatus>;

const WalletBase = z.object({
  token: z.string().min(16).max(200),
  player: z.string().min(1).max(64),
  currency: z.string().length(3),
});

export const WalletBalanceRequest = WalletBase;

const RoundCall = WalletBase.extend({
  /** The aggregator's id of this call: the idempotency key. */
  transactionId: z.string().min(1).max(100),
  roundId: z.string().min(1).max(100),
  vendor: VendorCode,
  gameCode: z.string().min(1).max(64),
});

export const WalletBetRequest = RoundCall.extend({ amount: GameAmount });
export const WalletWinRequest = RoundCall.extend({
  amount: GameAmount,
  /** The bet this win pays. */
  betTransactionId: z.string().min(1).max(100),
  /** True when this win closes the round. */
  roundClosed: z.boolean(),
});
export const WalletRollbackRequest = RoundCall.extend({
  /** The bet to refund. */
  betTransactionId: z.string().min(1).max(100),
});
export const WalletEndRequest = RoundCall;

export type WalletBetRequest = z.infer<typeof WalletBetRequest>;
export type WalletWinRequest = z.infer<typeof WalletWinRequest>;
export type WalletRollbackRequest = z.infer<typeof WalletRollbackRequest>;
export type WalletEndRequest = z.infer<typeof WalletEndRequest>;

export const WalletReply = z.object({
  status: WalletStatus,
  /** Balance after the call (also on NOT_ENOUGH_MONEY); absent when the player is unknown. */
  balance: GameAmount.optional(),
  currency: z.string().optional(),
  transactionId: z.string().optional(),
  /** Whether retrying the same call later may succeed (internal errors, ordering). */
  retry: z.boolean().optional(),
  /** LIMIT_EXCEEDED from a player's limit: which one ("loss.day", "wager.week", "session"...). */
  limit: z.string().optional(),
  /** USER_DISABLED / LIMIT_EXCEEDED: the reason in the player's language, for the game to show. */
  message: z.string().optional(),
});
export type WalletReply = z.infer<typeof WalletReply>;

export const WALLET_CALLS = ["balance", "bet", "win", "rollback", "end"] as const;
export type WalletCall = (typeof WALLET_CALLS)[number];
