import type { KeyObject } from "node:crypto";
import { randomUUID } from "node:crypto";
import { HUB88_SIGNATURE_HEADER, type Hub88Reply, Hub88Reply as ReplySchema } from "@jogada/contracts";
import { rsaSign, rsaVerify } from "./signing.js";

export type Hub88Call =
  | "/user/info"
  | "/user/balance"
  | "/transaction/bet"
  | "/transaction/win"
  | "/transaction/rollback";

export interface Hub88Record {
  at: string;
  call: Hub88Call;
  body: Record<string, unknown>;
  /** The operator's signed answer, or why there is none. */
  reply: Hub88Reply | { status: "NO_REPLY"; note: string };
  note?: string;
}

export interface CallOptions {
  /** A signature to send instead of the real one (the "bad signature" fault). */
  signature?: string;
  /** Give up waiting after this many milliseconds (the "timeout" fault); the call may still land. */
  timeoutMs?: number;
}

/**
 * Calls the operator's Wallet API as Hub88 does (docs.hub88.io, Operator API): JSON POSTs to the
 * operator's wallet address plus the call's path, the body signed with Hub88's private key, the
 * answer's signature checked with the operator's public key before it is believed.
 */
export class Hub88WalletClient {
  constructor(
    readonly url: string,
    private readonly hub88Key: KeyObject,
    private readonly operatorKey: KeyObject,
  ) {}

  newUuid(): string {
    return randomUUID();
  }

  async call(
    call: Hub88Call,
    body: Record<string, unknown>,
    options: CallOptions = {},
  ): Promise<Hub88Record> {
    const raw = JSON.stringify(body);
    return this.send(call, raw, body, options);
  }

  /** Sends bytes as they are (broken JSON for the syntax checks), signed unless told otherwise. */
  async send(
    call: Hub88Call,
    raw: string,
    body: Record<string, unknown>,
    options: CallOptions = {},
  ): Promise<Hub88Record> {
    const at = new Date().toISOString();
    try {
      const response = await fetch(`${this.url}${call}`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          [HUB88_SIGNATURE_HEADER]: options.signature ?? rsaSign(this.hub88Key, raw),
        },
        body: raw,
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      const text = await response.text();
      if (!rsaVerify(this.operatorKey, text, response.headers.get(HUB88_SIGNATURE_HEADER))) {
        return {
          at,
          call,
          body,
          reply: { status: "NO_REPLY", note: `unsigned answer (${response.status}): ${text.slice(0, 200)}` },
        };
      }
      const parsed = ReplySchema.safeParse(JSON.parse(text));
      if (!parsed.success)
        return { at, call, body, reply: { status: "NO_REPLY", note: "answer outside the protocol" } };
      return { at, call, body, reply: parsed.data };
    } catch (error) {
      return { at, call, body, reply: { status: "NO_REPLY", note: (error as Error).message } };
    }
  }
}
