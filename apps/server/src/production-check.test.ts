import { generateKeyPairSync } from "node:crypto";
import { describe, expect, it } from "vitest";
import { ConfigError, cookiesSecure, DEVELOPMENT_DEFAULTS, loadConfig } from "./config.js";
import { HUB88_DEVELOPMENT_PUBLIC_KEY } from "./hub88-development-keys.js";
import { assertProductionReady, productionProblems } from "./production-check.js";

/** A production environment with every secret and partner set to a real-looking value. */
const READY = {
  NODE_ENV: "production",
  PAYMENT_GATEWAY_SECRET: "prod-payments-secret-0123456789",
  AGGREGATOR_SECRET: "prod-aggregator-secret-0123456789",
  SMS_GATEWAY_KEY: "prod-sms-key-0123",
  MAIL_GATEWAY_KEY: "prod-mail-key-0123",
  DEFAULT_MEMBER_PASSWORD: "Xq7-handed-out",
  AUDIT_ANCHOR_KEY: "prod-audit-anchor-key-0123456789",
  PAYMENT_GATEWAY_URL: "https://pay.partner.example/api",
  AGGREGATOR_URL: "https://games.partner.example",
  SMS_GATEWAY_URL: "https://sms.partner.example",
  MAIL_GATEWAY_URL: "https://mail.partner.example",
  RESULTS_FEEDS: "xoso=https://results.partner.example/v1,kqxs=https://feed.other.example",
  RESULTS_FEED_SECRETS: "xoso=prod-xoso-secret-0123456789,kqxs=prod-kqxs-secret-0123456789",
  BEACON_URL: "https://drand.partner.example",
  BEACON_CHAIN_HASH: "52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971",
  BEACON_PUBLIC_KEY:
    "83cf0f2896adee7eb8b5f01fcad3912212c437e0073e911fb90022d3e760183c8c4b450b6a0a6c3ac6a5776a2d1064510d1fec758c921cc22b0e17e63aaf4bcb5ed66304de9cf809bd274ca73bab4af5a6e9c76a4bc09e76eae8991ef5ece45a",
};

const names = (env: Record<string, string>) =>
  productionProblems(loadConfig(env)).map((problem) => problem.split(":")[0]);

