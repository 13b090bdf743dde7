import { randomBytes } from "node:crypto";
import { formatMoney, parseMoney, ROLE_PERMISSIONS } from "@jogada/contracts";
import { writeAudit } from "../../platform/audit-log.js";
import type { AppContext } from "../../platform/context.js";
import { AppError } from "../../platform/errors.js";
import { idempotent } from "../../platform/idempotency.js";
import { decoyHash, hashPassword, verifyPassword } from "../../platform/passwords.js";
import { RateCounter } from "../../platform/rate-counter.js";
import type { CashierServices } from "../cashier/index.js";
import * as repo from "./repository.js";
import { operatorTokenHash } from "./sessions.js";

const SESSION_HOURS = 12;
/** Failed operator logins allowed per name and per address in a 15-minute window. */
const FAILURE_WINDOW_SECONDS = 900;
const MAX_FAILURES_PER_NAME = 10;
const MAX_FAILURES_PER_IP = 30;

/**
 * Back-office actions, each by a named operator and written to the audit log: withdrawal review,
 * a player's ledger, manual adjustments. Operators log in with their own accounts.
 */
export class OperatorService {
  private readonly counters: RateCounter;

  constructor(
    private readonly ctx: AppContext,
    private readonly cashier: CashierServices,
  ) {
    this.counters = new RateCounter(ctx.pool);
  }

  async create(username: string, password: string): Promise<void> {
    if (password.length < 10) throw new Error("An operator password needs at least 10 characters");
    await repo.insertOperator(this.ctx.pool, username.toLowerCase(), await hashPassword(password));
  }

  /** Command-line actions name an existing operator (`--as`) so the audit log says who acted. */
  async assertExists(username: string): Promise<string> {
    const operator = await repo.findOperator(this.ctx.pool, username.toLowerCase());
    if (!operator || operator.disabled)
      throw new Error(`No active operator named "${username}" (create one first)`);
    return operator.username;
  }

  async login(username: string, password: string, ip: string) {
    const nameKey = `ops-login:${username.toLowerCase()}`;
    const ipKey = `ops-login-ip:${ip}`;
    const [byName, byIp] = await Promise.all([
      this.counters.count(nameKey, FAILURE_WINDOW_SECONDS),
      this.counters.count(ipKey, FAILURE_WINDOW_SECONDS),
    ]);
    if (byName >= MAX_FAILURES_PER_NAME || byIp >= MAX_FAILURES_PER_IP) throw new AppError("rate.limited");
    const operator = await repo.findOperator(this.ctx.pool, username.toLowerCase());
    // Same work whether or not the name exists, so timing does not tell names apart.
    const ok = await verifyPassword(operator?.password_hash ?? (await decoyHash()), password);
    if (!operator || operator.disabled || !ok) {
      await Promise.all([
        this.counters.hit(nameKey, FAILURE_WINDOW_SECONDS),
        this.counters.hit(ipKey, FAILURE_WINDOW_SECONDS),
      ]);
      throw new AppError("operator.login.invalid");
    }
    const token = randomBytes(32).toString("base64url");
    const expiresAt = await repo.insertSession(
      this.ctx.pool,
      operatorTokenHash(token),
      operator.id,
      SESSION_HOURS,
    );
    await writeAudit(this.ctx.pool, {
      actor: `operator:${operator.username}`,
      action: "operator.login",
      merchantCode: null,
      detail: {},
    });
    return {
      token,
      username: operator.username,
      role: "administrator" as const,
      permissions: [...ROLE_PERMISSIONS.administrator],
      idleMinutes: SESSION_HOURS * 60,
      expiresAt: expiresAt.toISOString(),
    };
  }

  listWithdrawals(status: string | undefined, page: number, size: number) {
    return this.cashier.withdrawals.list(status ? { status } : {}, page, size);
  }

  approve(operator: string, orderNo: string) {
    return this.cashier.withdrawals.approve(orderNo, `operator:${operator}`);
  }

  reject(operator: string, orderNo: string, reason: string) {
    return this.cashier.withdrawals.reject(orderNo, `operator:${operator}`, reason);
  }

  proof(orderNo: string) {
    return this.cashier.withdrawals.proof(orderNo);
  }

