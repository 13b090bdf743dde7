import { type BrandConfig, type PaymentNotification, PROOF_IMAGE_MAX_BYTES } from "@jogada/contracts";
import type { AppContext } from "../../platform/context.js";
import { withTransaction } from "../../platform/db.js";
import { AppError } from "../../platform/errors.js";
import { idempotent } from "../../platform/idempotency.js";
import { cleanImage } from "../../platform/image-upload.js";
import { money, parseAmount } from "../wallet/index.js";
import type { MemberLookup, WalletHolder } from "../wallet/service.js";
import { orderNumber } from "./deposit-service.js";
import type { PaymentGateway } from "./gateway.js";
import { type PayeeInput, Payees, storedPayee } from "./payees.js";
import { PayoutSettlement } from "./payout-settlement.js";
import * as repo from "./repository.js";
import {
  auditWithdrawal,
  checkDailyLimits,
  holdRef,
  type PayeeChecks,
  PROOF_MAX_SIDE,
  view,
  type WithdrawalBlock,
  type WithdrawalForfeit,
  type WithdrawalLimits,
} from "./withdrawal-rules.js";

export type {
  PayeeChecks,
  WithdrawalBlock,
  WithdrawalForfeit,
  WithdrawalLimits,
} from "./withdrawal-rules.js";

/** Payouts to Pix keys, when a Pix provider is configured (pix/payouts.ts). */
export interface PixPayoutPort {
  /** The provider's code: the house account Pix payouts come from. */
  readonly code: string;
  /** Whether a brand may pay out by Pix (it counts in reais, the provider is on for it). */
  offered(brand: BrandConfig): boolean;
  /** Asks the provider to pay an approved order (once: its id at the provider is fixed). */
  send(orderNo: string): Promise<void>;
}

/**
 * Withdrawals: the amount is held in the ledger when the player asks, an operator approves
 * (payout through the provider) or rejects (hold released), the provider's payout notification
 * posts the hold or (failed) releases it, then the player confirms receipt; an unconfirmed
 * withdrawal counts as received after the brand's autoReceiveMinutes.
 */
export class WithdrawalService {
  private readonly payeeAccounts: Payees;
  readonly settlement: PayoutSettlement;
  /** Set when a Pix provider is configured. */
  pix: PixPayoutPort | null = null;

  constructor(
    private readonly ctx: Pick<
      AppContext,
      "pool" | "ledger" | "events" | "config" | "brands" | "notify" | "metrics"
    >,
    private readonly gateway: PaymentGateway,
    private readonly members: MemberLookup & PayeeChecks,
    private readonly block?: WithdrawalBlock,
    private readonly forfeit?: WithdrawalForfeit,
    private readonly limits?: WithdrawalLimits,
  ) {
    this.payeeAccounts = new Payees(ctx.pool);
    this.settlement = new PayoutSettlement(ctx);
  }

  private async brandOf(merchant: string): Promise<BrandConfig> {
    const brand = await this.ctx.brands.get(merchant);
    if (!brand) throw new Error(`unknown merchant ${merchant}`);
    return brand.config;
  }

  addPayee(holder: WalletHolder, brand: BrandConfig, input: PayeeInput) {
    return this.payeeAccounts.add(holder, input, this.pix?.offered(brand) ?? false);
  }

  payees(holder: WalletHolder) {
    return this.payeeAccounts.list(holder);
  }

  async settings(holder: WalletHolder, brand: BrandConfig) {
    const main = await this.ctx.ledger.balanceOf(
      { owner: "player", memberId: holder.id, wallet: holder.isTrial ? "demo" : "main" },
      brand.currency.code,
    );
    return {
      minimumAmount: brand.wallet.withdraw.minimumAmount,
      maximumAmount: brand.wallet.withdraw.maximumAmount,
      autoReceiveMinutes: brand.wallet.withdraw.autoReceiveMinutes,
      available: money(main.available, brand),
      hasPaymentPassword: holder.isTrial ? false : await this.members.hasPaymentPassword(holder.id),
      currency: brand.currency.code,
      currencySymbol: brand.currency.symbol,
      pixPayouts: this.pix?.offered(brand) ?? false,
    };
  }

