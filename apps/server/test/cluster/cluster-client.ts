import { randomUUID } from "node:crypto";
import { WebSocket } from "ws";
import type { Pool } from "../../src/platform/db.js";
import { signBody } from "../../src/platform/signing.js";
import type { TestApp } from "../test-app.js";

export const CLUSTER_AGGREGATOR_SECRET = "cluster-aggregator-secret-0123456789";
export const CLUSTER_PAYMENTS_SECRET = "cluster-payments-secret-0123456789";

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
export const minor = (major: string) => BigInt(Math.round(Number(major) * 100));

interface InjectOptions {
  method?: string;
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
  remoteAddress?: string;
}

/**
 * The test helpers written against `app.inject` (registration with its encryption and bot check,
 * login), pointed at a real address over HTTP: the client's address goes in X-Forwarded-For, as
 * HAProxy would add it.
 */
export function overHttp(baseUrl: string, pool: Pool): TestApp {
  const inject = async (options: InjectOptions | string) => {
    const o = typeof options === "string" ? { url: options } : options;
    const body =
      o.payload === undefined
        ? undefined
        : typeof o.payload === "string"
          ? o.payload
          : JSON.stringify(o.payload);
    const headers: Record<string, string> = { ...o.headers };
    if (body !== undefined && !headers["content-type"]) headers["content-type"] = "application/json";
    if (o.remoteAddress) headers["x-forwarded-for"] = o.remoteAddress;
    const res = await fetch(`${baseUrl}${o.url}`, { method: o.method ?? "GET", headers, body });
    const text = await res.text();
    return {
      statusCode: res.status,
      body: text,
      headers: Object.fromEntries(res.headers),
      json: () => JSON.parse(text),
    };
  };
  return { app: { inject }, pool, config: { DEFAULT_MERCHANT: "jogada" } } as unknown as TestApp;
}

/** Retries a call until it is acknowledged; an answer other than "try again" fails the test. */
export async function untilAcknowledged<T>(what: string, attempt: () => Promise<T | "retry">): Promise<T> {
  const deadline = Date.now() + 120_000;
  for (let tries = 1; ; tries++) {
    let outcome: T | "retry";
    try {
      outcome = await attempt();
    } catch (error) {
      if (error instanceof UnexpectedAnswer) throw error;
      outcome = "retry"; // the instance went away mid-call
    }
    if (outcome !== "retry") return outcome;
    if (Date.now() > deadline) throw new Error(`${what}: not acknowledged after ${tries} tries`);
    await sleep(Math.min(1000, 50 * tries));
  }
}

export class UnexpectedAnswer extends Error {}

const RETRYABLE = new Set([429, 502, 503, 504]);

export interface ApiAnswer {
  status: number;
  errorCode?: string;
  // biome-ignore lint/suspicious/noExplicitAny: the test reads the replies of many calls field by field
  value?: any;
  instance?: string;
}

/** One JSON call; 5xx and 429 (an instance going away, a throttle) are "retry". */
export async function api(
  baseUrl: string,
  method: "GET" | "POST",
  url: string,
  options: { token?: string; body?: unknown; key?: string; ip?: string } = {},
): Promise<ApiAnswer | "retry"> {
  const answer = await once(baseUrl, method, url, options);
  return RETRYABLE.has(answer.status) || answer.status >= 500 ? "retry" : answer;
}

/** One JSON call, answered as it came (a connection that fails throws): what a player saw. */
export async function once(
  baseUrl: string,
  method: "GET" | "POST",
  url: string,
  options: { token?: string; body?: unknown; key?: string; ip?: string } = {},
): Promise<ApiAnswer> {
  const key = options.key ?? randomUUID();
  const res = await resentOnceIfDropped(`${baseUrl}${url}`, {
    method,
    headers: {
      ...(options.token ? { authorization: options.token } : {}),
      language: "EN",
      "content-type": "application/json",
      "idempotency-key": key,
      "x-forwarded-for": options.ip ?? "10.40.0.1",
    },
    ...(method === "POST" ? { body: JSON.stringify(options.body ?? {}) } : {}),
  });
  const text = await res.text();
  let json: { errorCode?: string; value?: unknown } = {};
  try {
    json = JSON.parse(text);
  } catch {
    // A load balancer's or proxy's page: only the status counts.
  }
  return {
    status: res.status,
    errorCode: json.errorCode,
    value: json.value,
    instance: res.headers.get("x-instance") ?? undefined,
  };
}

