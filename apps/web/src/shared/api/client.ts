import type { Language } from "@jogada/contracts";

/** A refusal from the API, carrying the server's code and its message in the user's language. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
    readonly value?: unknown,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

interface Session {
  token: string | null;
  merchant: string | null;
  language: Language;
}

/** Read by every call; the session and language stores keep it current. */
export const apiSession: Session = { token: null, merchant: null, language: "PT" };

export interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  query?: Record<string, string | number | boolean | undefined | null>;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** Calls the API with the Merchant, Language and Authorization headers and unwraps the envelope. */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const url = new URL(path, window.location.origin);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined && value !== null && value !== "") url.searchParams.set(key, String(value));
  }
  const headers: Record<string, string> = { Language: apiSession.language, ...options.headers };
  if (apiSession.merchant) headers.Merchant = apiSession.merchant;
  if (apiSession.token) headers.Authorization = apiSession.token;
  if (options.body !== undefined) headers["Content-Type"] = "application/json";
  let response: Response;
  try {
    response = await fetch(url, {
      method: options.method ?? "GET",
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === "AbortError") throw error;
    throw new ApiError(0, "network.error", "");
  }
  const payload = (await response.json().catch(() => null)) as
    | { success: true; value: T }
    | { success: false; errorCode: string; message: string; value?: unknown }
    | null;
  if (!payload) throw new ApiError(response.status, "internal.error", "");
  if (!payload.success)
    throw new ApiError(response.status, payload.errorCode, payload.message, payload.value);
  return payload.value;
}
