import { createHmac, timingSafeEqual } from "node:crypto";

/** HMAC-SHA256 of the raw body under the aggregator's shared secret, hex encoded. */
export function signBody(secret: string, rawBody: string): string {
  return createHmac("sha256", secret).update(rawBody).digest("hex");
}

export function verifyBody(secret: string, rawBody: string, signature: unknown): boolean {
  if (typeof signature !== "string" || !/^[0-9a-f]{64}$/.test(signature)) return false;
  return timingSafeEqual(Buffer.from(signBody(secret, rawBody), "hex"), Buffer.from(signature, "hex"));
}
