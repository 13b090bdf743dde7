import { z } from "zod";
import { ok } from "./envelope.js";
import { MoneyString } from "./money.js";

/**
 * The house's own games (vendor BGS, SPEC §2 /bgs), provably fair (REFERENCE.md §8).
 * Amounts are decimal strings in major units; multipliers and targets are decimal strings too
 * ("2.00", "50.50"), never floats.
 */
export const HOUSE_GAME_KINDS = ["slot", "dice", "limbo", "mines", "plinko", "keno", "crash"] as const;
export const HouseGameKind = z.enum(HOUSE_GAME_KINDS);

const Multiplier = z.string().regex(/^\d{1,9}(\.\d{1,4})?$/, "a multiplier such as 2 or 2.50");
const Percent = z.string().regex(/^\d{1,3}\.\d{2}$/);

export const HouseGameInfo = z.object({
  code: z.string(),
  kind: HouseGameKind,
  name: z.string(),
  /** Return to player, percent ("99.00"); for slots the exact figure of the reel strips. */
  rtp: Percent,
  houseEdge: Percent,
  minStake: z.string(),
  maxStake: z.string(),
});
export type HouseGameInfo = z.infer<typeof HouseGameInfo>;

export const HouseGamesReply = ok(
  z.object({
    vendor: z.literal("BGS"),
    currency: z.string(),
    decimals: z.number().int(),
    /** House edge of dice, limbo, mines and crash, in basis points. */
    edgeBps: z.number().int(),
    /** A Mines round left without a move this long is settled by the rule shown to the player. */
    roundTimeoutMinutes: z.number().int(),
    games: z.array(HouseGameInfo),
  }),
);

export const SeedInfo = z.object({
  /** SHA-256 of the server seed in use: the commitment shown before play. */
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** The nonce the next bet will use. */
  nonce: z.number().int(),
});
export type SeedInfo = z.infer<typeof SeedInfo>;
export const SeedReply = ok(SeedInfo);

export const ClientSeedBody = z.object({ clientSeed: z.string() });