  /** Holds the amount and opens the order for review (once per Idempotency-Key). */
  async request(
    holder: WalletHolder,
    brand: BrandConfig,
    input: {
      payeeAccountId: string;
      amount: string;
      paymentPassword: string;
      forfeitBonus?: boolean | undefined;
    },
    key: string,
  ) {
    if (holder.isTrial) throw new AppError("wallet.real.account.required");
    const settings = brand.wallet.withdraw;
    const amount = parseAmount(input.amount, brand, {
      min: settings.minimumAmount,
      max: settings.maximumAmount,
    });
    const payee = await repo.findPayee(this.ctx.pool, holder.id, input.payeeAccountId);
    if (!payee) throw new AppError("payee.unknown", {}, { field: "payeeAccountId" });
    // A Pix key is paid by the Pix provider, from its own house account; others by the brand's gateway.
    const pix = payee.type === "PIX" ? this.pix : null;
    if (payee.type === "PIX" && !pix?.offered(brand))
      throw new AppError("payee.pix.unavailable", {}, { field: "payeeAccountId" });
    const provider = pix?.code ?? settings.provider;
    if (await this.block?.(holder.id, brand)) throw new AppError("agent.withdrawals.blocked");
    await this.forfeit?.check(holder.id, brand, input.forfeitBonus === true);
    await this.members.verifyPaymentPassword(holder.id, input.paymentPassword);
    const { paymentPassword: _secret, ...body } = input;
    const { result, replayed } = await idempotent(
      this.ctx.pool,
      { scope: `withdrawal:${holder.id}`, key, body },
      async (tx) => {
        await checkDailyLimits(tx, this.limits, holder.id, brand, amount);
        const orderNo = orderNumber("W");
        if (input.forfeitBonus) await this.forfeit?.apply(tx, holder.id);
        // The hold first: short funds refuse the request before the order exists.
        await this.ctx.ledger.hold(
          {
            from: { owner: "player", memberId: holder.id, wallet: "main" },
            to: {
              owner: "house",
              merchant: holder.merchantCode,
              kind: "house_payment",
              code: provider,
            },
            amount,
            currency: brand.currency.code,
            reference: holdRef(orderNo),
            kind: "withdrawal",
            meta: { orderNo },
          },
          tx,
        );
        const row = await repo.insertWithdrawal(tx, {
          orderNo,
          merchantCode: holder.merchantCode,
          memberId: holder.id,
          amount,
          currency: brand.currency.code,
          provider,
          payee: storedPayee(payee),
        });
        return view(row, brand.currency.decimals);
      },
    );
    if (!replayed) this.ctx.metrics.withdrawals.inc({ state: "requested" });
    if (!replayed) await this.notify(holder.id, result.orderNo);
    return result;
  }

  async list(
    filter: { memberId?: number; status?: string; merchantCode?: string },
    page: number,
    size: number,
  ) {
    const rows = await repo.listWithdrawals(this.ctx.pool, filter, size, (page - 1) * size);
    const total = Number(rows[0]?.total ?? 0);
    const list = await Promise.all(
      rows.map(async (row) => ({
        ...view(row, (await this.brandOf(row.merchant_code)).currency.decimals),
        memberId: row.member_id,
        username: row.username,
        merchantCode: row.merchant_code,
        reviewedBy: row.reviewed_by,
        hasProof: row.proof_type !== null,
      })),
    );
    return { list, total, totalPages: Math.ceil(total / size), page };
  }

  async order(holder: WalletHolder, brand: BrandConfig, orderNo: string) {
    const row = await repo.findWithdrawal(this.ctx.pool, orderNo);
    if (!row || row.member_id !== String(holder.id)) throw new AppError("withdrawal.not.found");
    return view(row, brand.currency.decimals);
  }

