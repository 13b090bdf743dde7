/**
 * The customer-service address list hides the real chat address (SPEC §2): the entry's `path` is
 * `<base64url(iv || AES-GCM ciphertext)><8-character key>`; the AES key is SHA-256 of those last
 * eight characters. This keeps the address out of plain sight in the payload, as the original did,
 * with a primitive that is not broken. Works in Node (>= 20) and browsers through Web Crypto.
 */
const KEY_LENGTH = 8;
const IV_LENGTH = 12;

async function keyFrom(secret: string): Promise<CryptoKey> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(secret));
  return crypto.subtle.importKey("raw", digest, "AES-GCM", false, ["encrypt", "decrypt"]);
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, "+").replace(/_/g, "/");
  const binary = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export async function encryptServicePath(address: string, secret: string): Promise<string> {
  if (secret.length !== KEY_LENGTH) throw new Error(`key must be ${KEY_LENGTH} characters`);
  const iv = crypto.getRandomValues(new Uint8Array(IV_LENGTH));
  const key = await keyFrom(secret);
  const cipher = new Uint8Array(
    await crypto.subtle.encrypt({ name: "AES-GCM", iv }, key, new TextEncoder().encode(address)),
  );
  const joined = new Uint8Array(iv.length + cipher.length);
  joined.set(iv);
  joined.set(cipher, iv.length);
  return toBase64Url(joined) + secret;
}

/** Returns the address, or throws when the path is malformed or was tampered with. */
export async function decryptServicePath(path: string): Promise<string> {
  if (path.length <= KEY_LENGTH + IV_LENGTH) throw new Error("service path too short");
  const secret = path.slice(-KEY_LENGTH);
  const joined = fromBase64Url(path.slice(0, -KEY_LENGTH));
  const key = await keyFrom(secret);
  const plain = await crypto.subtle.decrypt(
    { name: "AES-GCM", iv: joined.slice(0, IV_LENGTH) },
    key,
    joined.slice(IV_LENGTH),
  );
  return new TextDecoder().decode(plain);
}
