import { z } from "zod";

/**
 * Hub88's Operator API as its public documentation states it (docs.hub88.io, "Operator API
 * Reference"). Hub88 calls the operator's Wallet API; the operator calls Hub88's Games API. Every
 * body is signed with RSA-SHA256 over its exact bytes, base64 in `X-Hub88-Signature`: Hub88 signs
 * with its private key and we verify with its public key; we sign our answers and our Games API
 * calls with our private key. Amounts are integers in 1/100000 of the currency unit.
 */
export const HUB88_SIGNATURE_HEADER = "x-hub88-signature";

/** 1 currency unit = 100000 protocol units (3.56 EUR is 356000). */
export const HUB88_AMOUNT_SCALE = 100_000n;

/**
 * Every status of the Wallet API ("Seamless Wallet response statuses - Operator API"), and
 * RS_ERROR_TRANSACTION_ROLLED_BACK of Hub88's own operator wallet wrapper, answered when a
 * transaction arrives after the rollback that cancelled it.
 */
export const Hub88Status = z.enum([
  "RS_OK",
  "RS_ERROR_UNKNOWN",
  "RS_ERROR_INVALID_PARTNER",
  "RS_ERROR_INVALID_TOKEN",
  "RS_ERROR_INVALID_GAME",
  "RS_ERROR_WRONG_CURRENCY",
  "RS_ERROR_NOT_ENOUGH_MONEY",
  "RS_ERROR_USER_DISABLED",
  "RS_ERROR_INVALID_SIGNATURE",
  "RS_ERROR_TOKEN_EXPIRED",
  "RS_ERROR_WRONG_SYNTAX",
  "RS_ERROR_WRONG_TYPES",
  "RS_ERROR_DUPLICATE_TRANSACTION",
  "RS_ERROR_TRANSACTION_DOES_NOT_EXIST",
  "RS_ERROR_TRANSACTION_ROLLED_BACK",
  "RS_ERROR_LIMIT_REACHED",
]);
export type Hub88Status = z.infer<typeof Hub88Status>;

/** An amount on the wire: a non-negative integer of 1/100000 units. */
const Units = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const Id = z.string().min(1).max(90);
const Token = z.string().min(10).max(255);

export const Hub88UserInfoRequest = z.object({ user: z.string().min(1).max(64), request_uuid: Id });

export const Hub88BalanceRequest = z.object({
  user: z.string().min(1).max(64),
  token: Token,
  request_uuid: Id,
  game_code: z.string().min(1).max(64).nullable().optional(),
});

const Hub88Transaction = Hub88BalanceRequest.extend({
  transaction_uuid: Id,
  supplier_transaction_id: z.string().max(200).nullable().optional(),
  supplier_user: z.string().max(200).nullable().optional(),
  /** The game round; may be null, then the bet's transaction stands for its round. */
  round: z.string().min(1).max(90).nullable(),
  round_closed: z.boolean().nullable().optional(),
  game_code: z.string().min(1).max(64),
  meta: z.record(z.string(), z.unknown()).nullable().optional(),
});

export const Hub88BetRequest = Hub88Transaction.extend({
  amount: Units,
  currency: z.string().length(3),
  bet: z.string().max(200).nullable().optional(),
  reward_uuid: z.string().max(90).nullable().optional(),
  is_free: z.boolean().nullable().optional(),
  is_aggregated: z.boolean().nullable().optional(),
  is_supplier_promo: z.boolean().nullable().optional(),
});

export const Hub88WinRequest = Hub88BetRequest.extend({
  /** The bet this win pays. */
  reference_transaction_uuid: Id,
});

export const Hub88RollbackRequest = Hub88Transaction.extend({
  /** The transaction (a bet) to cancel. */
  reference_transaction_uuid: Id,
});

export type Hub88UserInfoRequest = z.infer<typeof Hub88UserInfoRequest>;
export type Hub88BalanceRequest = z.infer<typeof Hub88BalanceRequest>;
export type Hub88BetRequest = z.infer<typeof Hub88BetRequest>;
export type Hub88WinRequest = z.infer<typeof Hub88WinRequest>;
export type Hub88RollbackRequest = z.infer<typeof Hub88RollbackRequest>;

/** Every Wallet API answer: the status, the request's own request_uuid echoed, the balance after. */
export const Hub88Reply = z.object({
  status: Hub88Status,
  request_uuid: z.string().optional(),
  user: z.string().optional(),
  currency: z.string().optional(),
  balance: z.number().int().optional(),
  /** /user/info only. */
  country: z.string().optional(),
  jurisdiction: z.string().optional(),
  sub_partner_id: z.string().optional(),
  birth_date: z.string().optional(),
  registration_date: z.string().optional(),
});
export type Hub88Reply = z.infer<typeof Hub88Reply>;

// ----- Games API: the operator calls Hub88 -----

export const Hub88GameListRequest = z.object({ operator_id: z.number().int() });

export const Hub88Game = z.object({
  game_code: z.string().min(1).max(64),
  name: z.string().min(1).max(120),
  product: z.string().min(1).max(60),
  category: z.string(),
  platforms: z.array(z.string()),
  enabled: z.boolean(),
  freebet_support: z.boolean().optional(),
  url_thumb: z.string().url().nullable().optional(),
  url_background: z.string().url().nullable().optional(),
  blocked_countries: z.array(z.string()).optional(),
});
export type Hub88Game = z.infer<typeof Hub88Game>;
export const Hub88GameListReply = z.array(Hub88Game);

export const Hub88GameUrlRequest = z.object({
  user: z.string().min(3),
  token: Token,
  sub_partner_id: z.string().optional(),
  platform: z.enum(["GPL_DESKTOP", "GPL_MOBILE"]),
  operator_id: z.number().int(),
  meta: z.record(z.string(), z.unknown()).optional(),
  lobby_url: z.string(),
  lang: z.string().length(2),
  ip: z.string(),
  game_code: z.string(),
  deposit_url: z.string().optional(),
  currency: z.string().length(3),
  game_currency: z.string().length(3),
  country: z.string().length(2),
});
export type Hub88GameUrlRequest = z.infer<typeof Hub88GameUrlRequest>;
export const Hub88GameUrlReply = z.object({ url: z.string().url() });
