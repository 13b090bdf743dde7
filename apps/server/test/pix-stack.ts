import { randomUUID } from "node:crypto";
import { mkdtempSync, readFileSync } from "node:fs";
import https from "node:https";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { buildSandbox } from "../../sandbox/src/app.js";
import { loadSandboxConfig } from "../../sandbox/src/config.js";
import { BrandService } from "../src/modules/brand/service.js";
import { createTestApp, type TestApp } from "./test-app.js";

export const PIX_WEBHOOK_PATH = "/api/pix/PIX/webhook/sandbox-pix-webhook-token/pix";

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * The platform and the sandbox's Pix provider over real HTTP: the API Pix on its mutual-TLS
 * port with a test CA of this stack's own, the platform's webhook on its own mutual-TLS port
 * (the provider calls it with its client certificate), and the default brand counting in reais
 * with a Pix deposit channel.
 */
export interface PixStack {
  t: TestApp;
  sandbox: FastifyInstance;
  sandboxUrl: string;
  platformUrl: string;
  pixUrl: string;
  certDir: string;
  /** The webhook base the provider was told (https://127.0.0.1:<port>/api/pix/PIX/webhook/<token>). */
  webhookUrl: string;
  close(): Promise<void>;
}

export async function startPixStack(env: Record<string, string> = {}): Promise<PixStack> {
  const certDir = mkdtempSync(path.join(tmpdir(), "pix-pki-"));
  const [platformPort, sandboxPort, pixPort] = [await freePort(), await freePort(), await freePort()];
  const sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
  const platformUrl = `http://127.0.0.1:${platformPort}`;
  const pixUrl = `https://127.0.0.1:${pixPort}`;
  const sandbox = await buildSandbox(
    loadSandboxConfig({
      SANDBOX_PORT: String(sandboxPort),
      SANDBOX_PIX_PORT: String(pixPort),
      SANDBOX_PIX_CERT_DIR: certDir,
      PLATFORM_URL: platformUrl,
      LOG_LEVEL: "silent",
    }),
  );
  await sandbox.listen({ port: sandboxPort, host: "127.0.0.1" });
  const t = await createTestApp({
    PUBLIC_URL: platformUrl,
    SANDBOX_URL: sandboxUrl,
    PIX_API_URL: pixUrl,
    PIX_CA_FILE: path.join(certDir, "ca.pem"),
    PIX_CERT_FILE: path.join(certDir, "client.pem"),
    PIX_KEY_FILE: path.join(certDir, "client-key.pem"),
    PIX_WEBHOOK_TLS_CERT_FILE: path.join(certDir, "webhook-server.pem"),
    PIX_WEBHOOK_TLS_KEY_FILE: path.join(certDir, "webhook-server-key.pem"),
    PIX_WEBHOOK_CLIENT_CA_FILE: path.join(certDir, "ca.pem"),
    PIX_TIMEOUT_MS: "1500",
    CASHIER_JOB_SECONDS: "1",
    ...env,
  });
  await t.app.listen({ port: platformPort, host: "127.0.0.1" });
  await new BrandService(t.pool, "jogada").update("jogada", "test", "test.pix", (brand) => ({
    ...brand,
    currency: { code: "BRL", symbol: "R$", decimals: 2 },
    wallet: {
      ...brand.wallet,
      withdraw: { ...brand.wallet.withdraw, minimumAmount: "10" },
      depositChannels: [
        {
          id: "pix",
          type: "PIX",
          name: { PT: "Pix", EN: "Pix" },
          provider: "PIX",
          minAmount: "10",
          maxAmount: "5000",
          enabled: true,
        },
        ...brand.wallet.depositChannels,
      ],
    },
  }));
  // The webhook job told the provider where to notify (it runs when the server is ready).
  let webhookUrl = "";
  for (let i = 0; i < 150 && !webhookUrl; i++) {
    const hooks = (await (await fetch(`${sandboxUrl}/pix/api/webhooks`)).json()) as Record<string, string>;
    webhookUrl = Object.values(hooks)[0] ?? "";
    if (!webhookUrl) await new Promise((resolve) => setTimeout(resolve, 200));
  }
  if (!webhookUrl) throw new Error("the platform never registered its Pix webhook");
  return {
    t,
    sandbox,
    sandboxUrl,
    platformUrl,
    pixUrl,
    certDir,
    webhookUrl,
    async close() {
      await t.close();
      await sandbox.close();
    },
  };
}

/**
 * POST to the platform's webhook as the provider does: over mutual TLS with the provider's client
 * certificate, or (`certificate: false`) without one, as a stranger would.
 */
export function postWebhook(
  stack: PixStack,
  body: unknown,
  options: { certificate?: boolean } = {},
): Promise<{ status: number; body: string }> {
  const read = (file: string) => readFileSync(path.join(stack.certDir, file));
  const withCert = options.certificate !== false;
  return new Promise((resolve, reject) => {
    const request = https.request(
      `${stack.webhookUrl}/pix`,
      {
        method: "POST",
        ca: read("ca.pem"),
        ...(withCert ? { cert: read("provider-client.pem"), key: read("provider-client-key.pem") } : {}),
        headers: { "content-type": "application/json" },
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      },
    );
    request.on("error", reject);
    request.end(JSON.stringify(body));
  });
}

export async function sandboxPost(stack: PixStack, url: string, body: unknown = {}) {
  const res = await fetch(`${stack.sandboxUrl}${url}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

/** A player call through the app, in a language, with a fresh Idempotency-Key on a POST. */
export function playerCall(
  stack: PixStack,
  method: "GET" | "POST",
  url: string,
  token: string,
  payload?: unknown,
  language = "PT",
) {
  return stack.t.app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: {
      authorization: token,
      language,
      ...(method === "POST" ? { "idempotency-key": randomUUID() } : {}),
    },
  });
}
