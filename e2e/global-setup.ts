import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { loadConfig, REPO_ROOT } from "../apps/server/src/config.js";
import { adminUrl, cloneTemplate, createTemplate, dropDatabasesLike } from "../apps/server/test/databases.js";
import { CHEAP_BOT_CHECK, UNTHROTTLED } from "../apps/server/test/unthrottled.js";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    sandboxUrl: string;
    e2eDatabaseUrl: string;
  }
}

async function waitFor(url: string, child: ChildProcess, seconds: number): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: process exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not come up in ${seconds} s`);
}

/**
 * Starts the real stack for the browser journeys: sandbox partners and the server (serving the
 * built site) on their own ports and their own freshly migrated database.
 */
export default async function setup(project: TestProject) {
  const port = Number(process.env.E2E_PORT ?? 3200);
  const sandboxPort = Number(process.env.E2E_SANDBOX_PORT ?? port + 1);
  const admin = await adminUrl(loadConfig().DATABASE_URL);
  const template = await createTemplate(admin.url);
  const databaseUrl = await cloneTemplate(admin.url, template);
  const baseUrl = `http://127.0.0.1:${port}`;
  const sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
  const env = {
    ...process.env,
    NODE_ENV: "test",
    LOG_LEVEL: "warn",
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: baseUrl,
    TRUST_PROXY: "true",
    SANDBOX_URL: sandboxUrl,
    SANDBOX_PORT: String(sandboxPort),
    PLATFORM_URL: baseUrl,
    ...UNTHROTTLED,
    ...CHEAP_BOT_CHECK,
  };
  const tsx = path.join(REPO_ROOT, "node_modules/.bin/tsx");
  const sandbox = spawn(tsx, ["apps/sandbox/src/main.ts"], { cwd: REPO_ROOT, env, stdio: "inherit" });
  const server = spawn(tsx, ["apps/server/src/main.ts"], { cwd: REPO_ROOT, env, stdio: "inherit" });
  await waitFor(`${sandboxUrl}/health`, sandbox, 60);
  await waitFor(`${baseUrl}/health`, server, 90);

  project.provide("baseUrl", baseUrl);
  project.provide("sandboxUrl", sandboxUrl);
  project.provide("e2eDatabaseUrl", databaseUrl);
  return async () => {
    const exited = [server, sandbox].map((child) => new Promise((resolve) => child.once("exit", resolve)));
    server.kill("SIGTERM");
    sandbox.kill("SIGTERM");
    await Promise.race([Promise.all(exited), new Promise((resolve) => setTimeout(resolve, 10_000))]);
    await dropDatabasesLike(admin.url, template.replace("_tpl_", "_t_"));
    await dropDatabasesLike(admin.url, template);
    await admin.stop?.();
  };
}
