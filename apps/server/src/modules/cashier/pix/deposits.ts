import { type BrandConfig, buildBrCode, formatMoney } from "@jogada/contracts";
import type { AppContext } from "../../../platform/context.js";
import { type Queryable, withTransaction } from "../../../platform/db.js";
import { AppError } from "../../../platform/errors.js";
import type { DepositRow } from "../repository.js";
import { type PixCharge, type PixEntry, type PixProvider, PixProviderError } from "./provider.js";
import { brCodeQrImage } from "./qr.js";
import * as repo from "./repository.js";

export interface PixSettings {
  chave: string;
  merchantName: string;
  merchantCity: string;
  chargeSeconds: number;
}

/** What one reported Pix came to; anything but credited leaves the money untouched. */
export type PixOutcome =
  | "credited"
  | "unknown_txid"
  | "unconfirmed"
  | "duplicate"
  | "second_payment"
  | "amount_mismatch"
  | "payer_refused";

/** How a confirmed Pix reaches the wallet: the deposits' own credit and its announcements. */
export interface DepositCrediting {
  credit(tx: Queryable, order: DepositRow, providerRef: string): Promise<void>;
  announce(outcome: "credited" | "failed", order: DepositRow): Promise<void>;
}

const digits = (value: string | null | undefined) => (value ?? "").replace(/\D/g, "");

/**
 * Pix deposits: one immediate charge per deposit (PUT /cob/{txid}), and a Pix reported by the
 * provider's webhook or found by the reconciliation is credited only once the provider confirms
 * it (GET /cob/{txid}: CONCLUIDA with that end-to-end id), exactly once (the end-to-end id's
 * receipt row and the order's ledger reference, in one transaction under the order's row lock).
 */
export class PixDeposits {
  constructor(
    private readonly ctx: Pick<AppContext, "pool" | "brands" | "log" | "responsibleGaming">,
    readonly provider: PixProvider,
    private readonly settings: PixSettings,
    private readonly deposits: DepositCrediting,
  ) {}

  private async brandOf(merchant: string): Promise<BrandConfig> {
    const brand = await this.ctx.brands.get(merchant);
    if (!brand) throw new Error(`unknown merchant ${merchant}`);
    return brand.config;
  }

  private valor(amount: string | bigint, brand: BrandConfig): string {
    return formatMoney(BigInt(amount), brand.currency.decimals);
  }

  /** Fails an unpaid deposit; one that was pending no longer counts toward the player's deposit limits. */
  private async fail(db: Queryable, row: repo.PixDepositRow, reason: string) {
    if (await repo.failDeposit(db, row.order_no, reason)) {
      await this.ctx.responsibleGaming.depositFailed(db, row.member_id, BigInt(row.amount), row.created_at);
    }
  }

  /** The deposit's Pix part for the player: the BR Code and its QR image once the charge exists. */
  async view(row: repo.PixDepositRow) {
    if (!row.txid || !row.pix_payload || !row.expires_at) return null;
    return {
      txid: row.txid,
      payload: row.pix_payload,
      qrImage: await brCodeQrImage(row.pix_payload),
      expiresAt: row.expires_at.toISOString(),
      paidLate: row.paid_late,
    };
  }

  private async adopt(row: repo.PixDepositRow, charge: PixCharge) {
    const location = charge.location ?? charge.loc?.location;
    if (!location) throw new PixProviderError("charge without a location", "refused");
    const payload = buildBrCode({
      location,
      merchantName: this.settings.merchantName,
      merchantCity: this.settings.merchantCity,
    });
    const created = Date.parse(charge.calendario.criacao);
    const expiresAt = new Date(created + (charge.calendario.expiracao ?? this.settings.chargeSeconds) * 1000);
    await repo.setCharge(this.ctx.pool, row.order_no, { location, payload, expiresAt });
  }

