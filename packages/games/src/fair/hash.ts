import { hmac } from "@noble/hashes/hmac.js";
import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex, utf8ToBytes } from "@noble/hashes/utils.js";

// A pure implementation (not Web Crypto) so the same synchronous code runs on the server, in the
// browser's verification page and in million-spin simulations without awaiting every hash.

export function hmacSha256(key: string, message: string): Uint8Array {
  return hmac(sha256, utf8ToBytes(key), utf8ToBytes(message));
}

export function hmacSha256Hex(key: string, message: string): string {
  return bytesToHex(hmacSha256(key, message));
}

/** SHA-256 of the UTF-8 text, as lower-case hex: the commitment shown for a server seed. */
export function sha256Hex(text: string): string {
  return bytesToHex(sha256(utf8ToBytes(text)));
}

/** Returns a function computing HMAC-SHA256 under one fixed key, reusing the keyed state. */
export function keyedHmac(key: string): (message: string) => Uint8Array {
  const base = hmac.create(sha256, utf8ToBytes(key));
  return (message) => base.clone().update(utf8ToBytes(message)).digest();
}

export { bytesToHex };
