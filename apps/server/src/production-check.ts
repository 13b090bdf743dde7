import { type Config, ConfigError, DEVELOPMENT_DEFAULTS } from "./config.js";

type Secret = Exclude<keyof typeof DEVELOPMENT_DEFAULTS, "SANDBOX_URL">;

const SECRETS: Secret[] = [
  "PAYMENT_GATEWAY_SECRET",
  "AGGREGATOR_SECRET",
  "SMS_GATEWAY_KEY",
  "MAIL_GATEWAY_KEY",
  "DEFAULT_MEMBER_PASSWORD",
];

/** Partner addresses that default to a path of SANDBOX_URL when unset. */
const PARTNER_URLS = [
  "PAYMENT_GATEWAY_URL",
  "AGGREGATOR_URL",
  "SMS_GATEWAY_URL",
  "MAIL_GATEWAY_URL",
] as const;

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
  if (config.SEED_DEMO) problems.push("SEED_DEMO: demo brand and accounts must not be seeded in production");
  if (config.BOT_CHECK_DISABLED)
    problems.push("BOT_CHECK_DISABLED: the bot check must stay on in production");
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
