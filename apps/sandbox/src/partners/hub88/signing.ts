import { createPrivateKey, createPublicKey, type KeyObject, sign, verify } from "node:crypto";

/** Hub88's request signing: RSA-SHA256 (PKCS#1 v1.5) of the exact body bytes, base64. */
export function rsaSign(key: KeyObject, raw: string): string {
  return sign("sha256", Buffer.from(raw), key).toString("base64");
}

export function rsaVerify(key: KeyObject, raw: string, signature: unknown): boolean {
  if (typeof signature !== "string" || !/^[A-Za-z0-9+/]+={0,2}$/.test(signature)) return false;
  try {
    return verify("sha256", Buffer.from(raw), key, Buffer.from(signature, "base64"));
  } catch {
    return false;
  }
}

/** PEM text (newlines may be written `\n`) into a key. */
export function pemKey(text: string, kind: "public" | "private"): KeyObject {
  const pem = text.replace(/\\n/g, "\n");
  return kind === "public" ? createPublicKey(pem) : createPrivateKey(pem);
}