  /**
   * Asks the provider for the deposit's charge (outside any transaction). A timeout leaves the
   * deposit pending: the provider may have made the charge, and the reconciliation finds it by txid.
   */
  async ensureCharge(orderNo: string): Promise<void> {
    const row = await repo.findByOrder(this.ctx.pool, orderNo);
    if (!row?.txid || row.pix_location || row.status !== "pending") return;
    const brand = await this.brandOf(row.merchant_code);
    try {
      const charge = await this.provider.createCharge(row.txid, {
        expiracao: this.settings.chargeSeconds,
        original: this.valor(row.amount, brand),
        chave: this.settings.chave,
        solicitacaoPagador: `${brand.name} ${row.order_no}`.slice(0, 140),
      });
      await this.adopt(row, charge);
    } catch (error) {
      // A second creation of the same txid is refused: the first one may have arrived after all.
      if (error instanceof PixProviderError && error.kind === "refused") {
        const existing = await this.provider.charge(row.txid).catch(() => null);
        if (existing && existing.valor.original === this.valor(row.amount, brand))
          return this.adopt(row, existing);
      }
      throw new AppError("payment.gateway.unavailable");
    }
  }

  /** The provider's webhook: each reported Pix is checked with the provider before anything moves. */
  async onWebhook(entries: { endToEndId: string; txid?: string | undefined; valor: string }[]) {
    const outcomes: PixOutcome[] = [];
    for (const entry of entries) {
      const txid = entry.txid ?? null;
      const order = txid ? await repo.findByTxid(this.ctx.pool, txid) : undefined;
      if (!txid || !order || order.provider !== this.provider.code) {
        await this.alert("unknown_txid", {
          txid,
          endToEndId: entry.endToEndId,
          detail: { valor: entry.valor },
        });
        outcomes.push("unknown_txid");
        continue;
      }
      // The notification only says where to look: the provider's charge is what counts.
      const charge = await this.provider.charge(txid);
      const confirmed =
        charge?.status === "CONCLUIDA"
          ? charge.pix?.find((p) => p.endToEndId === entry.endToEndId)
          : undefined;
      if (!confirmed) {
        await this.alert("unconfirmed", {
          txid,
          orderNo: order.order_no,
          endToEndId: entry.endToEndId,
          detail: { status: charge?.status ?? "absent" },
        });
        outcomes.push("unconfirmed");
        continue;
      }
      outcomes.push(await this.settle(order.order_no, confirmed));
    }
    return outcomes;
  }

