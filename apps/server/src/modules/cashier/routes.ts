import fastifyMultipart from "@fastify/multipart";
import {
  ConfirmWithdrawalFields,
  CreateDepositRequest,
  DepositListReply,
  DepositOrderQuery,
  DepositOrderReply,
  DepositSettingsReply,
  PAYMENT_SIGNATURE_HEADER,
  PageQuery,
  PayeeAccountListReply,
  PayeeAccountReply,
  PayeeAccountRequest,
  PaymentNotification,
  PaymentNotificationReply,
  PROOF_IMAGE_MAX_BYTES,
  WithdrawalListReply,
  WithdrawalOrderReply,
  WithdrawRequest,
  WithdrawSettingsReply,
} from "@jogada/contracts";
import type { FastifyPluginAsyncZod, ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../platform/context.js";
import { AppError } from "../../platform/errors.js";
import { idempotencyKeyOf } from "../../platform/idempotency.js";
import { holderOf } from "../wallet/routes.js";
import { verifySignature } from "./gateway.js";
import { type CashierServices, startCashierJobs } from "./index.js";

export const cashierModule: FastifyPluginAsyncZod<{ ctx: AppContext; cashier: CashierServices }> = async (
  app,
  { ctx, cashier },
) => {
  const { deposits, withdrawals, gateway } = cashier;
  const stopJobs = startCashierJobs(ctx, cashier);
  app.addHook("onClose", async () => stopJobs());
  const tags = ["cashier"];
  const real = { modId: "DPSTBAS3" as const, auth: "real" as const };

  app.get(
    "/wps/relay/DPS_depositSettings",
    {
      config: real,
      schema: { tags, summary: "Deposit channels and limits", response: { 200: DepositSettingsReply } },
    },
    async (request) => ({
      success: true as const,
      value: deposits.settings(request.brand.config, request.language),
    }),
  );

  app.post(
    "/wps/relay/DPS_createDeposit",
    {
      config: { ...real, throttle: "money" },
      schema: {
        tags,
        summary: "Open a deposit order and get the provider's checkout page (Idempotency-Key)",
        body: CreateDepositRequest,
        response: { 200: DepositOrderReply },
      },
    },
    async (request) => ({
      success: true as const,
      value: await deposits.create(
        holderOf(request),
        request.brand.config,
        request.body,
        idempotencyKeyOf(request),
      ),
    }),
  );

  app.get(
    "/wps/relay/DPS_depositOrder",
    {
      config: real,
      schema: {
        tags,
        summary: "One deposit order",
        querystring: DepositOrderQuery,
        response: { 200: DepositOrderReply },
      },
    },
    async (request) => ({
      success: true as const,
      value: await deposits.order(holderOf(request), request.brand.config, request.query.orderNo),
    }),
  );

  app.get(
    "/wps/relay/DPS_depositList",
    {
      config: real,
      schema: {
        tags,
        summary: "The player's deposit orders",
        querystring: PageQuery,
        response: { 200: DepositListReply },
      },
    },
    async (request) => ({
      success: true as const,
      value: await deposits.list(
        holderOf(request),
        request.brand.config,
        request.query.page,
        request.query.size,
      ),
    }),
  );

  const member = { auth: "real" as const };

  app.get(
    "/wps/relay/WDS_payeeAccounts",
    {
      config: member,
      schema: { tags, summary: "The player's payee accounts", response: { 200: PayeeAccountListReply } },
    },
    async (request) => ({ success: true as const, value: await withdrawals.payees(holderOf(request)) }),
  );

  app.post(
    "/wps/relay/WDS_addPayeeAccount",
    {
      config: { ...member, throttle: "money" },
      schema: {
        tags,
        summary: "Add a bank or e-wallet payee account",
        body: PayeeAccountRequest,
        response: { 200: PayeeAccountReply },
      },
    },
    async (request) => ({
      success: true as const,
      value: await withdrawals.addPayee(holderOf(request), request.body),
    }),
  );

  app.get(
    "/wps/relay/MCSFE_getWithdrawSetting",
    {
      config: member,
      schema: {
        tags,
        summary: "Withdrawal limits and what is available",
        response: { 200: WithdrawSettingsReply },
      },
    },
    async (request) => ({
      success: true as const,
      value: await withdrawals.settings(holderOf(request), request.brand.config),
    }),
  );

  app.post(
    "/wps/relay/passwordCheck/WDS_withdraw",
    {
      config: { ...member, throttle: "money" },
      schema: {
        tags,
        summary: "Ask for a withdrawal: the amount is held until review (payment password, Idempotency-Key)",
        body: WithdrawRequest,
        response: { 200: WithdrawalOrderReply },
      },
    },
    async (request) => ({
      success: true as const,
      value: await withdrawals.request(
        holderOf(request),
        request.brand.config,
        request.body,
        idempotencyKeyOf(request),
      ),
    }),
  );

  app.get(
    "/wps/relay/WDS_withdrawList",
    {
      config: member,
      schema: {
        tags,
        summary: "The player's withdrawals",
        querystring: PageQuery,
        response: { 200: WithdrawalListReply },
      },
    },
    async (request) => {
      const { list, ...rest } = await withdrawals.list(
        { memberId: holderOf(request).id },
        request.query.page,
        request.query.size,
      );
      const value = {
        ...rest,
        list: list.map(({ memberId: _m, merchantCode: _c, reviewedBy: _r, hasProof: _p, ...item }) => item),
      };
      return { success: true as const, value };
    },
  );

  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: PROOF_IMAGE_MAX_BYTES, files: 1, fields: 5 },
    });
    scope.post(
      "/wps/relay/WDS_confirmWithdrawal",
      {
        config: { ...member, throttle: "money" },
        schema: {
          tags,
          summary: "Confirm receipt: received, not_received (proof image) or partial (multipart form)",
          consumes: ["multipart/form-data"],
          response: { 200: WithdrawalOrderReply },
        },
      },
      async (request) => {
        if (!request.isMultipart())
          throw new AppError("request.invalid", { field: "body" }, { field: "body" });
        const fields: Record<string, string> = {};
        let proof: { mimetype: string; data: Buffer } | undefined;
        try {
          for await (const part of request.parts()) {
            if (part.type === "file") {
              if (part.fieldname !== "proof")
                throw new AppError("request.invalid", { field: part.fieldname });
              const data = await part.toBuffer();
              proof = { mimetype: part.mimetype, data };
            } else {
              fields[part.fieldname] = String(part.value);
            }
          }
        } catch (error) {
          if (error instanceof AppError) throw error;
          // Too large, too many parts or a broken upload.
          throw new AppError("withdrawal.proof.invalid", {}, { field: "proof" });
        }
        const parsed = ConfirmWithdrawalFields.safeParse(fields);
        if (!parsed.success) {
          const field = String(parsed.error.issues[0]?.path[0] ?? "body");
          throw new AppError("request.invalid", { field }, { field });
        }
        return {
          success: true as const,
          value: await withdrawals.confirm(holderOf(request), request.brand.config, parsed.data, proof),
        };
      },
    );
  });

  // The provider's notifications: signed over the exact bytes, so this scope keeps the raw body.
  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    scope.addContentTypeParser("application/json", { parseAs: "string" }, (_request, body, done) => {
      done(null, { raw: body as string });
    });
    scope.post(
      "/api/payments/:provider/notify",
      {
        config: { alwaysAvailable: true },
        schema: {
          tags,
          summary: "Payment provider notification (payment or payout), HMAC-signed; safe to repeat",
          params: z.object({ provider: z.string().regex(/^[A-Z0-9_]{2,32}$/) }),
          response: { 200: PaymentNotificationReply },
        },
      },
      async (request) => {
        const { raw } = request.body as { raw: string };
        const provider = request.params.provider;
        const log = (outcome: string, note: { notificationId: string; orderNo: string }) =>
          ctx.pool.query(
            `insert into payment_notifications (provider, notification_id, order_no, signature_valid, outcome, payload)
             values ($1, $2, $3, true, $4, $5)`,
            [provider, note.notificationId, note.orderNo, outcome, raw],
          );
        // Anyone can reach this address: an unsigned call is refused before it costs a database write.
        if (!verifySignature(gateway.secret, raw, request.headers[PAYMENT_SIGNATURE_HEADER])) {
          request.log.warn({ provider }, "payment notification with a bad signature refused");
          throw new AppError("payment.signature.invalid");
        }
        let json: unknown;
        try {
          json = JSON.parse(raw);
        } catch {
          throw new AppError("request.invalid", { field: "body" });
        }
        const parsed = PaymentNotification.safeParse(json);
        if (!parsed.success) throw new AppError("request.invalid", { field: "body" });
        const note = parsed.data;
        const outcome =
          note.kind === "payment"
            ? await deposits.onPayment(provider, note, async (merchant) => {
                const brand = await ctx.brands.get(merchant);
                if (!brand) throw new Error(`unknown merchant ${merchant}`);
                return brand.config;
              })
            : await withdrawals.onPayout(provider, note);
        await log(outcome, note);
        if (outcome === "unknown_order") throw new AppError("payment.order.unknown");
        if (outcome === "mismatch") throw new AppError("payment.notification.mismatch");
        return { received: true as const, outcome };
      },
    );
  });
};