/** A call that must succeed (retried while instances come and go). */
export async function ok(
  baseUrl: string,
  method: "GET" | "POST",
  url: string,
  options: { token?: string; body?: unknown; ip?: string; retryOn?: string[] } = {},
) {
  const key = randomUUID();
  return untilAcknowledged(`${method} ${url}`, async () => {
    const answer = await api(baseUrl, method, url, { ...options, key });
    if (answer === "retry") return "retry";
    if (answer.status === 200) return answer.value;
    if (answer.errorCode && options.retryOn?.includes(answer.errorCode)) return "retry";
    throw new UnexpectedAnswer(`${method} ${url}: ${answer.status} ${answer.errorCode}`);
  });
}

/** Requests whose connection dropped before any answer and that were sent again, as "METHOD url". */
export const resent: string[] = [];

/**
 * Sends a request; when its connection drops before any answer (a kept-alive connection the
 * balancer closed as it was reused), sends the very same request once more, as browsers do. Its
 * Idempotency-Key or transaction id is the same, so a request that did arrive is not applied twice.
 */
async function resentOnceIfDropped(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch {
    resent.push(`${init.method ?? "GET"} ${new URL(url).pathname}`);
    return fetch(url, init);
  }
}

/** A partner's signed call (aggregator, payment gateway). */
export function signed(baseUrl: string, url: string, body: unknown, secret: string) {
  const raw = JSON.stringify(body);
  return resentOnceIfDropped(`${baseUrl}${url}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-signature": signBody(secret, raw) },
    body: raw,
  });
}

export interface Received {
  at: number;
  message: { type: string; [key: string]: unknown };
}

/**
 * A tab's socket that, like the site, connects again (through the load balancer) when its
 * instance goes away. `instance` is where it is now (`x-instance` from HAProxy, or given).
 */
export class ReconnectingSocket {
  readonly received: Received[] = [];
  /** Close codes of the sockets the server closed, with when (1001: the instance went away politely). */
  readonly closes: { at: number; code: number }[] = [];
  instance = "";
  reconnects = 0;
  private socket?: WebSocket;
  private closed = false;

  constructor(
    private readonly firstUrl: string,
    private readonly fallbackUrl: string,
    private readonly hello: unknown,
    firstInstance: string,
  ) {
    this.instance = firstInstance;
  }

  async open(url = this.firstUrl): Promise<void> {
    const socket = new WebSocket(url);
    this.socket = socket;
    socket.on("upgrade", (res) => {
      const served = res.headers["x-instance"];
      if (typeof served === "string") this.instance = served;
    });
    let ready: (() => void) | undefined;
    const isReady = new Promise<void>((resolve) => {
      ready = resolve;
    });
    socket.on("message", (raw) => {
      const message = JSON.parse(String(raw));
      if (message.type === "ready" || message.type === "state") ready?.();
      this.received.push({ at: Date.now(), message });
    });
    socket.on("close", (code) => {
      if (this.closed || this.socket !== socket) return;
      this.closes.push({ at: Date.now(), code });
      this.reconnects++;
      void this.reconnect();
    });
    socket.on("error", () => {});
    await new Promise<void>((resolve, reject) => {
      socket.once("open", () => resolve());
      socket.once("error", reject);
    });
    if (this.hello) socket.send(JSON.stringify(this.hello));
    await Promise.race([isReady, sleep(15_000)]);
  }

  private async reconnect(): Promise<void> {
    while (!this.closed) {
      await sleep(500);
      try {
        await this.open(this.fallbackUrl);
        return;
      } catch {
        // the load balancer has not noticed yet; try again
      }
    }
  }

  /** Reconnects to a given address now (back to the restarted instance). */
  async moveTo(url: string, instance: string): Promise<void> {
    const old = this.socket;
    this.socket = undefined;
    old?.close();
    this.instance = instance;
    await this.open(url);
  }

  count(type: string, since = 0): number {
    return this.received.filter((r) => r.message.type === type && r.at >= since).length;
  }

  close(): void {
    this.closed = true;
    this.socket?.close();
  }
}
