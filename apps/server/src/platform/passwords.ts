import argon2 from "argon2";

/** argon2id with the library's defaults (19 MiB memory, 2 passes): OWASP's baseline. */
const OPTIONS = { type: argon2.argon2id } as const;

export function hashPassword(plain: string): Promise<string> {
  return argon2.hash(plain, OPTIONS);
}

export async function verifyPassword(hash: string | null | undefined, plain: string): Promise<boolean> {
  if (!hash) return false;
  try {
    return await argon2.verify(hash, plain);
  } catch {
    return false;
  }
}

/**
 * A hash of a random secret, used to compare against for unknown accounts so a failed login
 * takes the same time whether or not the username exists.
 */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(crypto.randomUUID());
  return decoy;
}
