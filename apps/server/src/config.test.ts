import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.js";

describe("server configuration", () => {
  it("gives the documented defaults for an empty environment", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      NODE_ENV: "development",
      HOST: "0.0.0.0",
      PORT: 3000,
      PUBLIC_URL: "http://localhost:3000",
      EMBEDDED_POSTGRES_PORT: 54329,
      SEED_DEMO: true,
      DATABASE_POOL_SIZE: 20,
      DATABASE_CONNECT_TIMEOUT_SECONDS: 30,
      LOG_LEVEL: "info",
      DEFAULT_MERCHANT: "jogada",
      TRUST_PROXY: false,
      FRAME_ORIGINS: [],
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.REDIS_URL).toBeUndefined();
    expect(config.DATA_DIR).toMatch(/\.data$/);
  });

  it("reads and converts the values given", () => {
    const config = loadConfig({
      PORT: "8080",
      TRUST_PROXY: "1",
      SEED_DEMO: "false",
      DATABASE_URL: "postgresql://u@db:5432/jogada",
      FRAME_ORIGINS: "https://a.example, https://b.example,,",
    });
    expect(config.PORT).toBe(8080);
    expect(config.TRUST_PROXY).toBe(true);
    expect(config.SEED_DEMO).toBe(false);
    expect(config.DATABASE_URL).toBe("postgresql://u@db:5432/jogada");
    expect(config.FRAME_ORIGINS).toEqual(["https://a.example", "https://b.example"]);
  });

  it.each([
    ["PORT", "seventy"],
    ["PORT", "70000"],
    ["DATABASE_URL", "mysql://db/jogada"],
    ["REDIS_URL", "http://cache"],
    ["TRUST_PROXY", "yes"],
    ["LOG_LEVEL", "loud"],
    ["NODE_ENV", "staging"],
    ["PUBLIC_URL", "not a url"],
  ])("refuses %s=%s with a ConfigError naming the variable", (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`\\b${name}:`));
  });

  it("names every bad variable at once", () => {
    try {
      loadConfig({ PORT: "x", DATABASE_POOL_SIZE: "0" });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as Error).message).toContain("PORT:");
      expect((error as Error).message).toContain("DATABASE_POOL_SIZE:");
    }
  });
});
