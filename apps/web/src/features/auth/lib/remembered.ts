import { LIMITS } from "@jogada/contracts";

const COOKIE = "remember_login";

/**
 * SPEC §3's remember-me cookie (1 day) keeps what fills the login form: last username, SMS
 * number and dial code. The password is never stored on the device; the server's httpOnly
 * remember-me token replaces it (README, "Accounts").
 */
export interface Remembered {
  username?: string;
  mobileNum?: string;
  countryDialingCode?: string;
}

export function readRemembered(): Remembered {
  const raw = document.cookie
    .split("; ")
    .find((part) => part.startsWith(`${COOKIE}=`))
    ?.slice(COOKIE.length + 1);
  if (!raw) return {};
  try {
    return JSON.parse(decodeURIComponent(raw)) as Remembered;
  } catch {
    return {};
  }
}

export function writeRemembered(value: Remembered | null): void {
  if (!value) {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and Safari
    document.cookie = `${COOKIE}=; path=/; max-age=0; samesite=strict`;
    return;
  }
  const maxAge = LIMITS.rememberMeDays * 86_400;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and Safari
  document.cookie = `${COOKIE}=${encodeURIComponent(JSON.stringify(value))}; path=/; max-age=${maxAge}; samesite=strict`;
}
