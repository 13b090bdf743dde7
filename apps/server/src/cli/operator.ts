import { randomUUID } from "node:crypto";
import { parseArgs } from "node:util";
import pino from "pino";
import { loadConfig } from "../config.js";
import { BrandService } from "../modules/brand/service.js";
import { createCashier } from "../modules/cashier/index.js";
import { LedgerService } from "../modules/ledger/service.js";
import { MemberService } from "../modules/members/service.js";
import { createMessages } from "../modules/messages/index.js";
import { OperatorService } from "../modules/operators/service.js";
import type { AppContext } from "../platform/context.js";
import { resolveDatabase } from "../platform/database-url.js";
import { createPool } from "../platform/db.js";
import { AppError } from "../platform/errors.js";
import { createEventBus } from "../platform/events.js";
import { listJobRuns } from "../platform/jobs-repository.js";

const USAGE = `npm run operator -- <command>

  create <username>                      create an operator (password from OPERATOR_PASSWORD, 10+ characters)
  withdrawals [status]                   list withdrawals (review, paying, paid, completed, rejected, failed)
  approve <orderNo> --as <operator>      approve a withdrawal: payout through the provider
  reject <orderNo> <reason> --as <op>    reject a withdrawal: the held amount goes back
  ledger <memberId>                      a player's wallets and latest ledger entries
  adjust <memberId> <amount> <reason> --as <operator>
                                         credit (50.00) or debit (-50.00) a player's main wallet
  jobs                                   periodic jobs: last run, duration, next run, last failure

Works on the running system's database (DATABASE_URL, or the embedded one of npm start).`;

async function main(): Promise<number> {
  // Negative amounts ("-50.00") are values, not options.
  const argv = process.argv.slice(2).map((arg) => (/^-\d/.test(arg) ? `minus:${arg.slice(1)}` : arg));
  const parsed = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { as: { type: "string" }, help: { type: "boolean", short: "h" } },
  });
  const values = parsed.values;
  const [command, ...args] = parsed.positionals.map((arg) => arg.replace(/^minus:/, "-"));
  if (values.help || !command) {
    process.stdout.write(`${USAGE}\n`);
    return values.help ? 0 : 2;
  }
  const config = loadConfig();
  const database = await resolveDatabase(config, { reuseRunning: true });
  const pool = createPool(database.url, 4);
  const brands = new BrandService(pool, config.DEFAULT_MERCHANT);
  const ctx = {
    config,
    pool,
    log: pino({ level: "warn" }),
    brands,
    ledger: new LedgerService(pool),
    members: new MemberService({ pool }),
    events: createEventBus(config.REDIS_URL, () => {}),
  } as unknown as AppContext;
  // A withdrawal approved or rejected from here reaches the player's inbox like one from the API.
  const messages = createMessages(ctx);
  ctx.notify = (memberId, template, params) => messages.notify(Number(memberId), template, params);
  const operators = new OperatorService(ctx, createCashier(ctx, ctx.members));
  const out = (value: unknown) => process.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
  const actor = async () => {
    if (!values.as) throw new Error("Say who acts: --as <operator>");
    return operators.assertExists(values.as);
  };
  try {
    switch (command) {
      case "create": {
        const password = process.env.OPERATOR_PASSWORD;
        if (!args[0] || !password)
          throw new Error("Usage: OPERATOR_PASSWORD=... npm run operator -- create <username>");
        await operators.create(args[0], password);
        out({ created: args[0].toLowerCase() });
        break;
      }
      case "withdrawals":
        out(await operators.listWithdrawals(args[0], 1, 50));
        break;
      case "approve":
        out(await operators.approve(await actor(), args[0] ?? ""));
        break;
      case "reject":
        out(await operators.reject(await actor(), args[0] ?? "", args.slice(1).join(" ")));
        break;
      case "ledger":
        out(await operators.ledger("cli", Number(args[0]), 1, 50));
        break;
      case "adjust":
        out(
          await operators.adjust(
            await actor(),
            Number(args[0]),
            { amount: args[1] ?? "", reason: args.slice(2).join(" ") },
            randomUUID(),
          ),
        );
        break;
      case "jobs":
        out(await listJobRuns(pool));
        break;
      default:
        process.stderr.write(`Unknown command ${command}\n\n${USAGE}\n`);
        return 2;
    }
    return 0;
  } catch (error) {
    process.stderr.write(`${error instanceof AppError ? error.code : (error as Error).message}\n`);
    return 1;
  } finally {
    await ctx.events.close();
    await pool.end();
    await database.stop?.();
  }
}

process.exit(await main());
