import { defineCall } from "../../call.js";
import { RG_STAKE_ERRORS } from "../../errors/index.js";
import {
  MemberTransferReply,
  MemberTransferRequest,
  TransferTargetsReply,
  WalletTransferReply,
  WalletTransferRequest,
} from "../../wallet.js";

const transfer = { module: "FUNDTRANS3", access: "real", tag: "wallet", encrypted: false } as const;

export const walletTransfer = defineCall({
  ...transfer,
  method: "POST",
  path: "/wps/relay/GCS_walletTransfer",
  idempotent: true,
  rateLimit: "money",
  summary: "My wallet: move money between the main wallet and a vendor wallet (Idempotency-Key)",
  body: WalletTransferRequest,
  reply: WalletTransferReply,
  errors: [
    "wallet.real.account.required",
    "wallet.transfer.not.available",
    "wallet.transfer.pair.invalid",
    "wallet.unknown",
    "wallet.amount.invalid",
    "wallet.amount.below.minimum",
    "wallet.amount.above.maximum",
    "wallet.insufficient.funds",
    ...RG_STAKE_ERRORS,
  ],
});

export const transferTargets = defineCall({
  ...transfer,
  method: "GET",
  path: "/wps/relay/MCSFE_transferTargets",
  idempotent: false,
  summary: "Who the member may transfer to",
  reply: TransferTargetsReply,
  errors: [],
});

export const memberTransfer = defineCall({
  ...transfer,
  method: "POST",
  path: "/wps/relay/passwordCheck/MCSFE_transferUpline",
  idempotent: true,
  rateLimit: "money",
  summary: "Transfer to the upline or (agents) a direct downline; payment password (Idempotency-Key)",
  body: MemberTransferRequest,
  reply: MemberTransferReply,
  errors: [
    "wallet.real.account.required",
    "wallet.amount.invalid",
    "wallet.amount.below.minimum",
    "wallet.amount.above.maximum",
    "wallet.transfer.no.upline",
    "wallet.transfer.target.invalid",
    "payment.password.invalid",
    "password.attempts.locked",
    "payment.password.not.set",
    "wallet.insufficient.funds",
  ],
});
