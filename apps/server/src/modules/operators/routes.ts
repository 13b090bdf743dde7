import {
  OperatorLoginReply,
  OperatorLoginRequest,
  OpsAdjustmentReply,
  OpsAdjustmentRequest,
  OpsLedgerQuery,
  OpsLedgerReply,
  OpsMemberParams,
  OpsOrderParams,
  OpsRejectRequest,
  OpsWithdrawalListReply,
  OpsWithdrawalQuery,
  OpsWithdrawalReply,
} from "@jogada/contracts";
import type { FastifyPluginAsyncZod, ZodTypeProvider } from "fastify-type-provider-zod";
import { sessionToken } from "../../platform/auth.js";
import type { AppContext } from "../../platform/context.js";
import { idempotencyKeyOf } from "../../platform/idempotency.js";
import { sendStoredImage } from "../../platform/image-upload.js";
import type { CashierServices } from "../cashier/index.js";
import { OperatorService } from "./service.js";

declare module "fastify" {
  interface FastifyRequest {
    /** The logged-in operator's username on /ops routes. */
    operator: string;
  }
}

/** The back office under /ops: its own login (operator accounts), never a player token. */
export const operatorsModule: FastifyPluginAsyncZod<{ ctx: AppContext; cashier: CashierServices }> = async (
  app,
  { ctx, cashier },
) => {
  const operators = new OperatorService(ctx, cashier);
  const tags = ["operators"];

  app.post(
    "/ops/session/login",
    {
      schema: {
        tags,
        summary: "Operator login",
        body: OperatorLoginRequest,
        response: { 200: OperatorLoginReply },
      },
    },
    async (request) => ({
      success: true as const,
      value: await operators.login(request.body.username, request.body.password, request.ip),
    }),
  );

  await app.register(async (plain) => {
    const ops = plain.withTypeProvider<ZodTypeProvider>();
    ops.decorateRequest("operator", "");
    ops.addHook("onRequest", async (request) => {
      request.operator = await operators.authenticate(sessionToken(request));
    });

    ops.get(
      "/ops/withdrawals",
      {
        schema: {
          tags,
          summary: "Withdrawals, newest first, by status",
          querystring: OpsWithdrawalQuery,
          response: { 200: OpsWithdrawalListReply },
        },
      },
      async (request) => ({
        success: true as const,
        value: await operators.listWithdrawals(request.query.status, request.query.page, request.query.size),
      }),
    );

    ops.post(
      "/ops/withdrawals/:orderNo/approve",
      {
        schema: {
          tags,
          summary: "Approve: pay out through the provider",
          params: OpsOrderParams,
          response: { 200: OpsWithdrawalReply },
        },
      },
      async (request) => ({
        success: true as const,
        value: await operators.approve(request.operator, request.params.orderNo),
      }),
    );

    ops.post(
      "/ops/withdrawals/:orderNo/reject",
      {
        schema: {
          tags,
          summary: "Reject: the held amount goes back to the player",
          params: OpsOrderParams,
          body: OpsRejectRequest,
          response: { 200: OpsWithdrawalReply },
        },
      },
      async (request) => ({
        success: true as const,
        value: await operators.reject(request.operator, request.params.orderNo, request.body.reason),
      }),
    );

    ops.get(
      "/ops/withdrawals/:orderNo/proof",
      { schema: { tags, summary: "The player's proof image", params: OpsOrderParams } },
      async (request, reply) => {
        const proof = await operators.proof(request.params.orderNo);
        const image = { contentType: proof.type, data: proof.data };
        return sendStoredImage(reply, image, `proof-${request.params.orderNo}`, "no-store");
      },
    );

    ops.get(
      "/ops/members/:memberId/ledger",
      {
        schema: {
          tags,
          summary: "A player's wallets and ledger entries",
          params: OpsMemberParams,
          querystring: OpsLedgerQuery,
          response: { 200: OpsLedgerReply },
        },
      },
      async (request) => ({
        success: true as const,
        value: await operators.ledger(
          request.operator,
          request.params.memberId,
          request.query.page,
          request.query.size,
        ),
      }),
    );

    ops.post(
      "/ops/members/:memberId/adjustments",
      {
        schema: {
          tags,
          summary: "Manual adjustment of the main wallet with a reason (Idempotency-Key)",
          params: OpsMemberParams,
          body: OpsAdjustmentRequest,
          response: { 200: OpsAdjustmentReply },
        },
      },
      async (request) => ({
        success: true as const,
        value: await operators.adjust(
          request.operator,
          request.params.memberId,
          request.body,
          idempotencyKeyOf(request),
        ),
      }),
    );
  });
};
