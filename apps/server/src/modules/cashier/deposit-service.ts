import { randomBytes } from "node:crypto";
import type { BrandConfig, DepositOrderValue, Language, PaymentNotification } from "@jogada/contracts";
import type { AppContext } from "../../platform/context.js";
import { type Queryable, withTransaction } from "../../platform/db.js";
import { AppError } from "../../platform/errors.js";
import { idempotent } from "../../platform/idempotency.js";
import { money, parseAmount } from "../wallet/index.js";
import type { WalletHolder } from "../wallet/service.js";
import type { PaymentGateway } from "./gateway.js";
import * as repo from "./repository.js";

export function orderNumber(prefix: "D" | "W"): string {
  const day = new Date().toISOString().slice(0, 10).replaceAll("-", "");
  return `${prefix}${day}${randomBytes(6).toString("hex").toUpperCase()}`;
}

function view(row: repo.DepositRow, brand: BrandConfig): DepositOrderValue {
  return {
    orderNo: row.order_no,
    channelId: row.channel_id,
    amount: money(BigInt(row.amount), brand),
    currency: row.currency,
    status: row.status,
    checkoutUrl: row.status === "pending" ? row.checkout_url : null,
    createdAt: row.created_at.toISOString(),
    paidAt: row.paid_at?.toISOString() ?? null,
  };
}

/** Deposits (DPSTBAS3): channels, orders, the provider's hosted checkout and its notifications. */
/** A deposit credited to the main wallet, as told to listeners after the commit. */
export interface CreditedDeposit {
  memberId: number;
  merchant: string;
  orderNo: string;
  amount: bigint;
}

export class DepositService {
  /** Told after each credited deposit (promotions); a listener handles its own failures. */
  readonly creditedListeners: ((deposit: CreditedDeposit) => Promise<void>)[] = [];

  constructor(
    private readonly ctx: Pick<
      AppContext,
      "pool" | "ledger" | "events" | "config" | "responsibleGaming" | "notify" | "metrics"
    >,
    private readonly gateway: PaymentGateway,
  ) {}

  /** Keeps every signed notification with what it did (the provider's record, for disputes). */
  recordNotification(provider: string, note: PaymentNotification, outcome: string): Promise<void> {
    return repo.logNotification(this.ctx.pool, {
      provider,
      notificationId: note.notificationId,
      orderNo: note.orderNo,
      valid: true,
      outcome,
      payload: note,
    });
  }

  settings(brand: BrandConfig, language: Language) {
    const channels = brand.wallet.depositChannels
      .filter((c) => c.enabled)
      .map((c) => ({
        id: c.id,
        type: c.type,
        name: c.name[language],
        minAmount: c.minAmount,
        maxAmount: c.maxAmount,
      }));
    return {
      allowDeposit: channels.length > 0,
      channels,
      currency: brand.currency.code,
      currencySymbol: brand.currency.symbol,
    };
  }

  /** Creates the order (once per Idempotency-Key), then asks the provider for a checkout page. */
  async create(
    holder: WalletHolder,
    brand: BrandConfig,
    input: { channelId: string; amount: string },
    key: string,
    language: Language = brand.defaultLanguage,
  ) {
    if (holder.isTrial) throw new AppError("wallet.real.account.required");
    const channel = brand.wallet.depositChannels.find((c) => c.id === input.channelId && c.enabled);
    if (!channel) throw new AppError("deposit.channel.unknown", {}, { field: "channelId" });
    const amount = parseAmount(input.amount, brand, { min: channel.minAmount, max: channel.maxAmount });
    const { result, replayed } = await idempotent(
      this.ctx.pool,
      { scope: `deposit:${holder.id}`, key, body: input },
      async (tx) => {
        await this.ctx.responsibleGaming.depositOrdered(tx, holder.id, amount);
        const row = await repo.insertDeposit(tx, {
          orderNo: orderNumber("D"),
          merchantCode: holder.merchantCode,
          memberId: holder.id,
          channelId: channel.id,
          provider: channel.provider,
          amount,
          currency: brand.currency.code,
        });
        return { orderNo: row.order_no };
      },
    );
    if (!replayed) this.ctx.metrics.deposits.inc({ state: "created" });
    let order = (await repo.findDeposit(this.ctx.pool, result.orderNo)) as repo.DepositRow;
    if (order.status === "pending" && !order.checkout_url) {
      // Outside any transaction: a slow provider never holds a database connection.
      const payment = await this.gateway.createPayment({
        orderNo: order.order_no,
        amount: money(amount, brand),
        currency: order.currency,
        display: { symbol: brand.currency.symbol, decimals: brand.currency.decimals, language },
        description: `${brand.name} ${order.order_no}`,
        returnUrl: `${this.ctx.config.PUBLIC_URL}/?depositOrder=${order.order_no}`,
        notifyUrl: `${this.ctx.config.PUBLIC_URL}/api/payments/${order.provider}/notify`,
      });
      await repo.setDepositCheckout(this.ctx.pool, order.order_no, payment.paymentId, payment.checkoutUrl);
      order = (await repo.findDeposit(this.ctx.pool, order.order_no)) as repo.DepositRow;
    }
    return view(order, brand);
  }

