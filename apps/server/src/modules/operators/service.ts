import { formatMoney } from "@jogada/contracts";
import { writeAudit } from "../../platform/audit-log.js";
import type { AppContext } from "../../platform/context.js";
import { AppError } from "../../platform/errors.js";
import type { CashierServices } from "../cashier/index.js";
import { assertNotOwnWithdrawal } from "./own-account.js";

/**
 * Back-office actions, each by a named operator and written to the audit log: withdrawal review,
 * a player's ledger, manual adjustments. Operators log in with their own accounts.
 */
export class OperatorService {
  constructor(
    private readonly ctx: AppContext,
    private readonly cashier: CashierServices,
  ) {}

  listWithdrawals(status: string | undefined, page: number, size: number) {
    return this.cashier.withdrawals.list(status ? { status } : {}, page, size);
  }

  async approve(operator: string, orderNo: string) {
    await assertNotOwnWithdrawal(this.ctx.pool, operator, orderNo);
    return this.cashier.withdrawals.approve(orderNo, `operator:${operator}`);
  }

  async reject(operator: string, orderNo: string, reason: string) {
    await assertNotOwnWithdrawal(this.ctx.pool, operator, orderNo);
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
}
