import { createPrivateKey, X509Certificate } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

/** The development values of the Pix provider's settings: the sandbox's (refused in production). */
export const PIX_DEVELOPMENT_DEFAULTS = {
  PIX_API_URL: "https://127.0.0.1:3002",
  PIX_CLIENT_ID: "jogada-sandbox",
  PIX_CLIENT_SECRET: "sandbox-pix-client-secret",
  PIX_KEY: "2f9a1c3e-7b4d-4e8a-9c61-5d0b3a7e4f12",
  PIX_WEBHOOK_TOKEN: "sandbox-pix-webhook-token",
} as const;

/** Every certificate the sandbox's test CA issues names it as its organisation. */
const SANDBOX_CA_ORGANISATION = "Jogada Sandbox Pix CA";

/**
 * The Pix provider (API Pix of the Banco Central, OAuth2 client credentials over mutual TLS).
 * In production Pix is on only when PIX_API_URL is set, and then every other setting must be real.
 */
export const PixEnv = {
  /** Provider code: the house account Pix money comes through and the deposit channels' `provider`. */
  PIX_PROVIDER: z
    .string()
    .regex(/^[A-Z0-9_]{2,32}$/)
    .default("PIX"),
  /** Base URL of the API Pix (default outside production: the sandbox's, https://127.0.0.1:3002). */
  PIX_API_URL: z.string().url().optional(),
  /** The token endpoint (default PIX_API_URL/oauth/token). */
  PIX_OAUTH_URL: z.string().url().optional(),
  PIX_CLIENT_ID: z.string().min(1).default(PIX_DEVELOPMENT_DEFAULTS.PIX_CLIENT_ID),
  PIX_CLIENT_SECRET: z.string().min(16).default(PIX_DEVELOPMENT_DEFAULTS.PIX_CLIENT_SECRET),
  /** PEM files: the provider's CA, our client certificate and its key (default DATA_DIR/sandbox-pix/). */
  PIX_CA_FILE: z.string().optional(),
  PIX_CERT_FILE: z.string().optional(),
  PIX_KEY_FILE: z.string().optional(),
  /** The receiving account's Pix key (chave) the charges name. */
  PIX_KEY: z.string().min(1).max(77).default(PIX_DEVELOPMENT_DEFAULTS.PIX_KEY),
  /** Receiver name and city written into the BR Code (59 and 60). */
  PIX_MERCHANT_NAME: z.string().min(1).default("Jogada Entretenimento"),
  PIX_MERCHANT_CITY: z.string().min(1).default("Sao Paulo"),
  /** Seconds a deposit's charge can be paid (calendario.expiracao). */
  PIX_CHARGE_SECONDS: z.coerce.number().int().min(60).max(86_400).default(900),
  /** The secret path segment of the webhook URL registered with the provider. */
  PIX_WEBHOOK_TOKEN: z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,128}$/)
    .default(PIX_DEVELOPMENT_DEFAULTS.PIX_WEBHOOK_TOKEN),
  /** Milliseconds the provider has to answer one call. */
  PIX_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /** Base of the provider's Pix send calls for payouts (default: PIX_API_URL's origin). */
  PIX_PAYOUT_URL: z.string().url().optional(),
  /**
   * The webhook is accepted only from the provider's client certificate (the Banco Central's
   * webhook rule: mutual TLS). PIX_WEBHOOK_TLS: serve it on a port of its own that asks every
   * client for a certificate of PIX_WEBHOOK_CLIENT_CA_FILE (0: any free port, told to the
   * provider), with our certificate PIX_WEBHOOK_TLS_CERT_FILE / _KEY_FILE (default: the
   * sandbox's, in DATA_DIR/sandbox-pix/).
   */
  PIX_WEBHOOK_TLS: z
    .enum(["true", "false", "1", "0"])
    .transform((value) => value === "true" || value === "1")
    .default(true),
  PIX_WEBHOOK_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  PIX_WEBHOOK_TLS_CERT_FILE: z.string().optional(),
  PIX_WEBHOOK_TLS_KEY_FILE: z.string().optional(),
  PIX_WEBHOOK_CLIENT_CA_FILE: z.string().optional(),
  /** The base URL the provider is told to call (default https://127.0.0.1:<the webhook port>). */
  PIX_WEBHOOK_URL: z.string().url().optional(),
  /**
   * Where TLS ends before Node: the header a proxy puts the client's certificate in (URL-encoded
   * PEM, as nginx's $ssl_client_escaped_cert), believed only from PIX_WEBHOOK_TRUSTED_PROXIES
   * (comma-separated addresses, the connection's own, never X-Forwarded-For).
   */
  PIX_WEBHOOK_CERT_HEADER: z
    .string()
    .regex(/^[a-z0-9-]{1,64}$/i)
    .transform((value) => value.toLowerCase())
    .optional(),
  PIX_WEBHOOK_TRUSTED_PROXIES: z
    .string()
    .default("")
    .transform((value) =>
      value
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean),
    ),
};

