import type { KeyObject } from "node:crypto";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { HUB88_DEVELOPMENT_OPERATOR_KEY, HUB88_DEVELOPMENT_PUBLIC_KEY } from "./hub88-development-keys.js";
import { PixEnv } from "./pix-config.js";
import { type LogFormat, logFormatOf } from "./platform/log-options.js";
import { readRsaKey } from "./platform/rsa-signing.js";

const here = path.dirname(fileURLToPath(import.meta.url));
export const REPO_ROOT = path.resolve(here, "../../..");

const bool = z.enum(["true", "false", "1", "0"]).transform((value) => value === "true" || value === "1");

/** The development values of every secret and partner setting (refused in production). */
export const DEVELOPMENT_DEFAULTS = {
  SANDBOX_URL: "http://127.0.0.1:3001",
  DEFAULT_MEMBER_PASSWORD: "jogada123",
  SMS_GATEWAY_KEY: "sandbox-sms-key",
  MAIL_GATEWAY_KEY: "sandbox-mail-key",
  AGGREGATOR_SECRET: "sandbox-aggregator-secret-change-me",
  PAYMENT_GATEWAY_SECRET: "sandbox-payments-secret-change-me",
  RESULTS_FEED_SECRETS: "feed-a=sandbox-results-feed-a-secret,feed-b=sandbox-results-feed-b-secret",
  /** The sandbox beacon's chain (its key pair is the sandbox's BEACON_SECRET_KEY). */
  BEACON_CHAIN_HASH: "6b48ea2cfcae5ac243907181cc8eb4591c4a0ec62b673c2776b97d5cb11fb164",
  /** The bearer token of GET /metrics on the player port in development (none in production). */
  METRICS_TOKEN: "development-metrics-token-change-me",
  /** Signs the audit chain's anchor (platform/audit-anchor.ts). */
  AUDIT_ANCHOR_KEY: "development-audit-anchor-key-change-me",
  BEACON_PUBLIC_KEY:
    "ab2cea346ef639510efff15e8894630805f1b650a03aa4cece670ab48d9e63d265951c287f63d01e0bd24fb025934cdb13a3bcfc9f05f9d6d6f03c421ea695c6042b6b1fd29e2a0cb1ac22dea1feac1128052a88e51a9c22cc404156b8a77309",
} as const;

/** "name=value,name=value" into a record; names are lower-case words (source names). */
function namedList(check: (value: string) => boolean, what: string) {
  return z.string().transform((value, ctx) => {
    const pairs = value
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean)
      .map((s) => [s.slice(0, s.indexOf("=")), s.slice(s.indexOf("=") + 1)] as const);
    const bad = pairs.find(([name, v]) => !/^[a-z0-9-]{1,32}$/.test(name) || !check(v));
    if (pairs.length === 0 || bad || new Set(pairs.map(([n]) => n)).size !== pairs.length) {
      ctx.addIssue({
        code: "custom",
        message: `must be name=${what} pairs, comma separated, each name once`,
      });
      return z.NEVER;
    }
    return Object.fromEntries(pairs) as Record<string, string>;
  });
}
const isUrl = (v: string) => z.string().url().safeParse(v).success;

