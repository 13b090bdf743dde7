import argon2 from "argon2";

/**
 * argon2id with the library's defaults (64 MiB memory, 3 passes, 4 lanes): above OWASP's baseline.
 * "test" is for test suites only (config PASSWORD_HASH_COST, refused in production): the same
 * algorithm at its smallest cost. A hash carries its own cost, so verifying never depends on it.
 */
const COSTS = {
  standard: { type: argon2.argon2id },
  test: { type: argon2.argon2id, memoryCost: 1024, timeCost: 1, parallelism: 1 },
} as const;

export type PasswordHashCost = keyof typeof COSTS;

let options: (typeof COSTS)[PasswordHashCost] = COSTS.standard;
let decoy: Promise<string> | undefined;

/** The cost of the hashes this process makes from now on (the app sets it from its config). */
export function setPasswordHashCost(cost: PasswordHashCost): void {
  if (options === COSTS[cost]) return;
  options = COSTS[cost];
  decoy = undefined;
}

export function hashPassword(plain: string): Promise<string> {
  return argon2.hash(plain, options);
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
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(crypto.randomUUID());
  return decoy;
}
