import { randomUUID } from "node:crypto";
import { parseArgs } from "node:util";
import { STAFF_ROLES, StaffRole } from "@jogada/contracts";
import pino from "pino";
import QRCode from "qrcode";
import { loadConfig } from "../config.js";
import { BrandService } from "../modules/brand/service.js";
import { createCashier } from "../modules/cashier/index.js";
import { LedgerService } from "../modules/ledger/service.js";
import { MemberService } from "../modules/members/service.js";
import { createMessages } from "../modules/messages/index.js";
import { AdjustmentService } from "../modules/operators/adjustments.js";
import { OperatorService } from "../modules/operators/service.js";
import { StaffService } from "../modules/operators/staff-service.js";
import { ResponsibleGamingGuard } from "../modules/responsible-gaming/index.js";
import type { AppContext } from "../platform/context.js";
import { resolveDatabase } from "../platform/database-url.js";
import { createPool } from "../platform/db.js";
import { AppError } from "../platform/errors.js";
import { createEventBus } from "../platform/events.js";
import { listJobRuns } from "../platform/jobs-repository.js";
import { Metrics } from "../platform/metrics.js";

const USAGE = `npm run operator -- <command>

  create <username> [--role <role>]      create a staff member (password from OPERATOR_PASSWORD, 10+
                                         characters; role administrator by default, or finance,
                                         support, risk, content, read-only); prints the
                                         authenticator secret and its otpauth:// address
  enroll-totp <username> [--replace]     give an existing staff member (one made before logins
                                         needed a code) an authenticator secret; prints it and its
                                         otpauth:// address; --replace swaps an existing one
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
    options: {
      as: { type: "string" },
      role: { type: "string" },
      replace: { type: "boolean" },
      help: { type: "boolean", short: "h" },
    },
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
    responsibleGaming: new ResponsibleGamingGuard(pool, brands),
    events: createEventBus(config.REDIS_URL, () => {}),
    // Counted nowhere: this process is not scraped.
    metrics: new Metrics(false),
  } as unknown as AppContext;
  // A withdrawal approved or rejected from here reaches the player's inbox like one from the API.
  const messages = createMessages(ctx);
  ctx.notify = (memberId, template, params) => messages.notify(Number(memberId), template, params);
  const operators = new OperatorService(ctx, createCashier(ctx, ctx.members));
  const staff = new StaffService(pool, config.OPS_IDLE_MINUTES);
  const adjustments = new AdjustmentService(ctx);
  const out = (value: unknown) => process.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
  /**
   * The otpauth address as a QR code for the authenticator app's camera, on the terminal only
   * (stderr, so the JSON on stdout stays parseable when it is piped).
   */
  const showQr = async (otpauthUrl: string) => {
    if (process.stderr.isTTY)
      process.stderr.write(await QRCode.toString(otpauthUrl, { type: "terminal", small: true }));
  };
  const actor = async () => {
    if (!values.as) throw new Error("Say who acts: --as <operator>");
    return staff.assertExists(values.as);
  };
  try {
    switch (command) {
      case "create": {
        const password = process.env.OPERATOR_PASSWORD;
        if (!args[0] || !password)
          throw new Error("Usage: OPERATOR_PASSWORD=... npm run operator -- create <username>");
        const role = StaffRole.safeParse(values.role ?? "administrator");
        if (!role.success) throw new Error(`--role is one of ${STAFF_ROLES.join(", ")}`);
        const created = await staff.createFromCommandLine(args[0], password, role.data);
        await showQr(created.otpauthUrl);
        out({
          created: created.username,
          role: created.role,
          totpSecret: created.totpSecret,
          otpauthUrl: created.otpauthUrl,
          next: "Scan the QR code printed on the terminal with an authenticator app, or add the secret by hand; then log in at /backoffice with the password and its six-digit code.",
        });
        break;
      }
      case "enroll-totp": {
        if (!args[0]) throw new Error("Usage: npm run operator -- enroll-totp <username> [--replace]");
        const enrolled = await staff.enrollTotpFromCommandLine(args[0], values.replace ?? false);
        await showQr(enrolled.otpauthUrl);
        out({
          enrolled: enrolled.username,
          role: enrolled.role,
          totpSecret: enrolled.totpSecret,
          otpauthUrl: enrolled.otpauthUrl,
          next: "Scan the QR code printed on the terminal with an authenticator app, or add the secret by hand; then log in at /backoffice with the password and its six-digit code.",
        });
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
          await adjustments.create(
            await actor(),
            "command-line",
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
