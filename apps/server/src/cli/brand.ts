import { userInfo } from "node:os";
import { parseArgs } from "node:util";
import { ConfigError, loadConfig } from "../config.js";
import { BrandService } from "../modules/brand/service.js";
import { resolveDatabase } from "../platform/database-url.js";
import { createPool } from "../platform/db.js";
import { runBrandCommand, USAGE, UsageError } from "./brand-commands.js";

/**
 * `npm run brand -- <command>`: changes a brand's configuration on a running system. Every change
 * goes through BrandService.update (validated, audited; servers drop their cache on the
 * notification), so it takes effect at once.
 */
async function main(): Promise<number> {
  let parsed: ReturnType<typeof parse>;
  const parse = () =>
    parseArgs({
      allowPositionals: true,
      strict: true,
      options: {
        merchant: { type: "string" },
        "notice-pt": { type: "string" },
        "notice-en": { type: "string" },
        any: { type: "boolean" },
        help: { type: "boolean", short: "h" },
      },
    });
  try {
    parsed = parse();
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n\n${USAGE}\n`);
    return 2;
  }
  if (parsed.values.help || parsed.positionals.length === 0) {
    process.stdout.write(`${USAGE}\n`);
    return parsed.values.help ? 0 : 2;
  }

  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      return 2;
    }
    throw error;
  }
  const database = await resolveDatabase(config, {
    reuseRunning: true,
    log: (message) => process.stderr.write(`${message}\n`),
  });
  const pool = createPool(database.url, 2);
  try {
    const output = await runBrandCommand(new BrandService(pool, config.DEFAULT_MERCHANT), {
      positionals: parsed.positionals,
      merchant: parsed.values.merchant ?? config.DEFAULT_MERCHANT,
      noticePt: parsed.values["notice-pt"],
      noticeEn: parsed.values["notice-en"],
      any: parsed.values.any,
      actor: `cli:${userInfo().username}`,
    });
    process.stdout.write(`${output}\n`);
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      process.stderr.write(`${error.message}\n\nRun npm run brand -- help for the commands.\n`);
      return 2;
    }
    process.stderr.write(`The brand tool failed: ${(error as Error).message}\n`);
    return 1;
  } finally {
    await pool.end();
    await database.stop?.();
  }
}

main().then(
  (code) => process.exit(code),
  (error: Error) => {
    process.stderr.write(`The brand tool failed: ${error.message}\n`);
    process.exit(1);
  },
);
