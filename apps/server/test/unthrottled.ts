/**
 * Tests fire calls far faster than a person, mostly from 127.0.0.1: limits out of their reach,
 * except where a test passes its own (rate-limit tests).
 */
export const UNTHROTTLED: Record<string, string> = Object.fromEntries(
  [
    "BET_PER_MEMBER",
    "BET_PER_IP",
    "MONEY_PER_MEMBER",
    "MONEY_PER_IP",
    "LOGIN_PER_IP",
    "PUBLIC_PER_IP",
    "CALLS_PER_MEMBER",
    "PARTNER_PER_IP",
  ].map((name) => [`RATE_LIMIT_${name}`, "1000000"]),
);

/**
 * The bot check's work for a test's logins: the same signed challenge, solution and replay checks,
 * at a small difficulty (production's default is 50,000 hashes at most: about a second of a busy
 * core per login in a test, where a person spends it once). A test of difficulty passes its own.
 */
export const CHEAP_BOT_CHECK: Record<string, string> = { BOT_CHECK_MAX_NUMBER: "1000" };
