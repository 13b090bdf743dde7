import type { BrandConfig } from "@jogada/contracts";
import { pixConnection, pixWebhookTls } from "../../pix-config.js";
import type { ClientCertificatePolicy } from "../../platform/client-certificate.js";
import type { AppContext } from "../../platform/context.js";
import type { App } from "../../platform/fastify-app.js";
import { mtlsListener } from "../../platform/mtls-listener.js";
import { partnerStatusReporter } from "../../platform/partner-status.js";
import type { MemberLookup } from "../wallet/service.js";
import { DepositService } from "./deposit-service.js";
import { PaymentGateway } from "./gateway.js";
import { PaymentsWatch } from "./pix/admin.js";
import { PixDeposits } from "./pix/deposits.js";
import { PixPayouts } from "./pix/payouts.js";
import { PixProvider } from "./pix/provider.js";
import { PixRefunds } from "./pix/refunds.js";
import { openOrders } from "./repository.js";
import {
  type PayeeChecks,
  type WithdrawalBlock,
  type WithdrawalForfeit,
  type WithdrawalLimits,
  WithdrawalService,
} from "./withdrawal-service.js";

export interface PixServices {
  deposits: PixDeposits;
  payouts: PixPayouts;
  refunds: PixRefunds;
  /** Where the provider is told to send its notifications (it appends /pix); known once listening. */
  webhookUrl(): Promise<string>;
  webhookToken: string;
  chave: string;
  /** Only the provider's client certificate may call the webhook. */
  webhookCertificate: ClientCertificatePolicy;
  /** The webhook's own mutual-TLS port (null when TLS ends at a proxy). */
  webhookDoor: ReturnType<typeof mtlsListener> | null;
}

/** Whether a brand's partner settings have Pix on (on unless the brand turns it off). */
export const pixOnFor = (brand: BrandConfig) => brand.partners?.pix !== false;

export interface CashierServices {
  gateway: PaymentGateway;
  deposits: DepositService;
  withdrawals: WithdrawalService;
  /** null when no Pix provider is configured (production without PIX_API_URL). */
  pix: PixServices | null;
  watch: PaymentsWatch;
}

function createPix(
  ctx: AppContext,
  deposits: DepositService,
  withdrawals: WithdrawalService,
): PixServices | null {
  const connection = pixConnection(ctx.config);
  if (!connection) return null;
  const code = ctx.config.PIX_PROVIDER;
  const provider = new PixProvider(
    code,
    connection,
    {
      id: ctx.config.PIX_CLIENT_ID,
      secret: ctx.config.PIX_CLIENT_SECRET,
      timeoutMs: ctx.config.PIX_TIMEOUT_MS,
    },
    partnerStatusReporter(ctx.pool, code),
  );
  const pix = new PixDeposits(
    ctx,
    provider,
    {
      chave: ctx.config.PIX_KEY,
      merchantName: ctx.config.PIX_MERCHANT_NAME,
      merchantCity: ctx.config.PIX_MERCHANT_CITY,
      chargeSeconds: ctx.config.PIX_CHARGE_SECONDS,
    },
    deposits,
  );
  const refunds = new PixRefunds(ctx, provider);
  // A brand rule refused the payer: the money goes back at once, as the system's own refund.
  pix.onRefused = async (_order, entry) => {
    await refunds
      .request(entry.endToEndId, "system:pix.ownCpfOnly", "payer CPF is not the account holder's")
      .catch((error) => ctx.log.warn({ err: (error as Error).message }, "pix refund not sent yet"));
  };
  deposits.pix = pix;
  const payouts = new PixPayouts(
    ctx,
    provider,
    {
      chave: ctx.config.PIX_KEY,
      quietSeconds: Math.ceil(ctx.config.PIX_TIMEOUT_MS / 1000) + 1,
      enabledFor: pixOnFor,
    },
    withdrawals.settlement,
  );
  withdrawals.pix = payouts;
  const token = ctx.config.PIX_WEBHOOK_TOKEN;
  const tls = pixWebhookTls(ctx.config);
  const webhookDoor = tls.listen
    ? mtlsListener({
        host: ctx.config.HOST,
        port: tls.listen.port,
        certFile: tls.listen.certFile,
        keyFile: tls.listen.keyFile,
        clientCaFile: tls.clientCaFile,
        pathPrefix: `/api/pix/${code}/webhook/`,
        log: ctx.log,
      })
    : null;
  const path = `/api/pix/${code}/webhook/${token}`;
  return {
    deposits: pix,
    payouts,
    refunds,
    webhookUrl: async () => {
      await webhookDoor?.listening();
      const base =
        ctx.config.PIX_WEBHOOK_URL ??
        (webhookDoor ? `https://127.0.0.1:${webhookDoor.port()}` : ctx.config.PUBLIC_URL);
      return `${base.replace(/\/$/, "")}${path}`;
    },
    webhookToken: token,
    chave: ctx.config.PIX_KEY,
    webhookCertificate: { caFile: tls.clientCaFile, header: tls.header, trustedProxies: tls.trustedProxies },
    webhookDoor,
  };
}