export interface PixSettings {
  PIX_PROVIDER: string;
  PIX_API_URL?: string | undefined;
  PIX_OAUTH_URL?: string | undefined;
  PIX_CLIENT_ID: string;
  PIX_CLIENT_SECRET: string;
  PIX_CA_FILE?: string | undefined;
  PIX_CERT_FILE?: string | undefined;
  PIX_KEY_FILE?: string | undefined;
  PIX_KEY: string;
  PIX_MERCHANT_NAME: string;
  PIX_MERCHANT_CITY: string;
  PIX_CHARGE_SECONDS: number;
  PIX_WEBHOOK_TOKEN: string;
  PIX_TIMEOUT_MS: number;
  PIX_PAYOUT_URL?: string | undefined;
  PIX_WEBHOOK_TLS: boolean;
  PIX_WEBHOOK_PORT: number;
  PIX_WEBHOOK_TLS_CERT_FILE?: string | undefined;
  PIX_WEBHOOK_TLS_KEY_FILE?: string | undefined;
  PIX_WEBHOOK_CLIENT_CA_FILE?: string | undefined;
  PIX_WEBHOOK_URL?: string | undefined;
  PIX_WEBHOOK_CERT_HEADER?: string | undefined;
  PIX_WEBHOOK_TRUSTED_PROXIES: string[];
  NODE_ENV: string;
  DATA_DIR: string;
}

/** Where the provider is and which files prove who we are; null when Pix is off (production without PIX_API_URL). */
export function pixConnection(config: PixSettings) {
  const production = config.NODE_ENV === "production";
  if (production && !config.PIX_API_URL) return null;
  const apiUrl = (config.PIX_API_URL ?? PIX_DEVELOPMENT_DEFAULTS.PIX_API_URL).replace(/\/$/, "");
  const dir = path.join(config.DATA_DIR, "sandbox-pix");
  return {
    apiUrl,
    payoutUrl: (config.PIX_PAYOUT_URL ?? new URL(apiUrl).origin).replace(/\/$/, ""),
    oauthUrl: config.PIX_OAUTH_URL ?? `${apiUrl}/oauth/token`,
    caFile: config.PIX_CA_FILE ?? path.join(dir, "ca.pem"),
    certFile: config.PIX_CERT_FILE ?? path.join(dir, "client.pem"),
    keyFile: config.PIX_KEY_FILE ?? path.join(dir, "client-key.pem"),
  };
}

/**
 * How the webhook proves its caller: our mutual-TLS port's files (null when TLS ends at a proxy),
 * the provider's client CA, and the proxies whose certificate header is believed.
 */
export function pixWebhookTls(config: PixSettings) {
  const dir = path.join(config.DATA_DIR, "sandbox-pix");
  return {
    listen: config.PIX_WEBHOOK_TLS
      ? {
          port: config.PIX_WEBHOOK_PORT,
          certFile: config.PIX_WEBHOOK_TLS_CERT_FILE ?? path.join(dir, "webhook-server.pem"),
          keyFile: config.PIX_WEBHOOK_TLS_KEY_FILE ?? path.join(dir, "webhook-server-key.pem"),
        }
      : null,
    clientCaFile: config.PIX_WEBHOOK_CLIENT_CA_FILE ?? path.join(dir, "ca.pem"),
    header: config.PIX_WEBHOOK_CERT_HEADER ?? null,
    trustedProxies: config.PIX_WEBHOOK_TRUSTED_PROXIES,
  };
}

