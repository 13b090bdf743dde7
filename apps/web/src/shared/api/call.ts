import {
  type AnyCall,
  type CallInput,
  type CallValue,
  callName,
  callPath,
  isEnvelope,
  type SiteInfo,
} from "@jogada/contracts";
import { api, apiBlob } from "./client";
import { encryptBody } from "./encrypt";

export interface CallOptions {
  /** One per user action on idempotent calls, so a retried click never acts twice. */
  idempotencyKey?: string;
  /** The server's JWE key for encrypted calls; the site info's key by default. */
  encryptionKey?: SiteInfo["encryptionKey"];
  /** The file of a multipart call (its definition's `upload.field`). */
  file?: Blob;
  /** The files of a multipart call taking several in its `upload.field` (`upload.maxFiles`). */
  files?: readonly Blob[];
  signal?: AbortSignal;
  /** Another session's token (the back office's staff session) instead of the player's. */
  token?: string;
}

/** Where encrypted calls find the server's key; the site info query keeps it current. */
export const callKeys: { encryptionKey: SiteInfo["encryptionKey"] | null } = { encryptionKey: null };

function multipart(definition: AnyCall, body: unknown, files: readonly Blob[]): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries((body ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null) form.append(name, String(value));
  }
  const field = definition.upload?.field;
  if (field) for (const file of files) form.append(field, file);
  return form;
}

/** A classic form post: the text fields, URL-encoded. */
function formBody(body: unknown): URLSearchParams {
  const form = new URLSearchParams();
  for (const [name, value] of Object.entries((body ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null) form.append(name, String(value));
  }
  return form;
}

/**
 * Calls the API through the call's definition: method, path, parameters, encryption, the
 * Idempotency-Key and the reply type all come from it. Resolves with the envelope's `value`.
 */
export async function call<D extends AnyCall>(
  definition: D,
  input: CallInput<D>,
  options: CallOptions = {},
): Promise<CallValue<D>> {
  const { query, params, body } = input as {
    query?: unknown;
    params?: Record<string, unknown>;
    body?: unknown;
  };
  const headers: Record<string, string> = { ...definition.headers };
  if (definition.idempotent) {
    if (!options.idempotencyKey) throw new Error(`${callName(definition)} needs an idempotency key`);
    headers["Idempotency-Key"] = options.idempotencyKey;
  }
  let sent: unknown = body;
  if (definition.multipart) {
    sent = multipart(definition, body, options.files ?? (options.file ? [options.file] : []));
  } else if (definition.form) {
    sent = formBody(body);
  } else if (definition.encrypted) {
    const key = options.encryptionKey ?? callKeys.encryptionKey;
    if (!key) throw new Error(`${callName(definition)} needs the site's encryption key`);
    const encrypted = await encryptBody(body ?? {}, key);
    sent = encrypted.body;
    Object.assign(headers, encrypted.headers);
  } else if (sent === undefined && definition.method !== "GET") {
    sent = definition.body ? {} : undefined;
  }
  return api<CallValue<D>>(callPath(definition, params), {
    method: definition.method,
    query: query as Record<string, string | number | boolean | undefined | null> | undefined,
    body: sent,
    headers,
    signal: options.signal,
    token: options.token,
    envelope: isEnvelope(definition.reply),
  });
}

/**
 * A binary call (an image only its owner may see) as an object URL: an <img> cannot send the
 * Authorization header, so the bytes are fetched with it. The caller revokes the URL.
 */
export async function callObjectUrl<D extends AnyCall>(
  definition: D,
  input: CallInput<D>,
  options: { signal?: AbortSignal; token?: string } = {},
): Promise<string> {
  const { params, query } = input as { params?: Record<string, unknown>; query?: unknown };
  const blob = await apiBlob(callPath(definition, params), {
    signal: options.signal,
    token: options.token,
    query: query as Record<string, string | number | boolean | undefined | null> | undefined,
  });
  return URL.createObjectURL(blob);
}
