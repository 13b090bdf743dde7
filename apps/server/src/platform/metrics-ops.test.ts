import { execFile } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../config.js";
import { Metrics } from "./metrics.js";

const run = promisify(execFile);
const PROMTOOL = process.env.PROMTOOL_PATH ?? "/usr/bin/promtool";
const OPS = path.join(REPO_ROOT, "ops");

/** Every series name the server exposes (a histogram as its _bucket, _sum and _count). */
async function exposedNames(): Promise<Set<string>> {
  const names = new Set<string>();
  for (const metric of await new Metrics(true).registry.getMetricsAsJSON()) {
    // prom-client's types say an enum; the objects carry the type's name.
    const type = String(metric.type);
    const suffixes =
      type === "histogram"
        ? ["_bucket", "_sum", "_count"]
        : type === "summary"
          ? ["", "_sum", "_count"]
          : [""];
    for (const suffix of suffixes) names.add(`${metric.name}${suffix}`);
  }
  return names;
}

const referenced = (text: string) => [...new Set(text.match(/\bjogada_[a-z0-9_]+/g) ?? [])];

async function promtool(...args: string[]) {
  expect(existsSync(PROMTOOL), `${PROMTOOL} is missing: apt-get install -y prometheus`).toBe(true);
  return run(PROMTOOL, args, { cwd: path.join(OPS, "prometheus") });
}

describe("alerts and dashboards as code (ops/)", () => {
  it("the alerting rules are valid and pass their unit tests", async () => {
    expect((await promtool("check", "rules", "alerts.yml")).stdout).toMatch(/SUCCESS: \d+ rules found/);
    expect((await promtool("test", "rules", "alerts.test.yml")).stdout).toContain("SUCCESS");
    expect((await promtool("check", "config", "--syntax-only", "prometheus.yml")).stdout).toContain(
      "SUCCESS",
    );
  }, 60_000);

  it("the dashboard has its rows and reads only series the server exposes", async () => {
    const dashboard = JSON.parse(readFileSync(path.join(OPS, "grafana/jogada.json"), "utf8")) as {
      panels: { type: string; title: string; targets?: { expr: string }[] }[];
    };
    const rows = dashboard.panels.filter((panel) => panel.type === "row").map((panel) => panel.title);
    expect(rows).toEqual(["Players", "Money", "Games", "Jobs", "Process"]);
    const exprs = dashboard.panels.flatMap((panel) => panel.targets?.map((target) => target.expr) ?? []);
    expect(exprs.length).toBeGreaterThan(20);
    const exposed = await exposedNames();
    const used = referenced(exprs.join("\n"));
    expect(used.length).toBeGreaterThan(20);
    expect(used.filter((name) => !exposed.has(name))).toEqual([]);
  });

  it("the alerts read only series the server exposes", async () => {
    const exposed = await exposedNames();
    const used = referenced(readFileSync(path.join(OPS, "prometheus/alerts.yml"), "utf8"));
    expect(used.filter((name) => !exposed.has(name))).toEqual([]);
  });
});