export const RevealedSeed = z.object({
  serverSeed: z.string(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** Bets made with this seed used nonces 0 to nonce - 1. */
  nonce: z.number().int(),
});
export const RotateSeedReply = ok(z.object({ previous: RevealedSeed, current: SeedInfo }));

export const RoundStep = z.object({
  at: z.string(),
  action: z.string(),
  detail: z.record(z.string(), z.unknown()),
});

export const RoundStatus = z.enum(["active", "won", "lost", "cancelled"]);

export const HouseRound = z.object({
  roundId: z.string(),
  game: z.string(),
  status: RoundStatus,
  demo: z.boolean(),
  currency: z.string(),
  stake: z.string(),
  win: z.string(),
  /** Win / stake, four decimals. */
  multiplier: Multiplier,
  balanceBefore: z.string(),
  /** Null while the round is still open. */
  balanceAfter: z.string().nullable(),
  params: z.record(z.string(), z.unknown()),
  /** What was drawn (mine tiles only once the round is over). */
  result: z.record(z.string(), z.unknown()),
  steps: z.array(RoundStep),
  fairness: z.object({
    serverSeedHash: z.string(),
    clientSeed: z.string(),
    nonce: z.number().int(),
    /** Revealed once the player rotated the seed; null before. */
    serverSeed: z.string().nullable(),
  }),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});
export type HouseRound = z.infer<typeof HouseRound>;

export const BetReply = ok(z.object({ round: HouseRound, balance: z.string() }));

const Wallet = {
  amount: MoneyString,
  /** Play with play money (trial accounts always do). */
  demo: z.boolean().default(false),
};
/**
 * The games with auto-play: one round per bet, so a run's plays and loss count every round.
 * Mines and crash have no auto-play; a run id sent to them would go uncounted, so they take none.
 */
const AutoWallet = {
  ...Wallet,
  /** An auto-play run (responsible gaming: at most 100 plays and a loss limit). */
  autoRunId: z.string().uuid().optional(),
};

export const DiceBetBody = z.object({
  ...AutoWallet,
  /** "50.50": roll over or under this. */
  target: z.string().regex(/^\d{1,3}(\.\d{1,2})?$/),
  direction: z.enum(["over", "under"]),
});
export const LimboBetBody = z.object({ ...AutoWallet, target: z.string().regex(/^\d{1,9}(\.\d{1,2})?$/) });
export const PlinkoBetBody = z.object({
  ...AutoWallet,
  rows: z.number().int(),
  risk: z.enum(["low", "medium", "high"]),
});
export const KenoBetBody = z.object({
  ...AutoWallet,
  picks: z.array(z.number().int()).max(40),
  risk: z.enum(["classic", "low", "high"]),
});
export const SlotSpinBody = z.object({ ...AutoWallet });
export const SlotParams = z.object({ code: z.string().max(40) });
export const MinesStartBody = z.object({ ...Wallet, mines: z.number().int() });
export const MinesRevealBody = z.object({ roundId: z.string().max(64), tile: z.number().int() });
export const MinesCashoutBody = z.object({ roundId: z.string().max(64) });
/** Query strings carry text: "true" asks for the play-money round. */
export const ActiveRoundQuery = z.object({ demo: z.enum(["true", "false"]).default("false") });
export const ActiveRoundReply = ok(z.object({ round: HouseRound.nullable() }));

export const RoundsQuery = z.object({ game: z.string().max(40) });
export const RoundsReply = ok(z.object({ list: z.array(HouseRound) }));
export const RoundParams = z.object({ roundId: z.string().max(64) });
export const RoundReply = ok(HouseRound);

export const CrashBet = z.object({
  account: z.string(),
  stake: z.string(),
  autoCashout: Multiplier.nullable(),
  cashedOutAt: Multiplier.nullable(),
  win: z.string(),
});
export const CrashHistoryItem = z.object({
  roundNumber: z.number().int(),
  crashPoint: Multiplier,
  /** The round's chain hash: SHA-256 applied roundNumber times gives the terminating hash. */
  hash: z.string(),
  status: z.enum(["crashed", "cancelled"]),
});
export const CrashState = z.object({
  roundNumber: z.number().int(),
  status: z.enum(["betting", "running", "crashed"]),
  /** When betting closes and the round takes off. */
  startsAt: z.string(),
  /** Current multiplier while running; the crash point once crashed. */
  multiplier: Multiplier,
  crashPoint: Multiplier.nullable(),
  hash: z.string().nullable(),
  bets: z.array(CrashBet),
  chain: z.object({ terminatingHash: z.string(), length: z.number().int(), salt: z.string() }),
  history: z.array(CrashHistoryItem),
  serverTime: z.string(),
});
export type CrashState = z.infer<typeof CrashState>;
export const CrashStateReply = ok(CrashState);
export const CrashBetBody = z.object({
  ...Wallet,
  /** Cash out automatically at this multiplier ("2.00"); null for manual. */
  autoCashout: Multiplier.nullable().default(null),
});
export const CrashCashoutBody = z.object({});

/** The crash rounds' WebSocket (not a call: the server pushes state and ticks). */
export const CRASH_SOCKET_PATH = "/ws/crash";

/** Messages on /ws/crash. The tab may send a hello with its session token to bet from the socket. */
export const CrashClientMessage = z.discriminatedUnion("type", [
  z.object({ type: z.literal("hello"), token: z.string().max(200), merchant: z.string().max(64).optional() }),
  z.object({
    type: z.literal("bet"),
    key: z.string().uuid(),
    amount: MoneyString,
    autoCashout: Multiplier.nullable(),
    demo: z.boolean(),
  }),
  z.object({ type: z.literal("cashout") }),
]);
export type CrashClientMessage = z.infer<typeof CrashClientMessage>;

export type CrashServerMessage =
  | { type: "state"; state: CrashState }
  | { type: "tick"; roundNumber: number; multiplier: string; elapsedMs: number }
  | { type: "ready"; member: boolean }
  | { type: "accepted"; action: "bet" | "cashout"; round: HouseRound; balance: string }
  | { type: "error"; errorCode: string; message: string };
