import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { loadConfig, REPO_ROOT } from "../apps/server/src/config.js";
import { setPasswordHashCost } from "../apps/server/src/platform/passwords.js";
import { adminUrl, cloneTemplate, createTemplate, dropDatabasesLike } from "../apps/server/test/databases.js";
import { CHEAP_TEST_COSTS, UNTHROTTLED } from "../apps/server/test/unthrottled.js";
import { type E2eStack, stackLockFile } from "./support/stack-lock.js";

declare module "vitest" {
  export interface ProvidedContext {
    /** One stack per worker; a file claims a free one for itself (e2e/support/stack-urls.ts). */
    e2eStacks: E2eStack[];
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
 * The real stack for the browser journeys: sandbox partners and the server (serving the built
 * site) on their own ports and their own freshly migrated database.
 */
async function startStack(
  admin: string,
  template: string,
  port: number,
  sandboxPort: number,
  pixPort: number,
) {
  const databaseUrl = await cloneTemplate(admin, template);
  // Each stack's Pix provider has its own test CA: two sandboxes never write the same files.
  const pixCerts = mkdtempSync(path.join(tmpdir(), `jogada-e2e-pix-${port}-`));
  const baseUrl = `http://127.0.0.1:${port}`;
  const sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
  const env = {
    ...process.env,
    NODE_ENV: "test",
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? "warn",
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: baseUrl,
    TRUST_PROXY: "true",
    SANDBOX_URL: sandboxUrl,
    SANDBOX_PORT: String(sandboxPort),
    PLATFORM_URL: baseUrl,
    SANDBOX_PIX_PORT: String(pixPort),
    SANDBOX_PIX_CERT_DIR: pixCerts,
    PIX_API_URL: `https://127.0.0.1:${pixPort}`,
    PIX_CA_FILE: path.join(pixCerts, "ca.pem"),
    PIX_CERT_FILE: path.join(pixCerts, "client.pem"),
    PIX_KEY_FILE: path.join(pixCerts, "client-key.pem"),
    // The webhook's mutual-TLS port: any free one, told to the stack's own Pix provider.
    PIX_WEBHOOK_TLS_CERT_FILE: path.join(pixCerts, "webhook-server.pem"),
    PIX_WEBHOOK_TLS_KEY_FILE: path.join(pixCerts, "webhook-server-key.pem"),
    PIX_WEBHOOK_CLIENT_CA_FILE: path.join(pixCerts, "ca.pem"),
    // Hub88's games beside the aggregator's, through the sandbox's Hub88 (hub88-play.e2e.ts).
    HUB88_ENABLED: "true",
    ...UNTHROTTLED,
    ...CHEAP_TEST_COSTS,
  };
  const tsx = path.join(REPO_ROOT, "node_modules/.bin/tsx");
  const sandbox = spawn(tsx, ["apps/sandbox/src/main.ts"], { cwd: REPO_ROOT, env, stdio: "inherit" });
  const server = spawn(tsx, ["apps/server/src/main.ts"], { cwd: REPO_ROOT, env, stdio: "inherit" });
  const stack: E2eStack = { baseUrl, sandboxUrl, databaseUrl };
  return {
    stack,
    pixCerts,
    children: [server, sandbox],
    ready: () => waitForStack(stack, server, sandbox),
  };
}

async function waitForStack(stack: E2eStack, server: ChildProcess, sandbox: ChildProcess): Promise<void> {
  // The sandbox makes its Pix provider's test CA at start: on a busy machine that takes a while.
  await waitFor(`${stack.sandboxUrl}/health`, sandbox, 120);
  await waitFor(`${stack.baseUrl}/health`, server, 90);
}

/**
 * One stack for each worker the project runs, so journeys that change the brand's settings or
 * count per-IP limits never meet another file's: files run side by side, each alone on its stack.
 */
export default async function setup(project: TestProject) {
  const port = Number(process.env.E2E_PORT ?? 3200);
  const sandboxPort = Number(process.env.E2E_SANDBOX_PORT ?? port + 1);
  const workers = Math.max(1, Number(project.config.maxWorkers) || 1);
  // The template's demo accounts get the tests' cheap hash (CHEAP_TEST_COSTS in unthrottled.ts).
  setPasswordHashCost("test");
  const admin = await adminUrl(loadConfig().DATABASE_URL);
  const template = await createTemplate(admin.url);
  const started = await Promise.all(
    Array.from({ length: workers }, (_, i) =>
      // The Pix provider's TLS ports follow the stacks' own: port + 2 × workers + i.
      startStack(admin.url, template, port + 2 * i, sandboxPort + 2 * i, port + 2 * workers + i),
    ),
  );
  // A lock a killed run left behind (e2e/support/stack-urls.ts) must not hold a stack of this one.
  for (const { stack } of started) rmSync(stackLockFile(stack), { force: true });
  const children = started.flatMap((s) => s.children);
  const teardown = async () => {
    const exited = children.map((child) =>
      child.exitCode === null ? new Promise((resolve) => child.once("exit", resolve)) : Promise.resolve(),
    );
    for (const child of children) child.kill("SIGTERM");
    await Promise.race([Promise.all(exited), new Promise((resolve) => setTimeout(resolve, 10_000))]);
    for (const { stack, pixCerts } of started) {
      rmSync(stackLockFile(stack), { force: true });
      rmSync(pixCerts, { recursive: true, force: true });
    }
    await dropDatabasesLike(admin.url, template.replace("_tpl_", "_t_"));
    await dropDatabasesLike(admin.url, template);
    await admin.stop?.();
  };
  try {
    await Promise.all(started.map((s) => s.ready()));
  } catch (error) {
    await teardown();
    throw error;
  }
  project.provide(
    "e2eStacks",
    started.map((s) => s.stack),
  );
  return teardown;
}