/** Opens the Pix webhook's mutual-TLS port when the app is ready, and closes it with the app. */
export async function cashierPlugins(app: App, cashier: CashierServices): Promise<void> {
  const door = cashier.pix?.webhookDoor;
  if (!door) return;
  app.addHook("onReady", () => door.start(app));
  app.addHook("onClose", () => door.close());
}

/**
 * `withdrawalBlock` says whether a member may not withdraw now for a reason of another module
 * (the agents module's: bills owed to the member's downline under the brand's owedRestriction);
 * `withdrawalForfeit` what a withdrawal gives up (the promotions module's active bonus);
 * `withdrawalLimits` the daily amount and count a member may ask (the loyalty module's VIP level).
 */
export function createCashier(
  ctx: AppContext,
  members: MemberLookup & PayeeChecks,
  withdrawalBlock?: WithdrawalBlock,
  withdrawalForfeit?: WithdrawalForfeit,
  withdrawalLimits?: WithdrawalLimits,
): CashierServices {
  const gatewayUrl = ctx.config.PAYMENT_GATEWAY_URL ?? `${ctx.config.SANDBOX_URL}/payments`;
  const gateway = new PaymentGateway(gatewayUrl, ctx.config.PAYMENT_GATEWAY_SECRET);
  ctx.metrics.countOpenOrdersWith(() => openOrders(ctx.pool));
  const deposits = new DepositService(ctx, gateway);
  const withdrawals = new WithdrawalService(
    ctx,
    gateway,
    members,
    withdrawalBlock,
    withdrawalForfeit,
    withdrawalLimits,
  );
  const pix = createPix(ctx, deposits, withdrawals);
  const config = ctx.config;
  // Every partner the platform talks to, and for each brand whether its partner settings use it.
  const watch = new PaymentsWatch(ctx, () => [
    {
      provider: "SANDBOXPAY",
      kind: "gateway",
      enabled: true,
      url: gatewayUrl,
      brandOn: (brand) => brand.partners?.gateway !== false,
    },
    {
      provider: config.PIX_PROVIDER,
      kind: "pix",
      enabled: pix !== null,
      url: pixConnection(config)?.apiUrl ?? null,
      brandOn: (brand) => pixOnFor(brand) && brand.currency.code === "BRL",
    },
    {
      provider: "AGGREGATOR",
      kind: "aggregator",
      enabled: true,
      url: config.AGGREGATOR_URL ?? `${config.SANDBOX_URL}/aggregator`,
      brandOn: (brand) => brand.partners?.aggregator !== false,
    },
    {
      provider: "HUB88",
      kind: "hub88",
      enabled: config.HUB88_ENABLED,
      url: config.HUB88_ENABLED ? (config.HUB88_URL ?? `${config.SANDBOX_URL}/hub88`) : null,
      brandOn: (brand) => brand.partners?.hub88 !== false,
    },
  ]);
  return {
    gateway,
    deposits,
    pix,
    watch,
    withdrawals,
  };
}

export { payeeView } from "./payees.js";
export type { StoredPayee } from "./repository.js";
