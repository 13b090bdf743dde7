import { type ChildProcess, spawn } from "node:child_process";
import { connect } from "node:net";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { WebSocket } from "ws";
import { REPO_ROOT } from "../src/config.js";
import { cloneTemplate } from "./databases.js";

/**
 * The real server process on SIGTERM: unready at once while it keeps serving for the grace
 * period, then it closes its sockets with 1001, hands the crash rounds over to the other instance
 * at once, and exits 0; a second SIGTERM starts nothing again. A shutdown that hangs (a request
 * whose body never comes) still ends, with status 1, after SHUTDOWN_TIMEOUT_SECONDS.
 */
interface Server {
  name: string;
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
}

let databaseUrl: string;
let admin: pg.Client;
const servers: Server[] = [];

async function startServer(name: string, env: Record<string, string> = {}): Promise<Server> {
  const url = new URL(databaseUrl);
  url.searchParams.set("application_name", name);
  const child = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: "test",
      DATABASE_URL: url.toString(),
      HOST: "127.0.0.1",
      PORT: "0",
      LOG_LEVEL: "silent",
      SEED_DEMO: "false",
      CRASH_BETTING_SECONDS: "1",
      CRASH_PAUSE_SECONDS: "0",
      GAMES_SYNC_INTERVAL_SECONDS: "0",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr!.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const address = await vi.waitFor(
    () => {
      if (child.exitCode !== null) throw new Error(`${name} exited: ${output}`);
      const match = /listening on (http:\/\/[\d.:]+)/.exec(output);
      if (!match) throw new Error(`${name} not listening yet`);
      return match[1]!;
    },
    { timeout: 120_000, interval: 200 },
  );
  const server = { name, child, url: address, output: () => output, exited };
  servers.push(server);
  return server;
}

/** The application name of the connection holding the crash rounds' lock. */
async function crashLeader(): Promise<string | undefined> {
  const { rows } = await admin.query<{ application_name: string }>(
    `select a.application_name from pg_locks l join pg_stat_activity a on a.pid = l.pid
      where l.locktype = 'advisory' and l.granted and a.datname = $1 and l.objid = hashtext('jogada:crash')::oid`,
    [new URL(databaseUrl).pathname.slice(1)],
  );
  return rows[0]?.application_name;
}

const occurrences = (text: string, part: string) => text.split(part).length - 1;

beforeAll(async () => {
  databaseUrl = await cloneTemplate(inject("adminDatabaseUrl"), inject("templateDatabase"));
  admin = new pg.Client({ connectionString: inject("adminDatabaseUrl") });
  await admin.connect();
});

afterAll(async () => {
  for (const server of servers) if (server.child.exitCode === null) server.child.kill("SIGKILL");
  await admin?.end();
});

describe("shutting a server process down", () => {
  it("drains on SIGTERM, ignores a second one, hands the crash rounds over and exits 0", async () => {
    const first = await startServer("instance-a", { SHUTDOWN_GRACE_SECONDS: "3" });
    await vi.waitFor(async () => expect(await crashLeader()).toBe("instance-a"), { timeout: 30_000 });
    const second = await startServer("instance-b", { SHUTDOWN_GRACE_SECONDS: "0" });
    expect((await fetch(`${first.url}/ready`)).status).toBe(200);
    expect((await fetch(`${second.url}/ready`)).status).toBe(200);

    const socket = new WebSocket(`${first.url.replace("http", "ws")}/ws/crash`);
    await new Promise((resolve, reject) => socket.once("open", resolve).once("error", reject));
    const closed = new Promise<{ code: number; reason: string }>((resolve) =>
      socket.once("close", (code, reason) => resolve({ code, reason: String(reason) })),
    );

    first.child.kill("SIGTERM");
    await vi.waitFor(() => expect(first.output()).toContain("SIGTERM received: draining"), {
      timeout: 10_000,
    });
    const during = await fetch(`${first.url}/ready`);
    expect(during.status).toBe(503);
    expect(await during.json()).toMatchObject({ status: "unready", failed: ["draining"] });
    // Still serving for the grace period (the load balancer has not taken it out yet).
    const health = await fetch(`${first.url}/health`);
    expect(health.status).toBe(200);
    expect(health.headers.get("connection")).toBe("close");
    first.child.kill("SIGTERM");

    expect(await first.exited).toBe(0);
    expect(await closed).toEqual({ code: 1001, reason: "server restarting" });
    const said = first.output();
    expect(occurrences(said, "SIGTERM received: draining")).toBe(1);
    expect(occurrences(said, "SIGTERM received again: already shutting down")).toBe(1);
    expect(occurrences(said, "handing jobs and crash rounds over")).toBe(1);
    expect(occurrences(said, "stopped")).toBe(1);

    // The release was announced: the other instance drives the rounds without waiting for its next try.
    await vi.waitFor(async () => expect(await crashLeader()).toBe("instance-b"), { timeout: 30_000 });
    expect((await fetch(`${second.url}/ready`)).status).toBe(200);
    second.child.kill("SIGTERM");
    expect(await second.exited).toBe(0);
  }, 300_000);

  it("exits 1 after SHUTDOWN_TIMEOUT_SECONDS when a request in flight never finishes", async () => {
    const server = await startServer("instance-c", {
      SHUTDOWN_GRACE_SECONDS: "0",
      SHUTDOWN_TIMEOUT_SECONDS: "2",
      CRASH_ENABLED: "false",
    });
    const { hostname, port } = new URL(server.url);
    const stuck = connect(Number(port), hostname);
    await new Promise((resolve) => stuck.once("connect", resolve));
    // A request whose body never arrives: in flight for as long as the connection stays open. The
    // server's "100 Continue" says it has the request in hand before the signal is sent.
    stuck.on("error", () => {});
    const continued = new Promise((resolve) =>
      stuck.on("data", (chunk) => String(chunk).includes("100 Continue") && resolve(true)),
    );
    stuck.write(
      "POST /wps/session/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\nExpect: 100-continue\r\n\r\n",
    );
    await continued;
    stuck.write("{");
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain("shutdown did not finish within 2 s after the grace period; exiting");
    stuck.destroy();
  }, 300_000);
});
