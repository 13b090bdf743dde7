import { type BrandConfig, formatMoney } from "@jogada/contracts";
import type { AppContext } from "../../../platform/context.js";
import type { PayoutSettlement } from "../payout-settlement.js";
import type { WithdrawalRow } from "../repository.js";
import type { PixPayoutPort } from "../withdrawal-service.js";
import * as payouts from "./payout-repository.js";
import { type PixPayout, type PixProvider, PixProviderError } from "./provider.js";
import { insertAlert } from "./repository.js";

/** What one reported payout came to. */
export type PayoutOutcome = string;

/**
 * Withdrawals paid to a Pix key through the provider's Pix send (Efí's PUT /v3/gn/pix/{idEnvio},
 * ADR 121). The idEnvio is made from the order number and stored before the provider is asked,
 * so whatever happens to an answer the payout is asked under one id only: a lost answer leaves
 * it `unknown`, and the reconciliation looks it up by that id (GET /v2/gn/pix/enviados/id-envio)
 * before it asks again. Only the provider's own record settles an order: a webhook only says
 * where to look. The money moves in PayoutSettlement, exactly once.
 */
export class PixPayouts implements PixPayoutPort {
  constructor(
    private readonly ctx: Pick<AppContext, "pool" | "brands" | "log">,
    readonly provider: PixProvider,
    private readonly settings: {
      /** Our Pix key, the payer of every payout. */
      chave: string;
      /** Seconds an answer may take (the provider's timeout) before the reconciliation may ask. */
      quietSeconds: number;
      /** Whether the brand's partner settings have Pix on. */
      enabledFor: (brand: BrandConfig) => boolean;
    },
    private readonly settlement: PayoutSettlement,
  ) {}

  get code(): string {
    return this.provider.code;
  }

  offered(brand: BrandConfig): boolean {
    return brand.currency.code === "BRL" && this.settings.enabledFor(brand);
  }

  /** The idEnvio of an order ([a-zA-Z0-9]{1,35}): its order number, so staff read one in the other. */
  static idOf(orderNo: string): string {
    return orderNo.replace(/[^a-zA-Z0-9]/g, "").slice(0, 35);
  }

  private async brandOf(merchant: string): Promise<BrandConfig> {
    const brand = await this.ctx.brands.get(merchant);
    if (!brand) throw new Error(`unknown merchant ${merchant}`);
    return brand.config;
  }

  async send(orderNo: string): Promise<void> {
    const order = await payouts.claimPayout(this.ctx.pool, orderNo, PixPayouts.idOf(orderNo));
    if (order) await this.ask(order);
  }

  /** Asks the provider under the order's id; a lost answer is left for the reconciliation. */
  private async ask(order: WithdrawalRow): Promise<PayoutOutcome> {
    const id = order.payout_id as string;
    const brand = await this.brandOf(order.merchant_code);
    try {
      const answer = await this.provider.sendPix(id, {
        valor: formatMoney(BigInt(order.amount), brand.currency.decimals),
        chave: this.settings.chave,
        infoPagador: `${brand.name} ${order.order_no}`.slice(0, 140),
        favorecido: order.payee.accountNo,
      });
      return await this.apply(order, answer);
    } catch (error) {
      const failure = error as Error;
      if (error instanceof PixProviderError && error.kind === "refused") {
        // A provider refuses an id it already has: the first request may have arrived after all.
        const existing = await this.provider.sentPix(id).catch(() => null);
        if (existing) return this.apply(order, existing);
        await payouts.recordPayout(this.ctx.pool, order.order_no, {
          status: "NAO_REALIZADO",
          error: failure.message,
        });
        return this.settlement.settle(order.order_no, {
          status: "failed",
          reason: "Pix refused by the provider",
        });
      }
      // No answer: the provider may have sent it. Never asked again before it is looked up by id.
      await payouts.recordPayout(this.ctx.pool, order.order_no, {
        status: "unknown",
        error: failure.message,
      });
      this.ctx.log.warn({ orderNo: order.order_no, err: failure.message }, "pix payout answer lost");
      return "unknown";
    }
  }

  /** The provider's record of a payout against its order: settles what it says, once. */
  private async apply(order: WithdrawalRow, payout: PixPayout): Promise<PayoutOutcome> {
    const brand = await this.brandOf(order.merchant_code);
    if (payout.valor !== formatMoney(BigInt(order.amount), brand.currency.decimals)) {
      await insertAlert(this.ctx.pool, {
        provider: this.code,
        kind: "payout_mismatch",
        orderNo: order.order_no,
        endToEndId: payout.endToEndId,
        detail: { valor: payout.valor, idEnvio: payout.idEnvio },
      });
      return "mismatch";
    }
    await payouts.recordPayout(this.ctx.pool, order.order_no, {
      status: payout.devolucoes?.some((d) => d.status === "DEVOLVIDO") ? "DEVOLVIDO" : payout.status,
      endToEndId: payout.endToEndId,
    });
    if (payout.status === "NAO_REALIZADO")
      return this.settlement.settle(order.order_no, { status: "failed", reason: "Pix not completed" });
    if (payout.status !== "REALIZADO") return "processing";
    const paid = await this.settlement.settle(order.order_no, {
      status: "paid",
      providerRef: payout.endToEndId ?? payout.idEnvio,
    });
    if (!payout.devolucoes?.some((d) => d.status === "DEVOLVIDO")) return paid;
    return this.settlement.settle(order.order_no, {
      status: "returned",
      reason: "Pix returned by the payee's bank",
    });
  }

  /**
   * The webhook named a payout of ours: the provider's record is looked up and settled. An id we
   * never asked for is an alert and moves nothing.
   */
  async onNotified(idEnvio: string, endToEndId: string): Promise<PayoutOutcome> {
    const order = await payouts.findByPayoutId(this.ctx.pool, idEnvio);
    if (!order) {
      await insertAlert(this.ctx.pool, {
        provider: this.code,
        kind: "payout_unknown",
        endToEndId,
        detail: { idEnvio },
      });
      return "unknown_payout";
    }
    const payout = await this.provider.sentPix(idEnvio);
    if (!payout) {
      await insertAlert(this.ctx.pool, {
        provider: this.code,
        kind: "unconfirmed",
        orderNo: order.order_no,
        endToEndId,
        detail: { idEnvio },
      });
      return "unconfirmed";
    }
    return this.apply(order, payout);
  }

  /**
   * Job: open payouts looked up by their id. Found: settled by what it says. Not found: the
   * request never reached the provider, so it is asked again, under the same id.
   */
  async reconcile(limit = 50): Promise<number> {
    let settled = 0;
    for (const order of await payouts.openPayouts(this.ctx.pool, limit, this.settings.quietSeconds)) {
      try {
        const payout = await this.provider.sentPix(order.payout_id as string);
        const outcome = payout ? await this.apply(order, payout) : await this.ask(order);
        if (outcome === "paid" || outcome === "failed") settled++;
      } catch (error) {
        const message = (error as Error).message;
        await payouts.recordPayout(this.ctx.pool, order.order_no, {
          status: order.payout_status ?? "unknown",
          error: message,
        });
        this.ctx.log.warn({ orderNo: order.order_no, err: message }, "pix payout reconciliation");
      }
    }
    return settled;
  }
}
