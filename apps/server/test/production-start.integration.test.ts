import { spawn } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../src/config.js";
import { staffLogin } from "./staff.js";

/** Runs the real server entry point and collects how it ended. */
function startServer(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  const tsx = path.join(REPO_ROOT, "node_modules/.bin/tsx");
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(tsx, ["apps/server/src/main.ts"], {
    cwd: REPO_ROOT,
    env: { ...inherited, PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "silent", ...env },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk) => {
    stderr += chunk;
  });
  return new Promise((resolve) => child.on("exit", (code) => resolve({ code, stderr })));
}

describe("starting the server with NODE_ENV=production", () => {
  it("refuses the development defaults, naming each setting in one message", async () => {
    const { code, stderr } = await startServer({ NODE_ENV: "production" });
    expect(code).toBe(78); // a refused configuration: the launcher (scripts/stack) does not restart it
    expect(stderr).toContain("NODE_ENV=production");
    for (const name of [
      "PAYMENT_GATEWAY_SECRET",
      "AGGREGATOR_SECRET",
      "SMS_GATEWAY_KEY",
      "MAIL_GATEWAY_KEY",
      "DEFAULT_MEMBER_PASSWORD",
      "AUDIT_ANCHOR_KEY",
      "PAYMENT_GATEWAY_URL",
      "AGGREGATOR_URL",
      "SMS_GATEWAY_URL",
      "MAIL_GATEWAY_URL",
      "RESULTS_FEEDS",
      "RESULTS_FEED_SECRETS",
      "BEACON_URL",
      "BEACON_PUBLIC_KEY",
    ]) {
      expect(stderr).toContain(`${name}:`);
    }
  });

  it("refuses demo seeding switched on explicitly", async () => {
    const { code, stderr } = await startServer({ NODE_ENV: "production", SEED_DEMO: "true" });
    expect(code).not.toBe(0);
    expect(stderr).toContain("SEED_DEMO:");
  });
});

describe("API docs outside a public setting", () => {
  it("answer only an operator session unless API_DOCS_PUBLIC is on", async () => {
    const { createTestApp } = await import("./test-app.js");
    const t = await createTestApp({ API_DOCS_PUBLIC: "false" });
    try {
      const staffBody = await staffLogin(t.pool, "ops.docs", "operator-password-1");
      const login = await t.app.inject({
        method: "POST",
        url: "/ops/session/login",
        payload: staffBody,
      });
      const token: string = login.json().value.token;
      for (const url of ["/docs", "/docs/json"]) {
        const anonymous = await t.app.inject({ url });
        expect(anonymous.statusCode).toBe(401);
        expect(anonymous.json().errorCode).toBe("operator.session.required");
        const playerish = await t.app.inject({ url, headers: { authorization: "not-an-operator-token" } });
        expect(playerish.statusCode).toBe(401);
        const operator = await t.app.inject({ url, headers: { authorization: token } });
        expect(operator.statusCode).toBeLessThan(400);
      }
      const json = await t.app.inject({ url: "/docs/json", headers: { authorization: token } });
      expect(json.json().info.title).toBe("Jogada API");
    } finally {
      await t.close();
    }
  });
});