  private async member(memberId: number) {
    const member = await this.ctx.members.byId(memberId);
    if (!member) throw new AppError("operator.member.not.found");
    const brand = await this.ctx.brands.get(member.merchant_code);
    if (!brand) throw new AppError("operator.member.not.found");
    return { member, brand: brand.config };
  }

  /** A player's wallets and every entry, newest first (operators see holds and wallets too). */
  async ledger(operator: string, memberId: number, page: number, size: number) {
    const { member, brand } = await this.member(memberId);
    const decimals = brand.currency.decimals;
    const fmt = (v: bigint) => formatMoney(v, decimals);
    const currency = brand.currency.code;
    const [wallets, entries] = await Promise.all([
      this.ctx.ledger.walletsOf(memberId, currency),
      this.ctx.ledger.entriesOf({
        memberId,
        currency,
        wallets: ["main", "bonus", "demo", "vendor"],
        timeZone: brand.timeZone,
        limit: size,
        offset: (page - 1) * size,
        includeHolds: true,
      }),
    ]);
    await writeAudit(this.ctx.pool, {
      actor: `operator:${operator}`,
      action: "member.ledger.view",
      merchantCode: member.merchant_code,
      detail: { memberId: String(memberId) },
    });
    return {
      memberId: member.id,
      username: member.username,
      merchantCode: member.merchant_code,
      currency,
      wallets: wallets.map((w) => ({
        wallet: w.wallet,
        code: w.code,
        balance: fmt(w.balance),
        pending: fmt(w.pending),
        available: fmt(w.available),
      })),
      entries: {
        list: entries.list.map((e) => ({
          id: e.entryId,
          kind: e.kind,
          status: e.status,
          wallet: e.wallet === "vendor" ? e.code : e.wallet,
          amount: fmt(e.amount),
          pendingDelta: fmt(e.pendingDelta),
          balanceAfter: fmt(e.balanceAfter),
          pendingAfter: fmt(e.pendingAfter),
          reference: e.reference,
          meta: e.meta,
          createdAt: e.createdAt.toISOString(),
        })),
        total: entries.total,
        totalPages: Math.ceil(entries.total / size),
        page,
      },
    };
  }

  /** A manual credit (positive) or debit (negative) of the player's main wallet, with a reason. */
  async adjust(operator: string, memberId: number, input: { amount: string; reason: string }, key: string) {
    const { member, brand } = await this.member(memberId);
    const negative = input.amount.startsWith("-");
    const amount = parseMoney(negative ? input.amount.slice(1) : input.amount, brand.currency.decimals);
    if (amount === undefined || amount <= 0n) {
      throw new AppError("wallet.amount.invalid", { decimals: brand.currency.decimals }, { field: "amount" });
    }
    if (!input.reason.trim()) throw new AppError("operator.reason.required");
    const player = { owner: "player" as const, memberId, wallet: "main" as const };
    const house = {
      owner: "house" as const,
      merchant: member.merchant_code,
      kind: "house_adjustment" as const,
    };
    const { result, replayed } = await idempotent(
      this.ctx.pool,
      { scope: `adjustment:${operator}`, key, body: { memberId, ...input } },
      async (tx) => {
        const moved = await this.ctx.ledger.transfer(
          {
            from: negative ? player : house,
            to: negative ? house : player,
            amount,
            currency: brand.currency.code,
            reference: `adjustment:${key}`,
            kind: "adjustment",
            meta: { operator, reason: input.reason },
          },
          tx,
        );
        await writeAudit(tx, {
          actor: `operator:${operator}`,
          action: "member.adjust",
          merchantCode: member.merchant_code,
          detail: {
            memberId: String(memberId),
            amount: input.amount,
            reason: input.reason,
            transferId: moved.transferId,
          },
        });
        const now = new Date().toISOString();
        return {
          id: moved.transferId,
          memberId: String(memberId),
          username: member.username,
          merchantCode: member.merchant_code,
          amount: (negative ? "-" : "") + formatMoney(amount, brand.currency.decimals),
          reason: input.reason,
          status: "applied" as const,
          maker: operator,
          checker: null,
          transferId: moved.transferId,
          rejectReason: null,
          createdAt: now,
          decidedAt: now,
        };
      },
    );
    if (!replayed) await this.ctx.events.publish(memberId, { type: "balance" }).catch(() => {});
    return result;
  }
}