  /** One confirmed Pix against its deposit, in one transaction under the deposit's row lock. */
  async settle(orderNo: string, pix: PixEntry): Promise<PixOutcome> {
    const result = await withTransaction(this.ctx.pool, async (tx) => {
      const order = (await repo.findByOrder(tx, orderNo, true)) as repo.PixDepositRow;
      const brand = await this.brandOf(order.merchant_code);
      const payer = {
        name: pix.pagador?.nome ?? null,
        document: digits(pix.pagador?.cpf ?? pix.pagador?.cnpj) || null,
      };
      const receipt = (outcome: PixOutcome) =>
        repo.insertReceipt(tx, {
          endToEndId: pix.endToEndId,
          provider: this.provider.code,
          txid: order.txid,
          orderNo: order.order_no,
          amount: pix.valor,
          payerName: payer.name,
          payerDocument: payer.document,
          paidAt: pix.horario,
          outcome,
        });
      const refuse = async (outcome: PixOutcome, detail: Record<string, unknown> = {}) => {
        const recorded = await receipt(outcome);
        await this.alert(outcome === "payer_refused" || recorded ? outcome : "duplicate", {
          orderNo: order.order_no,
          txid: order.txid,
          endToEndId: pix.endToEndId,
          detail: { valor: pix.valor, ...detail },
          tx,
        });
        return { outcome: recorded ? outcome : ("duplicate" as const), order };
      };
      if (await repo.receipt(tx, pix.endToEndId)) return refuse("duplicate");
      if (order.status === "paid") return refuse("second_payment", { creditedBy: order.end_to_end_id });
      const expected = this.valor(order.amount, brand);
      if (pix.valor !== expected) {
        await this.fail(tx, order, "amount_mismatch");
        return refuse("amount_mismatch", { expected });
      }
      if (brand.wallet.pix?.ownCpfOnly) {
        const own = digits(await repo.memberDocument(tx, order.member_id));
        if (!own || own !== payer.document) {
          await repo.recordPayer(tx, order.order_no, { ...payer, endToEndId: pix.endToEndId, late: false });
          await this.fail(tx, order, "payer_mismatch");
          const refused = await refuse("payer_refused");
          return { ...refused, refund: true };
        }
      }
      const late =
        order.status === "failed" ||
        (order.expires_at !== null && Date.parse(pix.horario) > order.expires_at.getTime());
      await receipt("credited");
      await this.deposits.credit(tx, order, pix.endToEndId);
      await repo.recordPayer(tx, order.order_no, { ...payer, endToEndId: pix.endToEndId, late });
      if (late)
        await this.alert("paid_late", {
          orderNo: order.order_no,
          txid: order.txid,
          endToEndId: pix.endToEndId,
          tx,
        });
      return { outcome: "credited" as const, order };
    });
    if (result.outcome === "credited") await this.deposits.announce("credited", result.order);
    if (result.outcome === "payer_refused" || result.outcome === "amount_mismatch") {
      await this.deposits.announce("failed", result.order);
    }
    if ("refund" in result && result.refund) await this.onRefused(result.order, pix);
    return result.outcome;
  }

  /** Refunds set by a brand rule are asked by the system; the refunds service sends them. */
  onRefused: (order: repo.PixDepositRow, pix: PixEntry) => Promise<void> = async () => {};

  /**
   * Job: pending charges asked again (a creation that timed out), paid charges the webhook did not
   * bring, expired ones closed. A late payment of an expired charge is still credited (flagged).
   */
  async reconcile(limit = 50): Promise<number> {
    let settled = 0;
    for (const row of await repo.reconcilable(this.ctx.pool, limit)) {
      try {
        const charge = await this.provider.charge(row.txid as string);
        if (!charge) {
          const deadline = row.created_at.getTime() + this.settings.chargeSeconds * 1000;
          if (Date.now() > deadline)
            await withTransaction(this.ctx.pool, (tx) => this.fail(tx, row, "expired"));
          else if (row.status === "pending") await this.ensureCharge(row.order_no).catch(() => {});
          continue;
        }
        if (!row.pix_location) await this.adopt(row, charge);
        const paid = charge.pix ?? [];
        const known = await repo.knownReceipts(
          this.ctx.pool,
          paid.map((p) => p.endToEndId),
        );
        for (const pix of paid.filter((p) => !known.has(p.endToEndId))) {
          if ((await this.settle(row.order_no, pix)) === "credited") settled++;
        }
        if (charge.status === "ATIVA" && row.expires_at && row.expires_at.getTime() < Date.now()) {
          await withTransaction(this.ctx.pool, (tx) => this.fail(tx, row, "expired"));
        }
      } catch (error) {
        this.ctx.log.warn({ orderNo: row.order_no, err: (error as Error).message }, "pix reconciliation");
      }
    }
    return settled;
  }

  async alert(
    kind: string,
    alert: {
      orderNo?: string | null;
      txid?: string | null;
      endToEndId?: string | null;
      detail?: Record<string, unknown>;
      tx?: Parameters<typeof repo.insertAlert>[0];
    },
  ): Promise<void> {
    await repo.insertAlert(alert.tx ?? this.ctx.pool, { provider: this.provider.code, kind, ...alert });
    this.ctx.log.warn({ kind, orderNo: alert.orderNo, txid: alert.txid }, "payment alert");
  }
}