/**
 * What keeps Pix from running in production: development secrets, the sandbox's address, and
 * certificate files that are missing, unreadable, expired, not matching their key or the sandbox's.
 */
export function pixProductionProblems(config: PixSettings): string[] {
  const connection = pixConnection(config);
  if (config.NODE_ENV !== "production" || !connection) return [];
  const problems: string[] = [];
  for (const name of ["PIX_CLIENT_SECRET", "PIX_KEY", "PIX_WEBHOOK_TOKEN"] as const) {
    if (config[name] === PIX_DEVELOPMENT_DEFAULTS[name])
      problems.push(`${name}: still the public development value; set the real one`);
  }
  if (!connection.apiUrl.startsWith("https://"))
    problems.push("PIX_API_URL: the API Pix is reached over https only");
  if (new URL(connection.apiUrl).origin === new URL(PIX_DEVELOPMENT_DEFAULTS.PIX_API_URL).origin)
    problems.push("PIX_API_URL: points at the sandbox; set the provider's address");
  for (const name of ["PIX_CA_FILE", "PIX_CERT_FILE", "PIX_KEY_FILE"] as const)
    if (!config[name]) problems.push(`${name}: unset; give the provider's PEM file`);
  problems.push(...webhookProblems(config));
  if (problems.some((p) => p.endsWith("PEM file"))) return problems;
  try {
    const ca = new X509Certificate(readFileSync(connection.caFile));
    const cert = new X509Certificate(readFileSync(connection.certFile));
    const key = createPrivateKey(readFileSync(connection.keyFile));
    if (!cert.checkPrivateKey(key)) problems.push("PIX_KEY_FILE: is not the key of PIX_CERT_FILE");
    if (new Date(cert.validTo) < new Date()) problems.push(`PIX_CERT_FILE: expired on ${cert.validTo}`);
    if (
      [ca, cert].some(
        (c) => c.subject.includes(SANDBOX_CA_ORGANISATION) || c.issuer.includes(SANDBOX_CA_ORGANISATION),
      )
    )
      problems.push("PIX_CA_FILE / PIX_CERT_FILE: the sandbox's test certificates; set the provider's");
  } catch (error) {
    problems.push(`PIX_CA_FILE / PIX_CERT_FILE / PIX_KEY_FILE: unreadable (${(error as Error).message})`);
  }
  return problems;
}

/** The webhook must name where the provider calls, and accept only the provider's certificate. */
function webhookProblems(config: PixSettings): string[] {
  const problems: string[] = [];
  if (!config.PIX_WEBHOOK_URL?.startsWith("https://"))
    problems.push("PIX_WEBHOOK_URL: the https address the provider calls the webhook at; set it");
  if (config.PIX_WEBHOOK_TLS) {
    for (const name of ["PIX_WEBHOOK_TLS_CERT_FILE", "PIX_WEBHOOK_TLS_KEY_FILE"] as const)
      if (!config[name]) problems.push(`${name}: unset; give our webhook server's PEM file`);
  } else if (!config.PIX_WEBHOOK_CERT_HEADER) {
    problems.push(
      "PIX_WEBHOOK_TLS=false without PIX_WEBHOOK_CERT_HEADER: the webhook would accept no one; set the proxy's header",
    );
  }
  if (!config.PIX_WEBHOOK_CLIENT_CA_FILE)
    problems.push("PIX_WEBHOOK_CLIENT_CA_FILE: unset; give the provider's webhook CA chain PEM file");
  if (config.PIX_WEBHOOK_CERT_HEADER && config.PIX_WEBHOOK_TRUSTED_PROXIES.length === 0)
    problems.push("PIX_WEBHOOK_TRUSTED_PROXIES: the proxies whose certificate header is believed; set them");
  return problems;
}
