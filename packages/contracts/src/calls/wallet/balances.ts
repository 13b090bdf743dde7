import { defineCall } from "../../call.js";
import {
  BalanceReply,
  ConsolidatedFundsReply,
  MerchantWalletReply,
  TransactionListReply,
  TransactionQuery,
} from "../../wallet.js";

/** Read by any logged-in account, trial accounts included (they see their play money). */
const reading = {
  module: "COMM3",
  access: "any",
  tag: "wallet",
  encrypted: false,
  idempotent: false,
  method: "GET",
} as const;

export const balance = defineCall({
  ...reading,
  path: "/wps/v2/wallets/balance",
  summary: "Balance of every wallet",
  reply: BalanceReply,
  errors: [],
});

export const merchantWallet = defineCall({
  ...reading,
  path: "/wps/relay/GCS_merchantWallet",
  summary: "Wallet mode: seamless (isSingle) or transfer wallets",
  reply: MerchantWalletReply,
  errors: [],
});

export const consolidatedFunds = defineCall({
  ...reading,
  path: "/wps/member/info/funds/consolidated",
  summary: "Consolidated funds",
  reply: ConsolidatedFundsReply,
  errors: [],
});

export const transactions = defineCall({
  ...reading,
  module: "MEMTRANS3",
  path: "/wps/relay/ODSFE2_MemTransDet",
  summary: "Account record: every movement with the balance after it",
  query: TransactionQuery,
  reply: TransactionListReply,
  errors: [],
});
