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
    oauthUrl: config.PIX_OAUTH_URL ?? `${apiUrl}/oauth/token`,
    caFile: config.PIX_CA_FILE ?? path.join(dir, "ca.pem"),
    certFile: config.PIX_CERT_FILE ?? path.join(dir, "client.pem"),
    keyFile: config.PIX_KEY_FILE ?? path.join(dir, "client-key.pem"),
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
