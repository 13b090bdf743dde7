import { type Config, ConfigError, DEVELOPMENT_DEFAULTS } from "./config.js";
import { HUB88_DEVELOPMENT_OPERATOR_KEY, HUB88_DEVELOPMENT_PUBLIC_KEY } from "./hub88-development-keys.js";
import { pixProductionProblems } from "./pix-config.js";
import { keyFingerprint, readRsaKey } from "./platform/rsa-signing.js";

type Secret = Exclude<
  keyof typeof DEVELOPMENT_DEFAULTS,
  "SANDBOX_URL" | "RESULTS_FEED_SECRETS" | "BEACON_CHAIN_HASH" | "BEACON_PUBLIC_KEY" | "METRICS_TOKEN"
>;

const SECRETS: Secret[] = [
  "PAYMENT_GATEWAY_SECRET",
  "AGGREGATOR_SECRET",
  "SMS_GATEWAY_KEY",
  "MAIL_GATEWAY_KEY",
  "DEFAULT_MEMBER_PASSWORD",
  "AUDIT_ANCHOR_KEY",
];

/** Partner addresses that default to a path of SANDBOX_URL when unset. */
const PARTNER_URLS = [
  "PAYMENT_GATEWAY_URL",
  "AGGREGATOR_URL",
  "SMS_GATEWAY_URL",
  "MAIL_GATEWAY_URL",
  "BEACON_URL",
] as const;

/** The development feed secrets as the configuration reads them. */
function loadDevelopmentFeedSecrets(): Record<string, string> {
  return Object.fromEntries(
    DEVELOPMENT_DEFAULTS.RESULTS_FEED_SECRETS.split(",").map((pair) => pair.split("=") as [string, string]),
  );
}

function originOf(url: string): string {
  return new URL(url).origin;
}

/**
 * What keeps this configuration from running in production: every secret still at its public
 * development value, every partner still served by the sandbox, and demo seeding. Empty outside
 * production, where the development values are the point.
 */
export function productionProblems(config: Config): string[] {
  if (config.NODE_ENV !== "production") return [];
  const problems: string[] = [];
  for (const name of SECRETS) {
    if (config[name] === DEVELOPMENT_DEFAULTS[name]) {
      problems.push(`${name}: still the public development value; set the real one`);
    }
  }
  const sandboxOrigins = new Set([originOf(DEVELOPMENT_DEFAULTS.SANDBOX_URL), originOf(config.SANDBOX_URL)]);
  for (const name of PARTNER_URLS) {
    const url = config[name];
    if (url === undefined) {
      problems.push(`${name}: unset, so it defaults to the sandbox (SANDBOX_URL); set the partner's address`);
    } else if (sandboxOrigins.has(originOf(url))) {
      problems.push(`${name}: points at the sandbox (${originOf(url)}); set the partner's address`);
    }
  }
  const developmentFeedSecrets = Object.values(loadDevelopmentFeedSecrets());
  for (const [name, secret] of Object.entries(config.RESULTS_FEED_SECRETS))
    if (developmentFeedSecrets.includes(secret))
      problems.push(`RESULTS_FEED_SECRETS: ${name} still has a public development secret; set the real one`);
  if (config.RESULTS_FEEDS === undefined) {
    problems.push("RESULTS_FEEDS: unset, so the results feeds are the sandbox's; set the sources' addresses");
  } else {
    for (const [name, url] of Object.entries(config.RESULTS_FEEDS))
      if (sandboxOrigins.has(originOf(url)))
        problems.push(
          `RESULTS_FEEDS: ${name} points at the sandbox (${originOf(url)}); set the source's address`,
        );
  }
  if (config.RESULTS_REQUIRED_AGREEMENT < 2)
    problems.push("RESULTS_REQUIRED_AGREEMENT: at least two sources must agree on a result in production");
  for (const name of ["BEACON_CHAIN_HASH", "BEACON_PUBLIC_KEY"] as const)
    if (config[name] === DEVELOPMENT_DEFAULTS[name])
      problems.push(`${name}: still the sandbox beacon's; set the drand chain's (quicknet)`);
  if (config.METRICS_TOKEN === DEVELOPMENT_DEFAULTS.METRICS_TOKEN)
    problems.push("METRICS_TOKEN: still the public development value; set a random one or leave it unset");
  if (config.HUB88_ENABLED) problems.push(...hub88Problems(config, sandboxOrigins));
  problems.push(...pixProductionProblems(config));
  if (config.SEED_DEMO) problems.push("SEED_DEMO: demo brand and accounts must not be seeded in production");
  if (config.BOT_CHECK_DISABLED)
    problems.push("BOT_CHECK_DISABLED: the bot check must stay on in production");
  if (config.PASSWORD_HASH_COST !== "standard")
    problems.push("PASSWORD_HASH_COST: passwords must be hashed at the standard cost in production");
  return problems;
}

/** Hub88's keys must not be the sandbox's, nor its address the sandbox. */
function hub88Problems(config: Config, sandboxOrigins: Set<string>): string[] {
  const problems: string[] = [];
  const sandboxKeys = new Set([
    keyFingerprint(readRsaKey(HUB88_DEVELOPMENT_PUBLIC_KEY, "public")),
    keyFingerprint(readRsaKey(HUB88_DEVELOPMENT_OPERATOR_KEY, "private")),
  ]);
  if (config.HUB88_KEYS.partner.some((key) => sandboxKeys.has(keyFingerprint(key))))
    problems.push("HUB88_PUBLIC_KEY: still the sandbox partner's key; set Hub88's public key");
  if (sandboxKeys.has(keyFingerprint(config.HUB88_KEYS.operator)))
    problems.push("HUB88_PRIVATE_KEY: still the public development key; generate ours (docs/operations.md)");
  if (config.HUB88_URL === undefined)
    problems.push("HUB88_URL: unset, so it defaults to the sandbox (SANDBOX_URL); set Hub88's address");
  else if (sandboxOrigins.has(originOf(config.HUB88_URL)))
    problems.push(`HUB88_URL: points at the sandbox (${originOf(config.HUB88_URL)}); set Hub88's address`);
  return problems;
}

/** Throws one ConfigError naming every problem of productionProblems. */
export function assertProductionReady(config: Config): void {
  const problems = productionProblems(config);
  if (problems.length === 0) return;
  throw new ConfigError(
    `Refusing to start with NODE_ENV=production on development settings:\n${problems.map((p) => `  ${p}`).join("\n")}`,
  );
}
