import { createHash, createPrivateKey, createPublicKey, type KeyObject, sign, verify } from "node:crypto";
import { readFileSync } from "node:fs";

/**
 * RSA-SHA256 signatures of exact bytes, base64 encoded (PKCS#1 v1.5 padding: what `openssl dgst
 * -sha256 -sign` makes and what Hub88 uses). Signing is deterministic, so a published example
 * can be reproduced byte for byte.
 */
export function rsaSign(privateKey: KeyObject, raw: string | Buffer): string {
  return sign("sha256", typeof raw === "string" ? Buffer.from(raw) : raw, privateKey).toString("base64");
}

/** Whether `signature` (base64) is the RSA-SHA256 signature of `raw` under one of the keys. */
export function rsaVerify(
  publicKeys: readonly KeyObject[],
  raw: string | Buffer,
  signature: unknown,
): boolean {
  if (typeof signature !== "string" || signature.length === 0 || signature.length > 2048) return false;
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(signature)) return false;
  const bytes = Buffer.from(signature, "base64");
  const data = typeof raw === "string" ? Buffer.from(raw) : raw;
  return publicKeys.some((key) => {
    try {
      return verify("sha256", data, key, bytes);
    } catch {
      return false;
    }
  });
}

/**
 * A key from configuration: PEM text (newlines may be written `\n`), or the path of a PEM file.
 * Throws a readable message when it is neither, not RSA, or shorter than 2048 bits.
 */
export function readRsaKey(value: string, kind: "public" | "private"): KeyObject {
  const text = value.includes("-----BEGIN") ? value.replace(/\\n/g, "\n") : readPem(value);
  let key: KeyObject;
  try {
    key = kind === "public" ? createPublicKey(text) : createPrivateKey(text);
  } catch (error) {
    throw new Error(`not a readable ${kind} key (${(error as Error).message})`);
  }
  if (key.asymmetricKeyType !== "rsa") throw new Error(`must be an RSA ${kind} key`);
  const bits = key.asymmetricKeyDetails?.modulusLength ?? 0;
  if (bits < 2048) throw new Error(`RSA key of ${bits} bits; at least 2048 are needed`);
  return key;
}

function readPem(path: string): string {
  try {
    return readFileSync(path, "utf8");
  } catch {
    throw new Error(`neither PEM text nor a readable file (${path})`);
  }
}

/** The SHA-256 of a public key's DER form, hex: how two keys are compared (production check). */
export function keyFingerprint(key: KeyObject): string {
  const publicKey = key.type === "private" ? createPublicKey(key) : key;
  return createHash("sha256")
    .update(publicKey.export({ type: "spki", format: "der" }))
    .digest("hex");
}
