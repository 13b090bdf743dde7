import { describe, expect, it } from "vitest";
import { ConfigError, cookiesSecure, loadConfig } from "./config.js";
import { assertProductionReady, productionProblems } from "./production-check.js";

/** A production environment with every secret and partner set to a real-looking value. */
const READY = {
  NODE_ENV: "production",
  PAYMENT_GATEWAY_SECRET: "prod-payments-secret-0123456789",
  AGGREGATOR_SECRET: "prod-aggregator-secret-0123456789",
  SMS_GATEWAY_KEY: "prod-sms-key-0123",
  MAIL_GATEWAY_KEY: "prod-mail-key-0123",
  DEFAULT_MEMBER_PASSWORD: "Xq7-handed-out",
  PAYMENT_GATEWAY_URL: "https://pay.partner.example/api",
  AGGREGATOR_URL: "https://games.partner.example",
  SMS_GATEWAY_URL: "https://sms.partner.example",
  MAIL_GATEWAY_URL: "https://mail.partner.example",
};

const names = (env: Record<string, string>) =>
  productionProblems(loadConfig(env)).map((problem) => problem.split(":")[0]);

describe("production readiness check", () => {
  it("passes a production configuration with real secrets and partners", () => {
    expect(productionProblems(loadConfig(READY))).toEqual([]);
    expect(() => assertProductionReady(loadConfig(READY))).not.toThrow();
  });

  it("names every development default of a bare production environment at once", () => {
    expect(names({ NODE_ENV: "production" }).sort()).toEqual(
      [
        "AGGREGATOR_SECRET",
        "AGGREGATOR_URL",
        "DEFAULT_MEMBER_PASSWORD",
        "MAIL_GATEWAY_KEY",
        "MAIL_GATEWAY_URL",
        "PAYMENT_GATEWAY_SECRET",
        "PAYMENT_GATEWAY_URL",
        "SMS_GATEWAY_KEY",
        "SMS_GATEWAY_URL",
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
