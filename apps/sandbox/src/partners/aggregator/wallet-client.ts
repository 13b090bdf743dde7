import { randomUUID } from "node:crypto";
import { AGGREGATOR_SIGNATURE_HEADER, type WalletCall, WalletReply } from "@jogada/contracts";
import { sign, verify } from "./signing.js";

export interface CallRecord {
  at: string;
  call: WalletCall;
  body: Record<string, unknown>;
  /** The platform's reply, or why there is none. */
  reply: WalletReply | { status: "NO_REPLY"; note: string };
  note?: string;
}

/**
 * Calls the platform's seamless wallet as a real aggregator does: signed JSON over HTTP, the
 * reply's signature checked. Every call is logged so the game page can show and replay it.
 */
export class PlatformWallet {
  constructor(
    private readonly platformUrl: string,
    private readonly secret: string,
  ) {}

  newId(prefix: string): string {
    return `${prefix}-${randomUUID()}`;
  }

  async call(call: WalletCall, body: Record<string, unknown>, signature?: string): Promise<CallRecord> {
    const raw = JSON.stringify(body);
    const at = new Date().toISOString();
    try {
      const response = await fetch(`${this.platformUrl}/api/aggregator/wallet/${call}`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          [AGGREGATOR_SIGNATURE_HEADER]: signature ?? sign(this.secret, raw),
        },
        body: raw,
        signal: AbortSignal.timeout(10_000),
      });
      const text = await response.text();
      if (!verify(this.secret, text, response.headers.get(AGGREGATOR_SIGNATURE_HEADER))) {
        return { at, call, body, reply: { status: "NO_REPLY", note: `unsigned reply (${response.status})` } };
      }
      return { at, call, body, reply: WalletReply.parse(JSON.parse(text)) };
    } catch (error) {
      return { at, call, body, reply: { status: "NO_REPLY", note: (error as Error).message } };
    }
  }
}
