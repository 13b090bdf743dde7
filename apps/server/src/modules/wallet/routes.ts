import {
  BalanceReply,
  ConsolidatedFundsReply,
  MemberTransferReply,
  MemberTransferRequest,
  MerchantWalletReply,
  TransactionListReply,
  TransactionQuery,
  TransferTargetsReply,
  WalletTransferReply,
  WalletTransferRequest,
} from "@jogada/contracts";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AuthenticatedMember } from "../../platform/auth.js";
import type { AppContext } from "../../platform/context.js";
import { idempotencyKeyOf } from "../../platform/idempotency.js";
import { type MemberLookup, type WalletHolder, WalletService } from "./service.js";

export function holderOf(request: FastifyRequest): WalletHolder {
  const member = request.member as AuthenticatedMember;
  return {
    id: member.id,
    merchantCode: member.merchantCode,
    isTrial: member.isTrial,
    isAgent: member.isAgent,
  };
}

export const walletModule: FastifyPluginAsyncZod<{ ctx: AppContext; members: MemberLookup }> = async (
  app,
  { ctx, members },
) => {
  const wallet = new WalletService(ctx, members);
  const tags = ["wallet"];

  app.get(
    "/wps/v2/wallets/balance",
    {
      config: { modId: "COMM3", auth: "any" },
      schema: { tags, summary: "Balance of every wallet", response: { 200: BalanceReply } },
    },
    async (request) => ({
      success: true as const,
      value: await wallet.balance(holderOf(request), request.brand.config),
    }),
  );

  app.get(
    "/wps/relay/GCS_merchantWallet",
    {
      config: { modId: "COMM3", auth: "any" },
      schema: {
        tags,
        summary: "Wallet mode: seamless (isSingle) or transfer wallets",
        response: { 200: MerchantWalletReply },
      },
    },
    async (request) => ({ success: true as const, value: wallet.merchantWallet(request.brand.config) }),
  );

  app.get(
    "/wps/member/info/funds/consolidated",
    {
      config: { modId: "COMM3", auth: "any" },
      schema: { tags, summary: "Consolidated funds", response: { 200: ConsolidatedFundsReply } },
    },
    async (request) => ({
      success: true as const,
      value: await wallet.consolidated(holderOf(request), request.brand.config),
    }),
  );

  app.post(
    "/wps/relay/GCS_walletTransfer",
    {
      config: { throttle: "money", modId: "FUNDTRANS3", auth: "real" },
      schema: {
        tags,
        summary: "My wallet: move money between the main wallet and a vendor wallet (Idempotency-Key)",
        body: WalletTransferRequest,
        response: { 200: WalletTransferReply },
      },
    },
    async (request) => ({
      success: true as const,
      value: await wallet.walletTransfer(
        holderOf(request),
        request.brand.config,
        request.body,
        idempotencyKeyOf(request),
      ),
    }),
  );

  app.get(
    "/wps/relay/MCSFE_transferTargets",
    {
      config: { modId: "FUNDTRANS3", auth: "real" },
      schema: { tags, summary: "Who the member may transfer to", response: { 200: TransferTargetsReply } },
    },
    async (request) => ({ success: true as const, value: await wallet.transferTargets(holderOf(request)) }),
  );

  app.post(
    "/wps/relay/passwordCheck/MCSFE_transferUpline",
    {
      config: { throttle: "money", modId: "FUNDTRANS3", auth: "real" },
      schema: {
        tags,
        summary: "Transfer to the upline or (agents) a direct downline; payment password (Idempotency-Key)",
        body: MemberTransferRequest,
        response: { 200: MemberTransferReply },
      },
    },
    async (request) => ({
      success: true as const,
      value: await wallet.memberTransfer(
        holderOf(request),
        request.brand.config,
        request.body,
        idempotencyKeyOf(request),
      ),
    }),
  );

  app.get(
    "/wps/relay/ODSFE2_MemTransDet",
    {
      config: { modId: "MEMTRANS3", auth: "any" },
      schema: {
        tags,
        summary: "Account record: every movement with the balance after it",
        querystring: TransactionQuery,
        response: { 200: TransactionListReply },
      },
    },
    async (request) => ({
      success: true as const,
      value: await wallet.transactions(holderOf(request), request.brand.config, request.query),
    }),
  );
};
