import { createHmac, timingSafeEqual } from "node:crypto";

/** HMAC-SHA256 of the exact bytes under a partner's shared secret, hex encoded. */
export function signBody(secret: string, raw: string): string {
  return createHmac("sha256", secret).update(raw).digest("hex");
}

/** Whether `signature` is the hex HMAC of `raw`, compared in constant time. */
export function verifySignature(secret: string, raw: string, signature: unknown): boolean {
  if (typeof signature !== "string" || !/^[0-9a-f]{64}$/.test(signature)) return false;
  return timingSafeEqual(Buffer.from(signBody(secret, raw), "hex"), Buffer.from(signature, "hex"));
}
