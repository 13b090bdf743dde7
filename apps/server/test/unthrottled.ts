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
 * What a test's logins cost, at a small price: the bot check's same signed challenge, solution and
 * replay checks at a small difficulty (production's default is 50,000 hashes at most: about a
 * second of a busy core per login), and argon2id at its smallest cost for the accounts a test
 * makes (production: 64 MiB, 3 passes). A test of either passes its own.
 */
export const CHEAP_TEST_COSTS: Record<string, string> = {
  BOT_CHECK_MAX_NUMBER: "1000",
  PASSWORD_HASH_COST: "test",
};