  async order(holder: WalletHolder, brand: BrandConfig, orderNo: string) {
    const row = await repo.findDeposit(this.ctx.pool, orderNo);
    if (!row || row.member_id !== String(holder.id)) throw new AppError("deposit.order.unknown");
    return view(row, brand);
  }

  async list(holder: WalletHolder, brand: BrandConfig, page: number, size: number) {
    const rows = await repo.listDeposits(this.ctx.pool, holder.id, size, (page - 1) * size);
    const total = Number(rows[0]?.total ?? 0);
    return { list: rows.map((r) => view(r, brand)), total, totalPages: Math.ceil(total / size), page };
  }

  /**
   * A verified payment notification: credits the wallet exactly once however often it arrives
   * (order row lock, plus the ledger reference `deposit:<orderNo>`), and keeps the deposit facts
   * promotions use in the same transaction.
   */
  async onPayment(
    provider: string,
    note: PaymentNotification,
    brandOf: (merchant: string) => Promise<BrandConfig>,
  ) {
    const outcome = await withTransaction(this.ctx.pool, async (tx) => {
      const order = await repo.findDeposit(tx, note.orderNo, true);
      if (!order || order.provider !== provider) return { outcome: "unknown_order" as const };
      const brand = await brandOf(order.merchant_code);
      if (note.amount !== money(BigInt(order.amount), brand) || note.currency !== order.currency) {
        return { outcome: "mismatch" as const };
      }
      if (order.status !== "pending") return { outcome: `already_${order.status}` as const, order };
      if (note.status === "FAILED") {
        await repo.settleDeposit(tx, order.order_no, "failed", note.providerRef);
        await this.ctx.responsibleGaming.depositFailed(
          tx,
          order.member_id,
          BigInt(order.amount),
          order.created_at,
        );
        return { outcome: "failed" as const, order };
      }
      await this.ctx.ledger.transfer(
        {
          from: {
            owner: "house",
            merchant: order.merchant_code,
            kind: "house_payment",
            code: order.provider,
          },
          to: { owner: "player", memberId: order.member_id, wallet: "main" },
          amount: BigInt(order.amount),
          currency: order.currency,
          reference: `deposit:${order.order_no}`,
          kind: "deposit",
          meta: { orderNo: order.order_no, channel: order.channel_id, providerRef: note.providerRef },
        },
        tx,
      );
      await repo.settleDeposit(tx, order.order_no, "paid", note.providerRef);
      await repo.recordDepositFacts(tx, order.member_id, BigInt(order.amount));
      return { outcome: "credited" as const, order };
    });
    if (outcome.outcome === "credited" || outcome.outcome === "failed") {
      this.ctx.metrics.deposits.inc({ state: outcome.outcome === "credited" ? "paid" : "failed" });
      const memberId = outcome.order?.member_id as string;
      await this.ctx.events
        .publish(memberId, { type: "deposit", data: { orderNo: note.orderNo } })
        .catch(() => {});
      if (outcome.outcome === "credited") {
        await this.ctx.events.publish(memberId, { type: "balance" }).catch(() => {});
        const order = outcome.order as NonNullable<typeof outcome.order>;
        const credited: CreditedDeposit = {
          memberId: Number(order.member_id),
          merchant: order.merchant_code,
          orderNo: order.order_no,
          amount: BigInt(order.amount),
        };
        await this.ctx.notify(memberId, "deposit.credited", { amount: credited.amount });
        for (const listener of this.creditedListeners) await listener(credited);
      }
    }
    return outcome.outcome;
  }

  /** First-deposit and deposit-count facts for promotions. */
  facts(memberId: number) {
    return depositFactsOf(this.ctx.pool, memberId);
  }
}

/**
 * A player's deposit facts (count, total, first deposit amount and time, last deposit time),
 * for promotions (FIRST_ to FIFTH_DEPOSIT, DEPOSIT_COUNT). Pass the transaction to read them
 * inside one; they are updated in the transaction that credits each deposit.
 */
export async function depositFactsOf(db: Queryable, memberId: number) {
  const row = await repo.depositFacts(db, memberId);
  return {
    depositCount: row?.deposit_count ?? 0,
    totalAmount: BigInt(row?.total_amount ?? 0),
    firstDepositAmount: row?.first_deposit_amount ? BigInt(row.first_deposit_amount) : null,
    firstDepositAt: row?.first_deposit_at ?? null,
    lastDepositAt: row?.last_deposit_at ?? null,
  };
}
