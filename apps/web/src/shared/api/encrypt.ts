import type { SiteInfo } from "@jogada/contracts";
import type { JWK } from "jose";

const ALG = "ECDH-ES+A256KW";
const ENC = "A256GCM";

/**
 * The body of an "enc" call (DESIGN.md §3): the JSON payload encrypted as a compact JWE to the
 * server's published key (site info `encryptionKey`), sent as `{value}` with `Encryption: JWE`.
 */
export async function encryptBody(
  body: unknown,
  key: SiteInfo["encryptionKey"],
): Promise<{ body: { value: string }; headers: Record<string, string> }> {
  // Only a few calls are encrypted (sign-in, money): jose is fetched with the first of them.
  const { CompactEncrypt, importJWK } = await import("jose");
  const publicKey = await importJWK(key as JWK, ALG);
  const value = await new CompactEncrypt(new TextEncoder().encode(JSON.stringify(body)))
    .setProtectedHeader({ alg: ALG, enc: ENC, kid: key.kid })
    .encrypt(publicKey);
  return { body: { value }, headers: { Encryption: "JWE" } };
}
