import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { HUB88_SANDBOX_PRIVATE_KEY, OPERATOR_DEVELOPMENT_PUBLIC_KEY } from "./partners/hub88/keys.js";

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

/** Sandbox partner settings; the server is given the same secrets through its own configuration. */
const EnvSchema = z.object({
  SANDBOX_HOST: z.string().default("127.0.0.1"),
  SANDBOX_PORT: z.coerce.number().int().min(0).max(65535).default(3001),
  /** Where the platform listens, for partner callbacks (payment notifications, seamless wallet). */
  PLATFORM_URL: z.string().url().default("http://127.0.0.1:3000"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** The sandbox's address as browsers see it (game pages, icons); default http://HOST:PORT. */
  SANDBOX_PUBLIC_URL: z.string().url().optional(),
  /** Shared secret of the game aggregator's signed calls (the server's AGGREGATOR_SECRET). */
  AGGREGATOR_SECRET: z.string().min(16).default("sandbox-aggregator-secret-change-me"),
  /**
   * Hub88: its private key (signs Wallet API calls; the server's HUB88_PUBLIC_KEY is its public
   * half), the operator's public key (checks Games API calls and the wallet's answers; the
   * server's HUB88_PRIVATE_KEY), and the operator's wallet address (default PLATFORM_URL/partners/hub88).
   */
  HUB88_PRIVATE_KEY: z.string().min(1).default(HUB88_SANDBOX_PRIVATE_KEY),
  HUB88_OPERATOR_PUBLIC_KEY: z.string().min(1).default(OPERATOR_DEVELOPMENT_PUBLIC_KEY),
  HUB88_WALLET_URL: z.string().url().optional(),
  /** Shared secret of the payment gateway's signed calls (the server's PAYMENT_GATEWAY_SECRET). */
  PAYMENTS_SECRET: z.string().min(16).default("sandbox-payments-secret-change-me"),
  /** API keys the server sends to the SMS gateway and the mail catcher (SMS_GATEWAY_KEY, MAIL_GATEWAY_KEY). */
  SMS_GATEWAY_KEY: z.string().min(8).default("sandbox-sms-key"),
  MAIL_GATEWAY_KEY: z.string().min(8).default("sandbox-mail-key"),
  /**
   * Results feeds: source name = secret, comma separated (the server's RESULTS_FEED_SECRETS).
   * Each source is served under /results-feed/<name>.
   */
  RESULTS_FEED_SECRETS: z
    .string()
    .default("feed-a=sandbox-results-feed-a-secret,feed-b=sandbox-results-feed-b-secret")
    .transform((value, ctx) => {
      const pairs = value
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean)
        .map((s) => s.split("="));
      if (
        pairs.length === 0 ||
        pairs.some((p) => p.length !== 2 || !/^[a-z0-9-]{1,32}$/.test(p[0]!) || p[1]!.length < 16)
      ) {
        ctx.addIssue({
          code: "custom",
          message: "must be name=secret pairs (names a-z 0-9 -, secrets of 16 characters or more)",
        });
        return z.NEVER;
      }
      return Object.fromEntries(pairs) as Record<string, string>;
    }),
  /**
   * The identity providers standing in for Google and Facebook (OpenID Connect, code flow with
   * PKCE): the client id and secret the server is configured with (OAUTH_*_CLIENT_ID / _SECRET).
   */
  IDENTITY_CLIENT_ID: z.string().min(1).default("jogada-sandbox"),
  IDENTITY_CLIENT_SECRET: z.string().min(16).default("sandbox-identity-secret"),
  /** The phone-auth provider (Firebase-style phone verification): the server's API key and project. */
  PHONE_AUTH_API_KEY: z.string().min(8).default("sandbox-phone-auth-key"),
  PHONE_AUTH_PROJECT_ID: z.string().min(1).default("jogada-sandbox"),
  /**
   * The Pix provider's API Pix (mutual TLS) listens on its own port; its test CA, server and
   * client certificates are kept in SANDBOX_PIX_CERT_DIR (made at the first start).
   */
  SANDBOX_PIX_PORT: z.coerce.number().int().min(0).max(65535).default(3002),
  SANDBOX_PIX_CERT_DIR: z.string().default(path.join(REPO_ROOT, ".data/sandbox-pix")),
  /** The OAuth2 client the platform is (its PIX_CLIENT_ID and PIX_CLIENT_SECRET). */
  PIX_CLIENT_ID: z.string().min(1).default("jogada-sandbox"),
  PIX_CLIENT_SECRET: z.string().min(16).default("sandbox-pix-client-secret"),
  /** The receiving account: its Pix key (random key), name and city as payers see them. */
  PIX_RECEIVER_KEY: z.string().min(1).default("2f9a1c3e-7b4d-4e8a-9c61-5d0b3a7e4f12"),
  PIX_RECEIVER_NAME: z.string().min(1).default("Jogada Entretenimento"),
  PIX_RECEIVER_CITY: z.string().min(1).default("Sao Paulo"),
  /** The beacon's BLS secret key (32 bytes hex); the server's BEACON_PUBLIC_KEY is its public key. */
  BEACON_SECRET_KEY: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .default("1b252c24bc3f4b1a8da58a23c0b363d73d5d0e2857444e22b8f49127097aff8d"),
});

export type SandboxConfig = z.infer<typeof EnvSchema>;

export function loadSandboxConfig(env: NodeJS.ProcessEnv = process.env): SandboxConfig {
  // The Pix test CA lives in the server's DATA_DIR (it reads it from DATA_DIR/sandbox-pix), so
  // a stack started with its own DATA_DIR finds the certificates its sandbox made.
  const dataDir = env.DATA_DIR || path.join(REPO_ROOT, ".data");
  const parsed = EnvSchema.safeParse({ SANDBOX_PIX_CERT_DIR: path.join(dataDir, "sandbox-pix"), ...env });
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid sandbox configuration:\n${lines.join("\n")}`);
  }
  return parsed.data;
}
