import { defineCall } from "../../call.js";
import {
  ConfirmWithdrawalFields,
  PayeeAccountListReply,
  PayeeAccountReply,
  PayeeAccountRequest,
  PROOF_IMAGE_MAX_BYTES,
  WithdrawalListReply,
  WithdrawalOrderReply,
  WithdrawRequest,
  WithdrawSettingsReply,
} from "../../cashier.js";
import { PageQuery } from "../../envelope.js";

const withdrawal = { module: null, access: "real", tag: "cashier", encrypted: false } as const;

export const payeeAccounts = defineCall({
  ...withdrawal,
  method: "GET",
  path: "/wps/relay/WDS_payeeAccounts",
  idempotent: false,
  summary: "The player's payee accounts",
  reply: PayeeAccountListReply,
  errors: [],
});

export const addPayeeAccount = defineCall({
  ...withdrawal,
  method: "POST",
  path: "/wps/relay/WDS_addPayeeAccount",
  idempotent: false,
  summary:
    "Add a bank or e-wallet account, or a Pix key (CPF, e-mail, +55 phone or random key, checked by its type; Pix only on a brand counting in reais)",
  body: PayeeAccountRequest,
  reply: PayeeAccountReply,
  errors: [
    "payee.duplicate",
    "payee.limit",
    "payee.pix.cpf.invalid",
    "payee.pix.email.invalid",
    "payee.pix.phone.invalid",
    "payee.pix.evp.invalid",
    "payee.pix.unavailable",
  ],
});

export const withdrawSettings = defineCall({
  ...withdrawal,
  method: "GET",
  path: "/wps/relay/MCSFE_getWithdrawSetting",
  idempotent: false,
  summary: "Withdrawal limits and what is available",
  reply: WithdrawSettingsReply,
  errors: [],
});

export const withdraw = defineCall({
  ...withdrawal,
  method: "POST",
  path: "/wps/relay/passwordCheck/WDS_withdraw",
  idempotent: true,
  rateLimit: "money",
  summary: "Ask for a withdrawal: the amount is held until review (payment password)",
  body: WithdrawRequest,
  reply: WithdrawalOrderReply,
  errors: [
    "agent.withdrawals.blocked",
    "loyalty.withdrawal.daily.limit",
    "loyalty.withdrawal.daily.count",
    "payee.unknown",
    "payee.pix.unavailable",
    "payment.password.invalid",
    "password.attempts.locked",
    "payment.password.not.set",
    "wallet.amount.invalid",
    "wallet.amount.below.minimum",
    "wallet.amount.above.maximum",
    "wallet.insufficient.funds",
    "bonus.active.withdrawal",
  ],
});

export const withdrawList = defineCall({
  ...withdrawal,
  method: "GET",
  path: "/wps/relay/WDS_withdrawList",
  idempotent: false,
  summary: "The player's withdrawals",
  query: PageQuery,
  reply: WithdrawalListReply,
  errors: [],
});

export const confirmWithdrawal = defineCall({
  ...withdrawal,
  method: "POST",
  path: "/wps/relay/WDS_confirmWithdrawal",
  idempotent: false,
  multipart: true,
  upload: {
    field: "proof",
    maxBytes: PROOF_IMAGE_MAX_BYTES,
    required: false,
    error: "withdrawal.proof.invalid",
  },
  summary: "Confirm receipt: received, not_received (proof image) or partial",
  body: ConfirmWithdrawalFields,
  reply: WithdrawalOrderReply,
  errors: [
    "withdrawal.not.found",
    "withdrawal.state.invalid",
    "withdrawal.proof.invalid",
    "withdrawal.proof.required",
    "withdrawal.received.amount.invalid",
  ],
});