  /** Operator approval: the order goes to payout; the provider is asked after the commit. */
  async approve(orderNo: string, operator: string) {
    const row = await withTransaction(this.ctx.pool, async (tx) => {
      const order = await repo.findWithdrawal(tx, orderNo, true);
      if (!order) throw new AppError("withdrawal.not.found");
      if (order.status !== "review") throw new AppError("withdrawal.state.invalid", { status: order.status });
      await repo.updateWithdrawal(tx, orderNo, {
        status: "paying",
        reviewed_by: operator,
        reviewed_at: new Date(),
      });
      await auditWithdrawal(tx, operator, "withdrawal.approve", order, {});
      return order;
    });
    this.ctx.metrics.withdrawals.inc({ state: "approved" });
    await this.notify(row.member_id, orderNo, false);
    await this.ctx.notify(row.member_id, "withdrawal.approved", { amount: BigInt(row.amount) });
    await this.requestPayout(orderNo).catch(() => {
      // The provider could not be reached: the payout job asks again.
    });
    return this.operatorView(orderNo);
  }

  /** Operator rejection: the hold is released exactly once. */
  async reject(orderNo: string, operator: string, reason: string) {
    const row = await withTransaction(this.ctx.pool, async (tx) => {
      const order = await repo.findWithdrawal(tx, orderNo, true);
      if (!order) throw new AppError("withdrawal.not.found");
      if (order.status !== "review") throw new AppError("withdrawal.state.invalid", { status: order.status });
      await this.ctx.ledger.void(
        { reference: `${holdRef(orderNo)}:void`, pendingReference: holdRef(orderNo), meta: { reason } },
        tx,
      );
      await repo.updateWithdrawal(tx, orderNo, {
        status: "rejected",
        reviewed_by: operator,
        reviewed_at: new Date(),
        reason,
      });
      await auditWithdrawal(tx, operator, "withdrawal.reject", order, { reason });
      return order;
    });
    this.ctx.metrics.withdrawals.inc({ state: "rejected" });
    await this.notify(row.member_id, orderNo);
    await this.ctx.notify(row.member_id, "withdrawal.rejected", { amount: BigInt(row.amount), reason });
    return this.operatorView(orderNo);
  }

  private async operatorView(orderNo: string) {
    const row = (await repo.findWithdrawal(this.ctx.pool, orderNo)) as repo.WithdrawalRow;
    return {
      ...view(row, (await this.brandOf(row.merchant_code)).currency.decimals),
      memberId: row.member_id,
    };
  }

  /** Asks the provider to pay out an approved order (the provider dedups on the order number). */
  async requestPayout(orderNo: string): Promise<void> {
    const order = await repo.findWithdrawal(this.ctx.pool, orderNo);
    if (order?.status !== "paying" || order.payout_requested) return;
    if (order.payee.type === "PIX") {
      if (!this.pix) throw new Error("no Pix provider configured for a Pix payout");
      return this.pix.send(orderNo);
    }
    const brand = await this.brandOf(order.merchant_code);
    const accepted = await this.gateway.createPayout({
      payoutId: order.order_no,
      amount: money(BigInt(order.amount), brand),
      currency: order.currency,
      payee: { ...order.payee, type: order.payee.type === "EWALLET" ? "EWALLET" : "BANK" },
      notifyUrl: `${this.ctx.config.PUBLIC_URL}/api/payments/${order.provider}/notify`,
    });
    await repo.updateWithdrawal(this.ctx.pool, orderNo, {
      payout_requested: true,
      provider_ref: accepted.payoutRef,
    });
  }

  /** A verified payout notification of the gateway: posts the hold (paid) or releases it (failed), once. */
  onPayout(provider: string, note: PaymentNotification): Promise<string> {
    const result =
      note.status === "PAID"
        ? ({ status: "paid", providerRef: note.providerRef } as const)
        : ({ status: "failed", reason: "payout failed" } as const);
    return this.settlement.settle(note.orderNo, result, (order, brand) => {
      if (order.provider !== provider) return "unknown_order";
      if (note.amount !== money(BigInt(order.amount), brand) || note.currency !== order.currency)
        return "mismatch";
      return null;
    });
  }

