import { CompactEncrypt, importJWK, type JWK } from "jose";
import type { PublicJwk } from "../../src/platform/encryption.js";
import type { TestApp } from "../test-app.js";
import type { FuzzCase } from "./cases.js";

export interface Reply {
  status: number;
  errorCode?: string;
  /** The field a refusal names. */
  field?: string;
  body: string;
}

/** Encrypts any text (not only valid JSON) for an enc call, as a hostile client could. */
async function encryptRaw(text: string, jwk: PublicJwk): Promise<string> {
  const key = await importJWK(jwk as JWK, jwk.alg);
  return new CompactEncrypt(new TextEncoder().encode(text))
    .setProtectedHeader({ alg: jwk.alg, enc: "A256GCM", kid: jwk.kid })
    .encrypt(key);
}

/**
 * Sends fuzz cases through `app.inject` from a different private address each time (so per-IP
 * throttles do not hide deeper checks), encrypting the body when the call is an enc call.
 */
export class Sender {
  private sent = 0;
  private key: PublicJwk | undefined;

  constructor(private readonly t: TestApp) {}

  private nextIp(): string {
    this.sent += 1;
    return `10.${(this.sent >> 16) & 255}.${(this.sent >> 8) & 255}.${this.sent & 255 || 1}`;
  }

  async send(c: FuzzCase, token: string | undefined, encrypt: boolean): Promise<Reply> {
    let payload = c.payload;
    const headers: Record<string, string> = { ...c.headers };
    if (token && !("authorization" in headers)) headers.authorization = token;
    if (c.contentType) headers["content-type"] = c.contentType;
    if (encrypt && payload !== undefined && c.contentType === "application/json") {
      this.key ??= (await this.t.app.inject({ url: "/wps/system/status" })).json().value.encryptionKey;
      payload = JSON.stringify({ value: await encryptRaw(payload, this.key!) });
      headers.encryption = "JWE";
    }
    const res = await this.t.app.inject({
      method: c.method as "GET",
      url: c.url,
      headers,
      remoteAddress: this.nextIp(),
      ...(payload === undefined ? {} : { payload }),
    });
    let parsed: { errorCode?: string; field?: string } = {};
    try {
      parsed = res.json() as typeof parsed;
    } catch {
      parsed = {};
    }
    return {
      status: res.statusCode,
      errorCode: parsed.errorCode,
      field: parsed.field,
      body: res.body.slice(0, 300),
    };
  }
}