/** Every setting the server reads, validated once at start (README lists them). */
const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().default("0.0.0.0"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.string().url().default("http://localhost:3000"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// URL")
    .optional(),
  /** Where the embedded PostgreSQL keeps its data when DATABASE_URL is not set. */
  DATA_DIR: z.string().default(path.join(REPO_ROOT, ".data")),
  EMBEDDED_POSTGRES_PORT: z.coerce.number().int().min(1024).max(65535).default(54329),
  /** Insert the demo brand and its content when missing (default: on, except in production). */
  SEED_DEMO: bool.optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
  DATABASE_CONNECT_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, "must be a redis:// URL")
    .optional(),
  /**
   * On SIGTERM: seconds the instance keeps serving while answering /ready with 503, so a load
   * balancer takes it out before it stops accepting connections.
   */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(0).max(300).default(5),
  /** After the grace period: how long finishing requests and handing work over may take before exit 1. */
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().min(1).max(600).default(20),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** The server's own events as JSON lines or `[server]` text (default: JSON in production). */
  LOG_FORMAT: z.enum(["json", "text"]).optional(),
  /** A request line for every seamless wallet call, not only the failing ones. */
  LOG_WALLET_CALLS: bool.default(false),
  DEFAULT_MERCHANT: z.string().default("jogada"),
  TRUST_PROXY: bool.default(false),
  WEB_DIST: z.string().default(path.join(REPO_ROOT, "apps/web/dist")),
  SANDBOX_URL: z.string().url().default(DEVELOPMENT_DEFAULTS.SANDBOX_URL),
  /** Sessions: idle expiry moves with use, absolute expiry never does. */
  /** A staff session ends after this many minutes without a call. */
  OPS_IDLE_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  /** Manual adjustments above this amount (major units, either sign) wait for a second staff member. */
  OPS_FOUR_EYES_ABOVE: z.coerce.number().min(0).default(1000),
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).max(43_200).default(120),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().int().min(1).max(8760).default(24),
  /** The password operators hand out ({secret} of SPEC §9): logging in with it forces a change. */
  DEFAULT_MEMBER_PASSWORD: z.string().min(6).default(DEVELOPMENT_DEFAULTS.DEFAULT_MEMBER_PASSWORD),
  /** Age after which a password is expired (forced change only with PWDEXPFORCECHANGE3). */
  PASSWORD_MAX_AGE_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  /** Failed logins on one account before a lockout (the captcha rule is the brand's loginCaptcha). */
  LOGIN_LOCK_AFTER: z.coerce.number().int().min(2).max(1000).default(10),
  LOGIN_LOCK_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  /** Failed logins from one IP (any accounts) before a lockout of that IP. */
  LOGIN_IP_LOCK_AFTER: z.coerce.number().int().min(2).max(10_000).default(30),
  /** Wrong payment passwords (or old passwords on a change) in a row before that check locks, and for how long. */
  SECRET_LOCK_AFTER: z.coerce.number().int().min(1).max(100).default(5),
  SECRET_LOCK_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  /**
   * Request rate limits (platform/rate-limit.ts): calls per player and per IP in each window.
   * Bets per 10 s, money calls per minute, login/registration/captcha/SMS per minute and IP,
   * other public calls per minute and IP, other logged-in calls per minute and player, signed
   * partner calls (/api/) per 10 s and IP.
   */
  RATE_LIMIT_BET_PER_MEMBER: z.coerce.number().int().min(1).default(50),
  RATE_LIMIT_BET_PER_IP: z.coerce.number().int().min(1).default(200),
  RATE_LIMIT_MONEY_PER_MEMBER: z.coerce.number().int().min(1).default(20),
  RATE_LIMIT_MONEY_PER_IP: z.coerce.number().int().min(1).default(60),
  RATE_LIMIT_LOGIN_PER_IP: z.coerce.number().int().min(1).default(60),
  RATE_LIMIT_PUBLIC_PER_IP: z.coerce.number().int().min(1).default(600),
  RATE_LIMIT_CALLS_PER_MEMBER: z.coerce.number().int().min(1).default(600),
  RATE_LIMIT_PARTNER_PER_IP: z.coerce.number().int().min(1).default(20_000),
  /** SMS codes: lifetime, wrong tries allowed, daily caps per number and per IP. */
  SMS_CODE_MINUTES: z.coerce.number().int().min(1).max(60).default(5),
  SMS_CODE_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(5),
  SMS_DAILY_LIMIT_PER_NUMBER: z.coerce.number().int().min(1).max(1000).default(10),
  SMS_DAILY_LIMIT_PER_IP: z.coerce.number().int().min(1).max(10_000).default(30),
  /** SMS gateway (the sandbox in development): base URL and the key it expects. */
  SMS_GATEWAY_URL: z.string().url().optional(),
  SMS_GATEWAY_KEY: z.string().min(8).default(DEVELOPMENT_DEFAULTS.SMS_GATEWAY_KEY),
  /** Mail relay (the sandbox mail catcher in development). */
  MAIL_GATEWAY_URL: z.string().url().optional(),
  MAIL_GATEWAY_KEY: z.string().min(8).default(DEVELOPMENT_DEFAULTS.MAIL_GATEWAY_KEY),
  MAIL_FROM: z.string().default("Jogada <no-reply@jogada.local>"),
  /** Proof-of-work bot check: the HMAC key of the challenges and their difficulty. */
  BOT_CHECK_HMAC_KEY: z.string().min(16).optional(),
  BOT_CHECK_MAX_NUMBER: z.coerce.number().int().min(10).max(10_000_000).default(50_000),
  /**
   * The cost of new password hashes: "standard" is argon2id at the library's defaults; "test" a
   * cheap one for test suites that make thousands of accounts (refused in production).
   */
  PASSWORD_HASH_COST: z.enum(["standard", "test"]).default("standard"),
  /** Turns the bot check off (only for load tests and API clients in development). */
  BOT_CHECK_DISABLED: bool.default(false),
  /** Game aggregator: base URL (default: the partners' address + /aggregator), shared secret, our operator id. */
  AGGREGATOR_URL: z.string().url().optional(),
  AGGREGATOR_SECRET: z.string().min(16).default(DEVELOPMENT_DEFAULTS.AGGREGATOR_SECRET),
  AGGREGATOR_OPERATOR: z.string().min(1).default("jogada"),
  /**
   * Hub88 (its Operator API) beside the aggregator: on or off; its Games API address (default
   * SANDBOX_URL/hub88); our operator id there; Hub88's public key (PEM text or file) that its
   * Wallet API calls are verified with, and the one it used before a rotation (accepted too while
   * set); our private key that signs our answers and Games API calls.
   */
  HUB88_ENABLED: bool.default(false),
  HUB88_URL: z.string().url().optional(),
  HUB88_OPERATOR_ID: z.coerce.number().int().min(1).default(1),
  HUB88_SUB_PARTNER_ID: z.string().min(1).max(64).optional(),
  HUB88_PUBLIC_KEY: z.string().min(1).default(HUB88_DEVELOPMENT_PUBLIC_KEY),
  HUB88_PUBLIC_KEY_PREVIOUS: z.string().min(1).optional(),
  HUB88_PRIVATE_KEY: z.string().min(1).default(HUB88_DEVELOPMENT_OPERATOR_KEY),
  /** How often the game catalogue is pulled from the aggregator (also at start); 0 turns it off. */
  GAMES_SYNC_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(3600),
  /** Lifetime of the game token handed to the aggregator at launch (bets refused after it). */
  GAME_SESSION_MINUTES: z.coerce.number().int().min(1).max(1440).default(240),
  /** Play money put in a demo wallet that runs dry. */
  GAME_DEMO_CREDIT: z
    .string()
    .regex(/^\d{1,12}(\.\d{1,4})?$/)
    .default("2000.00"),
  /** Payment gateway: base URL (default SANDBOX_URL/payments) and the shared secret of its signatures. */
  PAYMENT_GATEWAY_URL: z.string().url().optional(),
  PAYMENT_GATEWAY_SECRET: z.string().min(16).default(DEVELOPMENT_DEFAULTS.PAYMENT_GATEWAY_SECRET),
  /**
   * Lottery results feeds (VN and SEA results): source name = base URL (default: feed-a and feed-b
   * of the sandbox, SANDBOX_URL/results-feed/<name>) and source name = the secret its replies are
   * signed with. RESULTS_REQUIRED_AGREEMENT sources must publish the same sheet before a draw is
   * resulted.
   */
  RESULTS_FEEDS: namedList(isUrl, "url").optional(),
  RESULTS_FEED_SECRETS: namedList((v) => v.length >= 16, "secret of 16 characters or more").prefault(
    DEVELOPMENT_DEFAULTS.RESULTS_FEED_SECRETS,
  ),
  RESULTS_REQUIRED_AGREEMENT: z.coerce.number().int().min(1).max(10).default(2),
  RESULTS_FEED_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  /** Seconds between reads of the feeds for draws past their draw time. */
  RESULTS_JOB_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  /** Past the draw time by this much without an agreed result: an operator alert (late or missing). */
  RESULTS_LATE_MINUTES: z.coerce.number().int().min(1).max(10_080).default(30),
  /** Past the draw time by this much without an agreed result: the draw is voided and refunded. */
  RESULTS_VOID_AFTER_HOURS: z.coerce.number().min(0.01).max(2160).default(48),
  /** Resulted draws are read again for corrections for this long after their draw time. */
  RESULTS_CORRECTION_HOURS: z.coerce.number().min(0).max(720).default(24),
  /**
   * drand beacon of the fast draws: base URL (default SANDBOX_URL/beacon; production the drand
   * HTTP API), the chain hash and its public key (quicknet in production), rounds verified with it.
   */
  BEACON_URL: z.string().url().optional(),
  BEACON_CHAIN_HASH: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .default(DEVELOPMENT_DEFAULTS.BEACON_CHAIN_HASH),
  BEACON_PUBLIC_KEY: z
    .string()
    .regex(/^[0-9a-f]{192}$/, "must be a compressed G2 point, 96 bytes of hex")
    .default(DEVELOPMENT_DEFAULTS.BEACON_PUBLIC_KEY),
  BEACON_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3000),
  /** Seconds between runs of the fast draws' close and derivation job (the beacon's period is 3 s). */
  FAST_DRAW_JOB_SECONDS: z.coerce.number().int().min(0).max(600).default(3),
  /** A fast draw whose beacon round is not verified this long after close is voided and refunded. */
  FAST_DRAW_VOID_AFTER_MINUTES: z.coerce.number().int().min(1).max(10_080).default(30),
  /** Chat room: lines a player may write per window of seconds (every instance counts together). */
  CHAT_LINES_PER_WINDOW: z.coerce.number().int().min(1).max(1000).default(5),
  CHAT_WINDOW_SECONDS: z.coerce.number().int().min(1).max(3600).default(10),
  /**
   * Google and Facebook sign-in (OpenID Connect, code flow with PKCE): issuer, client id and secret.
   * Outside production they default to the sandbox's identity provider (SANDBOX_URL/identity/<name>).
   */
  OAUTH_GOOGLE_ISSUER: z.string().url().optional(),
  OAUTH_GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  OAUTH_GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  OAUTH_FACEBOOK_ISSUER: z.string().url().optional(),
  OAUTH_FACEBOOK_CLIENT_ID: z.string().min(1).optional(),
  OAUTH_FACEBOOK_CLIENT_SECRET: z.string().min(1).optional(),
  /**
   * The phone-auth provider (Firebase Identity Toolkit's REST calls): base URL, API key and project
   * id (the ID tokens' audience). Outside production they default to the sandbox's (SANDBOX_URL/phone-auth).
   */
  PHONE_AUTH_URL: z.string().url().optional(),
  PHONE_AUTH_API_KEY: z.string().min(8).optional(),
  PHONE_AUTH_PROJECT_ID: z.string().min(1).optional(),
  /** The ID tokens' issuer and signing keys (Firebase: securetoken.google.com/<project>, its JWKS). */
  PHONE_AUTH_ISSUER: z.string().url().optional(),
  PHONE_AUTH_JWKS_URL: z.string().url().optional(),
  /** Seconds between runs of the cashier's jobs (payout retries, automatic receipt). */
  CASHIER_JOB_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** Extra origins the site may frame (game launch hosts). */
  FRAME_ORIGINS: z
    .string()
    .default("")
    .transform((value) =>
      value
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  /** House games (BGS): house edge of dice, limbo, mines and crash in basis points (100 = 1%). */
  BGS_HOUSE_EDGE_BPS: z.coerce.number().int().min(0).max(1000).default(100),
  /** Stake limits of every house game, major units of the brand currency. */
  BGS_MIN_STAKE: z
    .string()
    .regex(/^\d{1,9}(\.\d{1,4})?$/)
    .default("0.10"),
  BGS_MAX_STAKE: z
    .string()
    .regex(/^\d{1,9}(\.\d{1,4})?$/)
    .default("1000.00"),
  /** An unfinished Mines round idle this long is cashed out at its current multiplier. */
  BGS_ROUND_TIMEOUT_MINUTES: z.coerce.number().int().min(1).max(43_200).default(1440),
  /** Lotteries: stake limits per bet line and the liability per number per draw (major units), per brand unless lottery_limits says otherwise. */
  LOTTERY_MIN_STAKE: z
    .string()
    .regex(/^\d{1,9}(\.\d{1,4})?$/)
    .default("1.00"),
  LOTTERY_MAX_STAKE: z
    .string()
    .regex(/^\d{1,9}(\.\d{1,4})?$/)
    .default("10000.00"),
  LOTTERY_MAX_LIABILITY: z
    .string()
    .regex(/^\d{1,12}(\.\d{1,4})?$/)
    .default("2000000.00"),
  /** The highest return an odds table entry may have (0.995 = 99.5%). */
  LOTTERY_MAX_RTP: z.coerce.number().gt(0).max(1).default(0.995),
  /** Prize group of the fast games: every bet returns series / 2000. */
  LOTTERY_SERIES: z.coerce.number().int().min(1700).max(1980).default(1960),
  /** Draws created ahead: fast games this many minutes, the others this many days. */
  LOTTERY_FAST_AHEAD_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
  LOTTERY_AHEAD_DAYS: z.coerce.number().int().min(1).max(60).default(8),
  /** Seconds between runs of the lottery jobs (draw creation and closing, settlement, chases). */
  LOTTERY_JOB_SECONDS: z.coerce.number().int().min(1).max(3600).default(5),
  /**
   * Seconds between runs of the promotions jobs: settled bets into wagering, cashback and raffle
   * figures, bonus conversion and expiry, period rewards, raffle draws.
   */
  PROMOTIONS_JOB_SECONDS: z.coerce.number().int().min(1).max(3600).default(3),
  /** Tickets settled or refunded per transaction. */
  LOTTERY_SETTLE_BATCH: z.coerce.number().int().min(1).max(100_000).default(2000),
  /** Shared crash rounds: on (false in tests that drive rounds by hand), betting and pause times. */
  CRASH_ENABLED: bool.default(true),
  CRASH_BETTING_SECONDS: z.coerce.number().min(1).max(120).default(7),
  CRASH_PAUSE_SECONDS: z.coerce.number().min(0).max(60).default(3),
  CRASH_CHAIN_LENGTH: z.coerce.number().int().min(10).max(10_000_000).default(100_000),
  /**
   * Salt of the crash chain: a public value unknown when the chain's terminating hash was
   * published (e.g. the hash of a future Bitcoin block announced with it). Unset: a random salt
   * is fixed and published when the chain's first round opens.
   */
  CRASH_SALT: z
    .string()
    .regex(/^[\w.:-]{8,128}$/)
    .optional(),
  /**
   * Metrics (Prometheus text format): on or off (off: no counting and no endpoint); the bearer
   * token GET /metrics asks for on the player port (unset in production: no endpoint there); a
   * separate port serving them without a token, bound to METRICS_HOST.
   */
  METRICS_ENABLED: bool.default(true),
  METRICS_TOKEN: z
    .string()
    .min(32, "must be at least 32 characters")
    .regex(/^[\x21-\x7e]+$/, "must be printable ASCII without spaces")
    .optional(),
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  METRICS_HOST: z.string().min(1).default("127.0.0.1"),
  /** Seconds between periodic checks of every ledger invariant (ledger.verify); 0 turns it off. */
  /** The audit chain's end, signed, kept in a file per database under this directory (default DATA_DIR/audit-anchors). */
  AUDIT_ANCHOR_KEY: z.string().min(16).default(DEVELOPMENT_DEFAULTS.AUDIT_ANCHOR_KEY),
  AUDIT_ANCHOR_DIR: z.string().optional(),
  AUDIT_ANCHOR_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  LEDGER_VERIFY_SECONDS: z.coerce.number().int().min(0).max(604_800).default(3600),
  ...PixEnv,
  /** Serve /docs and its JSON to anyone (default: yes, except in production: operators only). */
  API_DOCS_PUBLIC: bool.optional(),
});