describe("production readiness check", () => {
  it("refuses Hub88 on the sandbox's keys or address once it is on, and takes real ones", () => {
    const on = { ...READY, HUB88_ENABLED: "true" };
    expect(names(on).sort()).toEqual(["HUB88_PRIVATE_KEY", "HUB88_PUBLIC_KEY", "HUB88_URL"]);
    const keys = generateKeyPairSync("rsa", { modulusLength: 2048 });
    const partner = generateKeyPairSync("rsa", { modulusLength: 2048 });
    const real = {
      ...on,
      HUB88_URL: "https://api.hub88.example",
      HUB88_PRIVATE_KEY: keys.privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
      HUB88_PUBLIC_KEY: partner.publicKey.export({ type: "spki", format: "pem" }).toString(),
    };
    expect(productionProblems(loadConfig(real))).toEqual([]);
    expect(names({ ...real, HUB88_PUBLIC_KEY_PREVIOUS: HUB88_DEVELOPMENT_PUBLIC_KEY })).toEqual([
      "HUB88_PUBLIC_KEY",
    ]);
    expect(() => loadConfig({ ...real, HUB88_PRIVATE_KEY: "-----BEGIN PRIVATE KEY-----\nnope" })).toThrow(
      /HUB88_PRIVATE_KEY: not a readable private key/,
    );
  });

  it("passes a production configuration with real secrets and partners", () => {
    expect(productionProblems(loadConfig(READY))).toEqual([]);
    expect(() => assertProductionReady(loadConfig(READY))).not.toThrow();
  });

  it("names every development default of a bare production environment at once", () => {
    expect(names({ NODE_ENV: "production" }).sort()).toEqual(
      [
        "AGGREGATOR_SECRET",
        "AGGREGATOR_URL",
        "AUDIT_ANCHOR_KEY",
        "DEFAULT_MEMBER_PASSWORD",
        "MAIL_GATEWAY_KEY",
        "MAIL_GATEWAY_URL",
        "PAYMENT_GATEWAY_SECRET",
        "PAYMENT_GATEWAY_URL",
        "SMS_GATEWAY_KEY",
        "SMS_GATEWAY_URL",
        "RESULTS_FEED_SECRETS",
        "RESULTS_FEED_SECRETS",
        "RESULTS_FEEDS",
        "BEACON_URL",
        "BEACON_CHAIN_HASH",
        "BEACON_PUBLIC_KEY",
      ].sort(),
    );
    expect(() => assertProductionReady(loadConfig({ NODE_ENV: "production" }))).toThrow(ConfigError);
  });

  it.each([
    ["PAYMENT_GATEWAY_SECRET", "sandbox-payments-secret-change-me"],
    ["AGGREGATOR_SECRET", "sandbox-aggregator-secret-change-me"],
    ["SMS_GATEWAY_KEY", "sandbox-sms-key"],
    ["MAIL_GATEWAY_KEY", "sandbox-mail-key"],
    ["DEFAULT_MEMBER_PASSWORD", "jogada123"],
    ["PAYMENT_GATEWAY_URL", "http://127.0.0.1:3001/payments"],
    ["AGGREGATOR_URL", "http://127.0.0.1:3001/aggregator"],
    ["SEED_DEMO", "true"],
    ["BOT_CHECK_DISABLED", "1"],
    ["PASSWORD_HASH_COST", "test"],
    [
      "RESULTS_FEEDS",
      "xoso=https://results.partner.example/v1,kqxs=http://127.0.0.1:3001/results-feed/feed-b",
    ],
    ["RESULTS_FEED_SECRETS", "xoso=prod-xoso-secret-0123456789,kqxs=sandbox-results-feed-b-secret"],
    ["RESULTS_REQUIRED_AGREEMENT", "1"],
    ["BEACON_URL", "http://127.0.0.1:3001/beacon"],
    ["BEACON_PUBLIC_KEY", DEVELOPMENT_DEFAULTS.BEACON_PUBLIC_KEY],
  ])("refuses %s=%s in production", (name, value) => {
    expect(names({ ...READY, [name]: value })).toEqual([name]);
  });

  it("refuses a partner on the configured sandbox's address", () => {
    const env = {
      ...READY,
      SANDBOX_URL: "http://sandbox.internal:9000",
      SMS_GATEWAY_URL: "http://sandbox.internal:9000/sms",
    };
    expect(names(env)).toEqual(["SMS_GATEWAY_URL"]);
  });

  it("leaves development and test alone, defaults included", () => {
    expect(productionProblems(loadConfig({}))).toEqual([]);
    expect(productionProblems(loadConfig({ NODE_ENV: "test", SEED_DEMO: "true" }))).toEqual([]);
  });

  it("seeds the demo and opens the docs by default outside production only", () => {
    expect(loadConfig({})).toMatchObject({ SEED_DEMO: true, API_DOCS_PUBLIC: true });
    expect(loadConfig(READY)).toMatchObject({ SEED_DEMO: false, API_DOCS_PUBLIC: false });
    expect(loadConfig({ ...READY, API_DOCS_PUBLIC: "true" }).API_DOCS_PUBLIC).toBe(true);
  });

  it("makes cookies Secure in production even behind an http PUBLIC_URL", () => {
    expect(cookiesSecure(loadConfig(READY))).toBe(true);
    expect(cookiesSecure(loadConfig({}))).toBe(false);
    expect(cookiesSecure(loadConfig({ PUBLIC_URL: "https://jogada.example" }))).toBe(true);
  });
});
