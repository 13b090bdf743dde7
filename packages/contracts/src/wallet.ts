import { z } from "zod";
import { withPeriod } from "./dates.js";
import { DateRangePageQuery, ok, paged } from "./envelope.js";
import { LocalizedSchema } from "./language.js";
import { MoneyString, SignedMoneyString } from "./money.js";

/** A deposit channel the brand offers (bank transfer, e-wallet, card...), with its limits. */
export const DepositChannelConfig = z.object({
  id: z.string().regex(/^[a-z0-9_-]{2,32}$/),
  type: z.enum(["BANK", "EWALLET", "CARD", "PIX", "QR"]),
  name: LocalizedSchema,
  /** Payment provider code: the house account the money comes through. */
  provider: z.string().regex(/^[A-Z0-9_]{2,32}$/),
  minAmount: MoneyString,
  maxAmount: MoneyString,
  enabled: z.boolean(),
});
export type DepositChannelConfig = z.infer<typeof DepositChannelConfig>;

/** The brand's wallet settings (part of BrandConfig). */
export const WalletSettings = z.object({
  /** true: seamless (one wallet, games debit it directly); false: transfer-wallet mode. */
  isSingle: z.boolean(),
  /** Vendors with their own wallet in transfer-wallet mode. */
  transferVendors: z.array(z.string().regex(/^[A-Z0-9_]{2,32}$/)),
  depositChannels: z.array(DepositChannelConfig),
  withdraw: z.object({
    minimumAmount: MoneyString,
    maximumAmount: MoneyString,
    /** Minutes after the payout after which an unconfirmed withdrawal counts as received (SPEC §4). */
    autoReceiveMinutes: z.number().int().min(1).max(43_200),
    /** Payment provider the payouts go through. */
    provider: z.string().regex(/^[A-Z0-9_]{2,32}$/),
  }),
  transfer: z.object({ minimumAmount: MoneyString, maximumAmount: MoneyString }),
  /**
   * Pix rules of the brand. ownCpfOnly: a deposit paid from a CPF other than the one on the
   * player's account is refused and given back to the payer (off unless the brand turns it on).
   */
  pix: z.object({ ownCpfOnly: z.boolean() }).optional(),
});
export type WalletSettings = z.infer<typeof WalletSettings>;

export const DEFAULT_WALLET_SETTINGS: WalletSettings = {
  isSingle: true,
  transferVendors: ["PG", "JL"],
  depositChannels: [
    {
      id: "bank",
      type: "BANK",
      name: {
        PT: "Transferência bancária",
        EN: "Bank transfer",
        VI: "Chuyển khoản ngân hàng",
        TH: "โอนผ่านธนาคาร",
        ZH: "银行转账",
        ID: "Transfer bank",
        ES: "Transferencia bancaria",
      },
      provider: "SANDBOXPAY",
      minAmount: "100",
      maxAmount: "50000",
      enabled: true,
    },
    {
      id: "ewallet",
      type: "EWALLET",
      name: {
        PT: "Carteira digital",
        EN: "E-wallet",
        VI: "Ví điện tử",
        TH: "อีวอลเล็ท",
        ZH: "电子钱包",
        ID: "Dompet digital",
        ES: "Billetera digital",
      },
      provider: "SANDBOXPAY",
      minAmount: "50",
      maxAmount: "20000",
      enabled: true,
    },
    {
      id: "card",
      type: "CARD",
      name: {
        PT: "Cartão",
        EN: "Card",
        VI: "Thẻ",
        TH: "บัตร",
        ZH: "银行卡",
        ID: "Kartu",
        ES: "Tarjeta",
      },
      provider: "SANDBOXPAY",
      minAmount: "200",
      maxAmount: "30000",
      enabled: true,
    },
  ],
  withdraw: {
    minimumAmount: "100",
    maximumAmount: "50000",
    autoReceiveMinutes: 1440,
    provider: "SANDBOXPAY",
  },
  transfer: { minimumAmount: "1", maximumAmount: "1000000" },
};

/** Header every money-moving call carries: a UUID made once per user action (DESIGN.md §3). */
export const IdempotencyKey = z.string().uuid();

