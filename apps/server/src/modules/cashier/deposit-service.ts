import { randomBytes } from "node:crypto";
import type { BrandConfig, DepositOrderValue, Language, PaymentNotification } from "@jogada/contracts";
import { brandText } from "../../platform/brand.js";
import type { AppContext } from "../../platform/context.js";
import { type Queryable, withTransaction } from "../../platform/db.js";
import { AppError } from "../../platform/errors.js";
import { idempotent } from "../../platform/idempotency.js";
import { money, parseAmount } from "../wallet/index.js";
import type { WalletHolder } from "../wallet/service.js";
import type { PaymentGateway } from "./gateway.js";
import type { PixDeposits } from "./pix/deposits.js";
import { type PixDepositRow, setTxid } from "./pix/repository.js";
import { txidFor } from "./pix/txid.js";
import * as repo from "./repository.js";

export function orderNumber(prefix: "D" | "W"): string {
  const day = new Date().toISOString().slice(0, 10).replaceAll("-", "");
  return `${prefix}${day}${randomBytes(6).toString("hex").toUpperCase()}`;
}

function view(
  row: repo.DepositRow,
  brand: BrandConfig,
  pix: DepositOrderValue["pix"] = null,
): DepositOrderValue {
  return {
    orderNo: row.order_no,
    channelId: row.channel_id,
    amount: money(BigInt(row.amount), brand),
    currency: row.currency,
    status: row.status,
    checkoutUrl: row.status === "pending" ? row.checkout_url : null,
    pix,
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

  /** Pix deposits, when a Pix provider is configured (set once the cashier is built). */
  pix: PixDeposits | null = null;

  constructor(
    private readonly ctx: Pick<
      AppContext,
      "pool" | "ledger" | "events" | "config" | "responsibleGaming" | "notify" | "metrics"
    >,
    private readonly gateway: PaymentGateway,
  ) {}

  /**
   * Channels a player may use: Pix only where a provider is on (on the platform and in the brand's
   * partners) and the brand counts in reais; others while the brand has the gateway on.
   */
  private usable(channel: BrandConfig["wallet"]["depositChannels"][number], brand: BrandConfig): boolean {
    if (!channel.enabled) return false;
    if (channel.type !== "PIX") return brand.partners?.gateway !== false;
    return (
      brand.partners?.pix !== false &&
      this.pix?.provider.code === channel.provider &&
      brand.currency.code === "BRL" &&
      brand.currency.decimals === 2
    );
  }

  private async viewOf(row: repo.DepositRow, brand: BrandConfig): Promise<DepositOrderValue> {
    const pixRow = row as PixDepositRow;
    return view(row, brand, pixRow.txid && this.pix ? await this.pix.view(pixRow) : null);
  }

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
      .filter((c) => this.usable(c, brand))
      .map((c) => ({
        id: c.id,
        type: c.type,
        name: brandText(c.name, language, brand),
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
    const channel = brand.wallet.depositChannels.find(
      (c) => c.id === input.channelId && this.usable(c, brand),
    );
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
        // The charge's txid is fixed with the order: a creation that timed out is found by it.
        if (channel.type === "PIX") await setTxid(tx, row.order_no, txidFor(row.order_no));
        return { orderNo: row.order_no };
      },
    );
    if (!replayed) this.ctx.metrics.deposits.inc({ state: "created" });
    let order = (await repo.findDeposit(this.ctx.pool, result.orderNo)) as repo.DepositRow;
    if (channel.type === "PIX" && this.pix) {
      await this.pix.ensureCharge(order.order_no);
      return this.viewOf((await repo.findDeposit(this.ctx.pool, order.order_no)) as repo.DepositRow, brand);
    }
    if (order.status === "pending" && !order.checkout_url) {
      // Outside any transaction: a slow provider never holds a database connection.
      const payment = await this.gateway.createPayment({
        orderNo: order.order_no,
        amount: money(amount, brand),
        currency: order.currency,
        display: {
          symbol: brand.currency.symbol,
          decimals: brand.currency.decimals,
          // The gateway's checkout speaks PT and EN: English for a payer of any other language.
          language: language === "PT" ? "PT" : "EN",
        },
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
    return this.viewOf(row, brand);
  }

  async list(holder: WalletHolder, brand: BrandConfig, page: number, size: number) {
    const rows = await repo.listDeposits(this.ctx.pool, holder.id, size, (page - 1) * size);
    const total = Number(rows[0]?.total ?? 0);
    return {
      list: await Promise.all(rows.map((r) => this.viewOf(r, brand))),
      total,
      totalPages: Math.ceil(total / size),
      page,
    };
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
      await this.credit(tx, order, note.providerRef);
      return { outcome: "credited" as const, order };
    });
    if ((outcome.outcome === "credited" || outcome.outcome === "failed") && outcome.order) {
      await this.announce(outcome.outcome, outcome.order);
    }
    return outcome.outcome;
  }

  /**
   * Credits a pending order inside the caller's transaction, which holds its row lock: the ledger
   * reference `deposit:<orderNo>` refuses a second credit whatever path it comes by.
   */
  async credit(tx: Queryable, order: repo.DepositRow, providerRef: string): Promise<void> {
    await this.ctx.ledger.transfer(
      {
        from: { owner: "house", merchant: order.merchant_code, kind: "house_payment", code: order.provider },
        to: { owner: "player", memberId: order.member_id, wallet: "main" },
        amount: BigInt(order.amount),
        currency: order.currency,
        reference: `deposit:${order.order_no}`,
        kind: "deposit",
        meta: { orderNo: order.order_no, channel: order.channel_id, providerRef },
      },
      tx,
    );
    await repo.settleDeposit(tx, order.order_no, "paid", providerRef);
    await repo.recordDepositFacts(tx, order.member_id, BigInt(order.amount));
  }

  /** After the commit: metrics, the player's realtime events, the inbox and the listeners. */
  async announce(outcome: "credited" | "failed", order: repo.DepositRow): Promise<void> {
    this.ctx.metrics.deposits.inc({ state: outcome === "credited" ? "paid" : "failed" });
    const memberId = order.member_id;
    await this.ctx.events
      .publish(memberId, { type: "deposit", data: { orderNo: order.order_no } })
      .catch(() => {});
    if (outcome !== "credited") return;
    await this.ctx.events.publish(memberId, { type: "balance" }).catch(() => {});
    const credited: CreditedDeposit = {
      memberId: Number(order.member_id),
      merchant: order.merchant_code,
      orderNo: order.order_no,
      amount: BigInt(order.amount),
    };
    await this.ctx.notify(memberId, "deposit.credited", { amount: credited.amount });
    for (const listener of this.creditedListeners) await listener(credited);
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
