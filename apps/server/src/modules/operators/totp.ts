import { Secret, TOTP } from "otpauth";

const PERIOD = 30;
const ISSUER = "Jogada";

function totpOf(username: string, secret: string): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label: username,
    algorithm: "SHA1",
    digits: 6,
    period: PERIOD,
    secret: Secret.fromBase32(secret),
  });
}

/** A new authenticator secret (160 bits, base32) and the otpauth:// address an app scans. */
export function newTotpSecret(username: string): { secret: string; url: string } {
  const secret = new Secret({ size: 20 }).base32;
  return { secret, url: totpOf(username, secret).toString() };
}

/**
 * The time step a code belongs to, or undefined when it matches none of the current step and its
 * neighbours (one step of clock drift either way).
 */
export function totpStep(
  username: string,
  secret: string,
  code: string,
  now = Date.now(),
): number | undefined {
  const delta = totpOf(username, secret).validate({ token: code, timestamp: now, window: 1 });
  if (delta === null) return undefined;
  return Math.floor(now / 1000 / PERIOD) + delta;
}

/** The code an authenticator shows at `now` (tests and the first administrator's set-up check). */
export function totpCode(username: string, secret: string, now = Date.now()): string {
  return totpOf(username, secret).generate({ timestamp: now });
}