/** Wallet ids in balances: MAIN, BONUS, DEMO (trial accounts) or a vendor code (transfer-wallet mode). */
export const AccountTypeId = z.string();

export const BalanceValue = z.object({
  /** Everything the player can spend, all wallets together. */
  sumBalance: MoneyString,
  balance: z.array(z.object({ accountTypeId: AccountTypeId, availBalance: MoneyString })),
  currency: z.string(),
  currencySymbol: z.string(),
});
export type BalanceValue = z.infer<typeof BalanceValue>;
export const BalanceReply = ok(BalanceValue);

export const MerchantWalletValue = z.object({
  isSingle: z.boolean(),
  /** Wallets a player can move money between in transfer-wallet mode. */
  wallets: z.array(AccountTypeId),
});
export const MerchantWalletReply = ok(MerchantWalletValue);

export const ConsolidatedFundsValue = z.object({
  sumBalance: MoneyString,
  mainBalance: MoneyString,
  bonusBalance: MoneyString,
  vendorBalance: MoneyString,
  /** Held by withdrawals waiting for approval or payout. */
  pendingBalance: MoneyString,
  currency: z.string(),
  currencySymbol: z.string(),
});
export const ConsolidatedFundsReply = ok(ConsolidatedFundsValue);

/** My wallet (FUNDTRANS3): between the main wallet and a vendor wallet in transfer-wallet mode. */
export const WalletTransferRequest = z.object({
  from: AccountTypeId,
  to: AccountTypeId,
  amount: MoneyString,
});
export const WalletTransferValue = z.object({
  transferId: z.string(),
  amount: MoneyString,
  balance: BalanceValue,
});
export const WalletTransferReply = ok(WalletTransferValue);

/** Transfer to the upline, or (agents) to a direct downline; needs the payment password. */
export const MemberTransferRequest = z.object({
  /** Downline username; absent means the upline. */
  toUsername: z.string().trim().min(1).max(64).optional(),
  amount: MoneyString,
  paymentPassword: z.string().min(1).max(64),
});
export const MemberTransferValue = z.object({
  transferId: z.string(),
  amount: MoneyString,
  toUsername: z.string(),
  balance: BalanceValue,
});
export const MemberTransferReply = ok(MemberTransferValue);

export const TransferTargetsValue = z.object({
  upline: z.string().nullable(),
  /** Agents may also send to a direct downline, named by username. */
  toDownline: z.boolean(),
});
export const TransferTargetsReply = ok(TransferTargetsValue);

/** Account record types (MEMTRANS3). */
export const TRANSACTION_TYPES = [
  "deposit",
  "withdrawal",
  "transfer",
  "bet",
  "win",
  "rollback",
  "bonus",
  "adjustment",
  "other",
] as const;
export const TransactionType = z.enum(TRANSACTION_TYPES);
export type TransactionType = z.infer<typeof TransactionType>;

export const TransactionQuery = withPeriod(DateRangePageQuery.extend({ type: TransactionType.optional() }), {
  start: "startDate",
  end: "endDate",
  kind: "day",
});
export type TransactionQuery = z.infer<typeof TransactionQuery>;

export const TransactionItem = z.object({
  id: z.string(),
  type: TransactionType,
  /** The movement's own kind (deposit, withdrawal.hold, bet...). */
  detail: z.string(),
  wallet: AccountTypeId,
  /** Signed: negative when money left the wallet (or was held). */
  amount: SignedMoneyString,
  /** Available balance of the wallet right after. */
  balanceAfter: SignedMoneyString,
  reference: z.string(),
  createdAt: z.string(),
});
export type TransactionItem = z.infer<typeof TransactionItem>;
export const TransactionListReply = ok(paged(TransactionItem));

/** Realtime events pushed on /ws (DESIGN.md §6): the client refetches what an event names. */
export const RealtimeEvent = z.object({
  type: z.enum([
    "balance",
    "message",
    "chat",
    "notice",
    "draw",
    "contract",
    "session.ended",
    "withdrawal",
    "deposit",
    "level",
  ]),
  data: z.record(z.string(), z.unknown()).optional(),
});
export type RealtimeEvent = z.infer<typeof RealtimeEvent>;