  /** The player's answer after the payout: received, not received (with proof) or partly received. */
  async confirm(
    holder: WalletHolder,
    brand: BrandConfig,
    input: {
      orderNo: string;
      result: "received" | "not_received" | "partial";
      receivedAmount?: string | undefined;
    },
    proof?: { mimetype: string; data: Buffer },
  ) {
    // The declared type is the client's word only: the bytes decide, and are stored re-encoded.
    const image =
      proof && proof.data.length > 0 && proof.data.length <= PROOF_IMAGE_MAX_BYTES
        ? await cleanImage(proof.data, { maxSide: PROOF_MAX_SIDE })
        : undefined;
    if (proof && !image) throw new AppError("withdrawal.proof.invalid", {}, { field: "proof" });
    if (input.result === "not_received" && !image)
      throw new AppError("withdrawal.proof.required", {}, { field: "proof" });
    await withTransaction(this.ctx.pool, async (tx) => {
      const order = await repo.findWithdrawal(tx, input.orderNo, true);
      if (!order || order.member_id !== String(holder.id)) throw new AppError("withdrawal.not.found");
      if (order.status !== "paid") throw new AppError("withdrawal.state.invalid", { status: order.status });
      let received: bigint | undefined;
      if (input.result === "partial") {
        received = input.receivedAmount === undefined ? undefined : parseAmount(input.receivedAmount, brand);
        if (received === undefined || received >= BigInt(order.amount)) {
          throw new AppError("withdrawal.received.amount.invalid", {}, { field: "receivedAmount" });
        }
      }
      await repo.updateWithdrawal(tx, order.order_no, {
        status: "completed",
        confirmation: input.result,
        confirmed_at: new Date(),
        ...(received !== undefined ? { received_amount: received.toString() } : {}),
        ...(input.result === "received" ? { received_amount: order.amount } : {}),
        ...(input.result === "not_received" ? { received_amount: "0" } : {}),
        ...(image ? { proof_type: image.contentType, proof_image: image.data } : {}),
      });
    });
    this.ctx.metrics.withdrawals.inc({ state: "completed" });
    await this.notify(holder.id, input.orderNo, false);
    return this.order(holder, brand, input.orderNo);
  }

  async proof(orderNo: string) {
    const row = await repo.proofImage(this.ctx.pool, orderNo);
    if (!row?.proof_image || !row.proof_type) throw new AppError("withdrawal.not.found");
    return { type: row.proof_type, data: row.proof_image };
  }

  /** Job: unconfirmed past the deadline counts as received. Safe on many instances (SKIP LOCKED). */
  async autoReceive(limit = 100): Promise<number> {
    const done = await withTransaction(this.ctx.pool, async (tx) => {
      const rows = await repo.claimOverdueConfirmations(tx, limit);
      for (const row of rows) {
        await repo.updateWithdrawal(tx, row.order_no, {
          status: "completed",
          confirmation: "auto_received",
          received_amount: row.amount,
          confirmed_at: new Date(),
        });
      }
      return rows;
    });
    if (done.length > 0) this.ctx.metrics.withdrawals.inc({ state: "completed" }, done.length);
    for (const row of done) await this.notify(row.member_id, row.order_no, false);
    return done.length;
  }

  /** Job: approved orders whose payout request never reached the provider are asked again. */
  async retryPayouts(limit = 20): Promise<number> {
    const rows = await withTransaction(this.ctx.pool, (tx) => repo.claimUnrequestedPayouts(tx, limit));
    let asked = 0;
    for (const row of rows) {
      await this.requestPayout(row.order_no).then(
        () => asked++,
        () => {},
      );
    }
    return asked;
  }

  private async notify(memberId: string | number, orderNo: string, balance = true) {
    await this.ctx.events.publish(memberId, { type: "withdrawal", data: { orderNo } }).catch(() => {});
    if (balance) await this.ctx.events.publish(memberId, { type: "balance" }).catch(() => {});
  }
}