type ParsedEnv = z.infer<typeof EnvSchema>;
export type Config = Omit<ParsedEnv, "SEED_DEMO" | "API_DOCS_PUBLIC" | "LOG_FORMAT" | "AUDIT_ANCHOR_DIR"> & {
  SEED_DEMO: boolean;
  AUDIT_ANCHOR_DIR: string;
  API_DOCS_PUBLIC: boolean;
  LOG_FORMAT: LogFormat;
  /** The Hub88 keys, read and checked at start: Hub88's (newest first) and ours. */
  HUB88_KEYS: { partner: KeyObject[]; operator: KeyObject };
};

/** Reads the Hub88 keys once, naming the variable of a bad one. */
function hub88Keys(env: ParsedEnv): Config["HUB88_KEYS"] {
  const read = (
    name: "HUB88_PUBLIC_KEY" | "HUB88_PUBLIC_KEY_PREVIOUS" | "HUB88_PRIVATE_KEY",
    kind: "public" | "private",
  ) => {
    try {
      return readRsaKey(env[name] as string, kind);
    } catch (error) {
      throw new ConfigError(`Invalid configuration:\n  ${name}: ${(error as Error).message}`);
    }
  };
  const partner = [read("HUB88_PUBLIC_KEY", "public")];
  if (env.HUB88_PUBLIC_KEY_PREVIOUS) partner.push(read("HUB88_PUBLIC_KEY_PREVIOUS", "public"));
  return { partner, operator: read("HUB88_PRIVATE_KEY", "private") };
}

