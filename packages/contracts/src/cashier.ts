import { z } from "zod";
import { Instant } from "./dates.js";
import { ok, paged } from "./envelope.js";
import { MoneyString } from "./money.js";
import { isPixKey, normalisePixKey, PIX_KEY_ERRORS, PixKeyType } from "./pix-keys.js";

// ---------------------------------------------------------------- player calls: deposits

export const DepositChannel = z.object({
  id: z.string(),
  type: z.enum(["BANK", "EWALLET", "CARD", "PIX", "QR"]),
  name: z.string(),
  minAmount: MoneyString,
  maxAmount: MoneyString,
});
export const DepositSettingsValue = z.object({
  allowDeposit: z.boolean(),
  channels: z.array(DepositChannel),
  currency: z.string(),
  currencySymbol: z.string(),
});
export const DepositSettingsReply = ok(DepositSettingsValue);

export const CreateDepositRequest = z.object({
  channelId: z.string().min(1).max(32),
  amount: MoneyString,
});
export const DepositStatus = z.enum(["pending", "paid", "failed"]);
export const DepositOrderValue = z.object({
  orderNo: z.string(),
  channelId: z.string(),
  amount: MoneyString,
  currency: z.string(),
  status: DepositStatus,
  /** Where the payer completes the payment (the provider's checkout page). */
  checkoutUrl: z.string().nullable(),
  /**
   * A Pix charge: the BR Code to copy ("copia e cola"), its QR image (PNG data URL) and when it
   * stops being payable; null for other channels, and while the provider has not answered yet.
   */
  pix: z
    .object({
      txid: z.string(),
      payload: z.string(),
      qrImage: z.string(),
      expiresAt: z.string(),
      /** Paid after its expiry (credited all the same). */
      paidLate: z.boolean(),
    })
    .nullable()
    .optional(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type DepositOrderValue = z.infer<typeof DepositOrderValue>;
export const DepositOrderReply = ok(DepositOrderValue);
export const DepositOrderQuery = z.object({ orderNo: z.string().min(1).max(64) });
export const DepositListReply = ok(paged(DepositOrderValue));

// ---------------------------------------------------------------- player calls: withdrawals

export const PayeeType = z.enum(["BANK", "EWALLET", "PIX"]);
/** A bank or e-wallet account (paid through the payment gateway). */
export const BankPayeeRequest = z.object({
  type: z.enum(["BANK", "EWALLET"]),
  institution: z.string().trim().min(2).max(60),
  accountNo: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{4,34}$/, "letters, digits and dashes, 4 to 34"),
  holderName: z.string().trim().min(2).max(80),
});
/**
 * A Pix key (paid through the Pix provider): the key must be a well-formed key of its type, or
 * the refusal names `pixKey` with the type's own message (a CPF's check digits, an e-mail, a
 * +55 phone, a random key's UUID form).
 */
export const PixPayeeRequest = z
  .object({
    type: z.literal("PIX"),
    pixKeyType: PixKeyType,
    pixKey: z.string().trim().min(1).max(77),
    holderName: z.string().trim().min(2).max(80),
  })
  .superRefine((value, ctx) => {
    if (!PixKeyType.safeParse(value.pixKeyType).success || typeof value.pixKey !== "string") return;
    if (isPixKey(value.pixKeyType, normalisePixKey(value.pixKeyType, value.pixKey))) return;
    ctx.addIssue({
      code: "custom",
      path: ["pixKey"],
      message: `not a ${value.pixKeyType} key`,
      params: { errorCode: PIX_KEY_ERRORS[value.pixKeyType] },
    });
  });
export const PayeeAccountRequest = z.discriminatedUnion("type", [BankPayeeRequest, PixPayeeRequest]);
/**
 * A payee as the player and staff see it. A Pix payee's `accountNo` is its key masked
 * (maskPixKey) and its `institution` "Pix"; the whole key is only ever sent to the provider.
 */
export const PayeeView = z.object({
  type: PayeeType,
  institution: z.string(),
  accountNo: z.string(),
  holderName: z.string(),
  pixKeyType: PixKeyType.nullable().optional(),
});
export const PayeeAccount = PayeeView.extend({ id: z.string() });
export type PayeeAccount = z.infer<typeof PayeeAccount>;
export const PayeeAccountReply = ok(PayeeAccount);
export const PayeeAccountListReply = ok(z.array(PayeeAccount));

export const WithdrawSettingsValue = z.object({
  minimumAmount: MoneyString,
  maximumAmount: MoneyString,
  autoReceiveMinutes: z.number().int(),
  /** What can be withdrawn now (the main wallet's available balance). */
  available: MoneyString,
  hasPaymentPassword: z.boolean(),
  currency: z.string(),
  currencySymbol: z.string(),
  /** Whether a Pix key may be a destination here (a brand counting in reais, its Pix provider on). */
  pixPayouts: z.boolean().optional(),
});
export const WithdrawSettingsReply = ok(WithdrawSettingsValue);

export const WithdrawRequest = z.object({
  payeeAccountId: z.string().regex(/^\d{1,18}$/),
  amount: MoneyString,
  paymentPassword: z.string().min(1).max(64),
  /** The player accepts giving up an active bonus; it is forfeited in the withdrawal's own transaction. */
  forfeitBonus: z.boolean().optional(),
});

/** returned: paid out, then given back by the payee's bank (a Pix returned): the amount is credited back. */
export const WithdrawalStatus = z.enum([
  "review",
  "paying",
  "paid",
  "completed",
  "rejected",
  "failed",
  "returned",
]);
export const WithdrawalConfirmation = z.enum(["received", "not_received", "partial", "auto_received"]);
export const WithdrawalOrderValue = z.object({
  orderNo: z.string(),
  amount: MoneyString,
  currency: z.string(),
  status: WithdrawalStatus,
  payee: PayeeView,
  reason: z.string().nullable(),
  confirmation: WithdrawalConfirmation.nullable(),
  receivedAmount: MoneyString.nullable(),
  /** Until when the player may confirm; afterwards the withdrawal counts as received. */
  confirmDeadline: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type WithdrawalOrderValue = z.infer<typeof WithdrawalOrderValue>;
export const WithdrawalOrderReply = ok(WithdrawalOrderValue);
export const WithdrawalListReply = ok(paged(WithdrawalOrderValue));

/** Multipart fields of the confirmation (the proof image is the `proof` file part). */
export const ConfirmWithdrawalFields = z.object({
  orderNo: z.string().min(1).max(64),
  result: z.enum(["received", "not_received", "partial"]),
  receivedAmount: MoneyString.optional(),
});
export const PROOF_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const PROOF_IMAGE_TYPES = ["image/png", "image/jpeg"] as const;

// ---------------------------------------------------------------- payment provider protocol

/** Header with the hex HMAC-SHA256 of the raw body under the shared secret, both directions. */
export const PAYMENT_SIGNATURE_HEADER = "x-signature";

export const GatewayPaymentRequest = z.object({
  orderNo: z.string(),
  amount: MoneyString,
  currency: z.string(),
  /** How the operator shows money to the payer (symbol, decimals, language), for the checkout page. */
  display: z
    .object({
      symbol: z.string().max(8),
      decimals: z.number().int().min(0).max(8),
      language: z.enum(["PT", "EN"]),
    })
    .optional(),
  description: z.string(),
  /** Where the checkout page sends the payer back. */
  returnUrl: z.string().url(),
  notifyUrl: z.string().url(),
});
export const GatewayPaymentReply = z.object({ paymentId: z.string(), checkoutUrl: z.string().url() });

export const GatewayPayoutRequest = z.object({
  payoutId: z.string(),
  amount: MoneyString,
  currency: z.string(),
  payee: BankPayeeRequest,
  notifyUrl: z.string().url(),
});
export const GatewayPayoutReply = z.object({ payoutRef: z.string(), status: z.literal("accepted") });

/** What the provider posts to the platform (signed); the same notification may come many times. */
export const PaymentNotification = z.object({
  notificationId: z.string().min(1).max(100),
  kind: z.enum(["payment", "payout"]),
  /** Our order number (deposit) or payout id (withdrawal). */
  orderNo: z.string().min(1).max(64),
  providerRef: z.string().min(1).max(100),
  amount: MoneyString,
  currency: z.string(),
  status: z.enum(["PAID", "FAILED"]),
  occurredAt: Instant,
});
export type PaymentNotification = z.infer<typeof PaymentNotification>;
export const PaymentNotificationReply = z.object({ received: z.literal(true), outcome: z.string() });

// ---------------------------------------------------------------- operator calls (/ops)

export const OperatorLoginRequest = z.object({
  username: z.string().trim().min(3).max(32),
  password: z.string().min(1).max(128),
});
export const OperatorLoginReply = ok(
  z.object({ token: z.string(), username: z.string(), expiresAt: z.string() }),
);

export const OpsWithdrawalQuery = z.object({
  status: WithdrawalStatus.optional(),
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export const OpsWithdrawal = WithdrawalOrderValue.extend({
  memberId: z.string(),
  username: z.string(),
  merchantCode: z.string(),
  reviewedBy: z.string().nullable(),
  hasProof: z.boolean(),
});
export const OpsWithdrawalListReply = ok(paged(OpsWithdrawal));
export const OpsOrderParams = z.object({ orderNo: z.string().min(1).max(64) });
export const OpsRejectRequest = z.object({ reason: z.string().trim().min(2).max(500) });
export const OpsWithdrawalReply = ok(WithdrawalOrderValue.extend({ memberId: z.string() }));

export const OpsMemberParams = z.object({ memberId: z.coerce.number().int().positive() });
export const OpsLedgerQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(200).default(50),
});
export const OpsLedgerValue = z.object({
  memberId: z.string(),
  username: z.string(),
  merchantCode: z.string(),
  currency: z.string(),
  wallets: z.array(
    z.object({
      wallet: z.string(),
      code: z.string(),
      balance: z.string(),
      pending: z.string(),
      available: z.string(),
    }),
  ),
  entries: paged(
    z.object({
      id: z.string(),
      kind: z.string(),
      status: z.string(),
      wallet: z.string(),
      amount: z.string(),
      pendingDelta: z.string(),
      balanceAfter: z.string(),
      pendingAfter: z.string(),
      reference: z.string(),
      meta: z.record(z.string(), z.unknown()),
      createdAt: z.string(),
    }),
  ),
});
export const OpsLedgerReply = ok(OpsLedgerValue);

export const OpsAdjustmentRequest = z.object({
  /** Signed: "50.00" credits the player's main wallet, "-50.00" debits it. */
  amount: z.string().regex(/^-?\d{1,13}(\.\d{1,8})?$/),
  reason: z.string().trim().min(2).max(500),
});
export const OpsAdjustmentReply = ok(
  z.object({ transferId: z.string(), amount: z.string(), balance: z.string(), available: z.string() }),
);
