import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.js";
import { REPO_ROOT } from "../config.js";
import { BrandService } from "../modules/brand/service.js";
import { runBrandCommand } from "./brand-commands.js";

const run = promisify(execFile);
const TSX = path.join(REPO_ROOT, "node_modules/.bin/tsx");
const CLI = path.join(REPO_ROOT, "apps/server/src/cli/brand.ts");

describe("brand tool", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** Runs the tool as an operator would, against the test app's database. */
  async function brand(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
    try {
      const { stdout, stderr } = await run(TSX, [CLI, ...args], {
        env: { ...process.env, DATABASE_URL: t.databaseUrl, DEFAULT_MERCHANT: "jogada" },
        cwd: REPO_ROOT,
      });
      return { code: 0, stdout, stderr };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
    }
  }

  it("switches maintenance on and a running server answers accordingly at once", async () => {
    const before = await t.app.inject({ url: "/wps/system/helpCenter" });
    expect(before.statusCode).toBe(200);

    const result = await brand(
      "maintenance",
      "on",
      "--notice-en",
      "Back at 10:00",
      "--notice-pt",
      "Voltamos às 10:00",
    );
    expect(result).toMatchObject({ code: 0 });
    expect(result.stdout).toContain("jogada: maintenance on");

    // The server dropped its cached brand on PostgreSQL's notification, without a restart.
    await vi.waitFor(
      async () => {
        const status = (
          await t.app.inject({ url: "/wps/system/status", headers: { language: "EN" } })
        ).json();
        expect(status.value).toMatchObject({ status: 1, maintenanceNotice: "Back at 10:00" });
      },
      { timeout: 2000, interval: 20 },
    );
    expect((await t.app.inject({ url: "/wps/system/helpCenter" })).statusCode).toBe(503);
    const audit = await t.pool.query("select actor, action, detail from audit_log order by id desc limit 1");
    expect(audit.rows[0]).toMatchObject({ action: "maintenance", detail: { enabled: true } });
    expect(audit.rows[0].actor).toMatch(/^cli:/);

    expect((await brand("maintenance", "off")).code).toBe(0);
    await vi.waitFor(
      async () => expect((await t.app.inject({ url: "/wps/system/helpCenter" })).statusCode).toBe(200),
      { timeout: 2000, interval: 20 },
    );
  }, 60_000);

  it("shows, sets, switches modules and countries", async () => {
    const shown = await brand("show", "maintenance.notice.PT");
    expect(shown).toMatchObject({ code: 0 });
    expect(JSON.parse(shown.stdout)).toBe("Voltamos às 10:00");

    // The rest in-process on the same database: a process start per command is slow.
    const brands = new BrandService(t.pool, "jogada");
    const cmd = (...positionals: string[]) =>
      runBrandCommand(brands, { positionals, merchant: "jogada", actor: "test" });
    expect(await cmd("set", "loginedToHomePage", "true")).toContain("loginedToHomePage = true");
    expect(await cmd("module", "REG3", "off")).toBe("jogada: module REG3 off");
    expect(await cmd("countries", "block", "br", "de")).toContain("blocked US FR NL ES AU BR DE");
    expect(await cmd("countries", "unblock", "BR")).toContain("blocked US FR NL ES AU DE");
    expect(await cmd("countries", "allow", "PT", "PH")).toContain("allowed PT PH");
    expect(
      await runBrandCommand(brands, {
        positionals: ["countries", "allow"],
        any: true,
        merchant: "jogada",
        actor: "test",
      }),
    ).toContain("allowed every country not blocked");
    const config = (await t.pool.query("select config from brands where merchant_code = 'jogada'")).rows[0]
      .config;
    expect(config.loginedToHomePage).toBe(true);
    expect(config.whitelabel.find((n: { modId: string }) => n.modId === "REG3").enabled).toBe("0");
    expect(config.countries).toEqual({ blocked: ["US", "FR", "NL", "ES", "AU", "DE"], allowed: [] });
    expect(await cmd("merchants")).toBe("jogada");
  });

  it("refuses bad input with a clear message, a non-zero status and nothing saved", async () => {
    const before = (await t.pool.query("select config from brands")).rows[0].config;
    for (const [args, message] of [
      [["set", "currency.decimals", "9"], /invalid; nothing was saved:\n {2}currency\.decimals:/],
      [["maintenance", "on", "--colour", "red"], /Unknown option '--colour'/],
    ] as const) {
      const result = await brand(...args);
      expect(result.code, args.join(" ")).toBe(2);
      expect(result.stderr, args.join(" ")).toMatch(message);
    }
    // The other refusals in-process, on the same database (a process start per case is slow).
    const brands = new BrandService(t.pool, "jogada");
    const cases: [string[], RegExp, string?][] = [
      [["set", "maintenance.enabld", "true"], /has no maintenance\.enabld/],
      [["set", "name", "not json"], /must be JSON/],
      [["set", "merchantCode", '"other"'], /cannot be changed/],
      [["module", "NOPE3", "on"], /Unknown module ID "NOPE3"/],
      [["module", "COMM3", "maybe"], /needs on or off/],
      [["countries", "block", "XX"], /Unknown country code: XX/],
      [["countries", "ban", "US"], /needs block, unblock, allow or disallow/],
      [["show"], /Unknown merchant "ghost"; known: jogada/, "ghost"],
      [["launch"], /Unknown command "launch"/],
    ];
    for (const [positionals, message, merchant] of cases) {
      await expect(
        runBrandCommand(brands, { positionals, merchant: merchant ?? "jogada", actor: "test" }),
        positionals.join(" "),
      ).rejects.toThrow(message);
    }
    expect((await t.pool.query("select config from brands")).rows[0].config).toEqual(before);
  }, 60_000);
});