export class ConfigError extends Error {}

/** Cookies carry `Secure` in production (behind TLS termination PUBLIC_URL may still say http). */
export function cookiesSecure(config: Pick<Config, "NODE_ENV" | "PUBLIC_URL">): boolean {
  return config.NODE_ENV === "production" || config.PUBLIC_URL.startsWith("https://");
}

/** Reads the environment once; throws a readable ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const production = parsed.data.NODE_ENV === "production";
  const feeds = Object.keys(parsed.data.RESULTS_FEEDS ?? parsed.data.RESULTS_FEED_SECRETS);
  const unsigned = feeds.filter((name) => !(name in parsed.data.RESULTS_FEED_SECRETS));
  if (unsigned.length > 0)
    throw new ConfigError(
      `Invalid configuration:\n  RESULTS_FEED_SECRETS: no secret for ${unsigned.join(", ")}`,
    );
  if (parsed.data.RESULTS_REQUIRED_AGREEMENT > feeds.length)
    throw new ConfigError(
      `Invalid configuration:\n  RESULTS_REQUIRED_AGREEMENT: ${parsed.data.RESULTS_REQUIRED_AGREEMENT} sources must agree but ${feeds.length} are configured`,
    );
  return {
    ...parsed.data,
    SEED_DEMO: parsed.data.SEED_DEMO ?? !production,
    API_DOCS_PUBLIC: parsed.data.API_DOCS_PUBLIC ?? !production,
    LOG_FORMAT: logFormatOf(parsed.data),
    AUDIT_ANCHOR_DIR: parsed.data.AUDIT_ANCHOR_DIR ?? path.join(parsed.data.DATA_DIR, "audit-anchors"),
    HUB88_KEYS: hub88Keys(parsed.data),
    METRICS_TOKEN: parsed.data.METRICS_TOKEN ?? (production ? undefined : DEVELOPMENT_DEFAULTS.METRICS_TOKEN),
  };
}
