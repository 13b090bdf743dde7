import type { Pool } from "../src/platform/db.js";
import type { TestApp } from "./test-app.js";

interface InjectOptions {
  method?: string;
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
  /** The caller's address, sent as X-Forwarded-For (the server must trust its proxy). */
  remoteAddress?: string;
}

export interface HttpAnswer {
  method: string;
  url: string;
  statusCode: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * `app.inject` over real HTTP to a server running in its own process, so the helpers written for
 * in-process apps (registration, encrypted logins, bot checks, staff logins) drive it unchanged.
 * Every answer is handed to `seen` as well.
 */
export function overHttp(
  baseUrl: string,
  pool: Pool,
  seen: (answer: HttpAnswer) => void = () => {},
): TestApp {
  const inject = async (options: InjectOptions) => {
    const method = options.method ?? "GET";
    const headers: Record<string, string> = { ...options.headers };
    if (options.remoteAddress) headers["x-forwarded-for"] = options.remoteAddress;
    let body: string | undefined;
    if (options.payload !== undefined) {
      body = typeof options.payload === "string" ? options.payload : JSON.stringify(options.payload);
      headers["content-type"] ??= "application/json";
    }
    const response = await fetch(`${baseUrl}${options.url}`, { method, headers, body });
    const answer: HttpAnswer = {
      method,
      url: options.url,
      statusCode: response.status,
      headers: Object.fromEntries(response.headers),
      body: await response.text(),
    };
    seen(answer);
    return { ...answer, json: () => JSON.parse(answer.body) };
  };
  return { app: { inject }, pool } as unknown as TestApp;
}
