import {
  HUB88_AMOUNT_SCALE,
  Hub88BalanceRequest,
  Hub88BetRequest,
  type Hub88Reply,
  Hub88RollbackRequest,
  type Hub88Status,
  Hub88UserInfoRequest,
  Hub88WinRequest,
  type WalletReply,
  type WalletStatus,
} from "@jogada/contracts";
import type { z } from "zod";
import type { AppContext } from "../../platform/context.js";
import type { SeamlessWallet } from "./seamless-service.js";

/**
 * Hub88's Wallet API (docs.hub88.io, Operator API) spoken over the platform's one seamless wallet:
 * each call is read against the documented request, translated into the wallet's own call (same
 * transactions, idempotency, round rules and ledger) and its answer translated back. Nothing
 * about money is decided here.
 */

/** Hub88's transaction and round ids live beside the aggregator's in one table: they get a prefix. */
const PREFIX = "h88:";

const STATUS: Record<WalletStatus, Hub88Status> = {
  OK: "RS_OK",
  NOT_ENOUGH_MONEY: "RS_ERROR_NOT_ENOUGH_MONEY",
  INVALID_TOKEN: "RS_ERROR_INVALID_TOKEN",
  TOKEN_EXPIRED: "RS_ERROR_TOKEN_EXPIRED",
  INVALID_SIGNATURE: "RS_ERROR_INVALID_SIGNATURE",
  INVALID_GAME: "RS_ERROR_INVALID_GAME",
  WRONG_CURRENCY: "RS_ERROR_WRONG_CURRENCY",
  USER_DISABLED: "RS_ERROR_USER_DISABLED",
  DUPLICATE_TRANSACTION: "RS_ERROR_DUPLICATE_TRANSACTION",
  TRANSACTION_DOES_NOT_EXIST: "RS_ERROR_TRANSACTION_DOES_NOT_EXIST",
  // A bet or win whose bet was rolled back first, or a second rollback of one bet.
  BET_ALREADY_SETTLED: "RS_ERROR_TRANSACTION_ROLLED_BACK",
  LIMIT_EXCEEDED: "RS_ERROR_LIMIT_REACHED",
  UNKNOWN_ERROR: "RS_ERROR_UNKNOWN",
};

/** The player id Hub88 knows: no personal data, at least the 4 characters the docs ask for. */
export function hub88User(memberId: number | string): string {
  return `jg${String(memberId).padStart(6, "0")}`;
}

export function memberOfHub88User(user: string): string | undefined {
  const match = /^jg(\d{6,18})$/.exec(user);
  return match ? String(BigInt(match[1]!)) : undefined;
}

/** Protocol units (1/100000) to the wallet's decimal string; undefined when finer than 1/10000. */
export function unitsToAmount(units: number): string | undefined {
  const value = BigInt(units);
  const whole = value / HUB88_AMOUNT_SCALE;
  const fraction = String(value % HUB88_AMOUNT_SCALE)
    .padStart(5, "0")
    .replace(/0+$/, "");
  if (fraction.length > 4) return undefined;
  return fraction ? `${whole}.${fraction}` : `${whole}`;
}

/** The wallet's decimal string (may be negative) to protocol units. */
export function amountToUnits(amount: string): number {
  const negative = amount.startsWith("-");
  const [whole, fraction = ""] = (negative ? amount.slice(1) : amount).split(".");
  const units = BigInt(whole!) * HUB88_AMOUNT_SCALE + BigInt(fraction.padEnd(5, "0").slice(0, 5));
  return Number(negative ? -units : units);
}

type Read<T> = { ok: true; body: T } | { ok: false; status: Hub88Status };

/**
 * A body against its documented request: a field missing (or no JSON object at all) is
 * RS_ERROR_WRONG_SYNTAX, a field present with another type or out of range RS_ERROR_WRONG_TYPES.
 */
export function readHub88<T extends z.ZodType>(schema: T, body: unknown): Read<z.infer<T>> {
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return { ok: false, status: "RS_ERROR_WRONG_SYNTAX" };
  }
  const parsed = schema.safeParse(body);
  if (parsed.success) return { ok: true, body: parsed.data };
  const missing = parsed.error.issues.some(
    (issue) =>
      issue.path.length === 1 && (body as Record<string, unknown>)[String(issue.path[0])] === undefined,
  );
  return { ok: false, status: missing ? "RS_ERROR_WRONG_SYNTAX" : "RS_ERROR_WRONG_TYPES" };
}

function requestUuidOf(body: unknown): string | undefined {
  const value = (body as { request_uuid?: unknown } | null)?.request_uuid;
  return typeof value === "string" && value.length <= 90 ? value : undefined;
}

export class Hub88Wallet {
  constructor(
    private readonly ctx: AppContext,
    private readonly wallet: SeamlessWallet,
  ) {}

  /** The answer to a body that is not the documented request, echoing its request_uuid when it has one. */
  refused(body: unknown, status: Hub88Status): Hub88Reply {
    const requestUuid = requestUuidOf(body);
    return { status, ...(requestUuid ? { request_uuid: requestUuid } : {}) };
  }

  private answer(user: string, requestUuid: string, reply: WalletReply, status?: Hub88Status): Hub88Reply {
    return {
      user,
      status: status ?? STATUS[reply.status],
      request_uuid: requestUuid,
      ...(reply.currency ? { currency: reply.currency } : {}),
      ...(reply.balance !== undefined ? { balance: amountToUnits(reply.balance) } : {}),
    };
  }

  async userInfo(raw: unknown): Promise<Hub88Reply> {
    const read = readHub88(Hub88UserInfoRequest, raw);
    if (!read.ok) return this.refused(raw, read.status);
    const { user, request_uuid } = read.body;
    const memberId = memberOfHub88User(user);
    const profile = memberId ? await this.ctx.members.partnerProfile(Number(memberId)) : undefined;
    if (!profile) return { user, status: "RS_ERROR_INVALID_TOKEN", request_uuid };
    return {
      user,
      status: "RS_OK",
      request_uuid,
      // The platform keeps no country per player; XX is the protocol's "unknown".
      country: "XX",
      sub_partner_id: this.ctx.config.HUB88_SUB_PARTNER_ID ?? profile.merchantCode,
      registration_date: profile.registeredAt.toISOString().slice(0, 10),
    };
  }

  async balance(raw: unknown): Promise<Hub88Reply> {
    const read = readHub88(Hub88BalanceRequest, raw);
    if (!read.ok) return this.refused(raw, read.status);
    const { user, token, request_uuid } = read.body;
    const session = await this.wallet.sessionOf(token);
    const player = memberOfHub88User(user);
    if (!session || session.member_id !== player)
      return { user, status: "RS_ERROR_INVALID_TOKEN", request_uuid };
    if (session.expires_at.getTime() < Date.now()) {
      return { user, status: "RS_ERROR_TOKEN_EXPIRED", request_uuid };
    }
    const reply = await this.wallet.balance({ token, player, currency: session.currency });
    return this.answer(user, request_uuid, reply);
  }

  async bet(raw: unknown): Promise<Hub88Reply> {
    const read = readHub88(Hub88BetRequest, raw);
    if (!read.ok) return this.refused(raw, read.status);
    const body = read.body;
    return this.transaction(body, body.currency, async (base) => {
      const amount = unitsToAmount(body.amount);
      if (amount === undefined) return { status: "UNKNOWN_ERROR" };
      return this.wallet.bet({ ...base, amount });
    });
  }

  async win(raw: unknown): Promise<Hub88Reply> {
    const read = readHub88(Hub88WinRequest, raw);
    if (!read.ok) return this.refused(raw, read.status);
    const body = read.body;
    return this.transaction(body, body.currency, async (base) => {
      const amount = unitsToAmount(body.amount);
      if (amount === undefined) return { status: "UNKNOWN_ERROR" };
      return this.wallet.win({
        ...base,
        roundId: roundOf(body.round, body.reference_transaction_uuid),
        amount,
        betTransactionId: PREFIX + body.reference_transaction_uuid,
        roundClosed: body.round_closed === true,
      });
    });
  }

  async rollback(raw: unknown): Promise<Hub88Reply> {
    const read = readHub88(Hub88RollbackRequest, raw);
    if (!read.ok) return this.refused(raw, read.status);
    const body = read.body;
    return this.transaction(body, undefined, async (base) => {
      const reply = await this.wallet.rollback({
        ...base,
        roundId: roundOf(body.round, body.reference_transaction_uuid),
        betTransactionId: PREFIX + body.reference_transaction_uuid,
      });
      // The rollback of a bet never seen is recorded (the bet is refused when it lands) and done:
      // no money had moved, which is what Hub88 asks for; it stops retrying on RS_OK.
      return reply.status === "TRANSACTION_DOES_NOT_EXIST" ? { ...reply, status: "OK" } : reply;
    });
  }

  /**
   * What bet, win and rollback share: the session behind the token (a rollback carries no
   * currency: the session's is used), the player it belongs to, the prefixed ids.
   */
  private async transaction(
    body: {
      user: string;
      token: string;
      request_uuid: string;
      transaction_uuid: string;
      round: string | null;
      game_code: string;
    },
    currency: string | undefined,
    call: (base: {
      token: string;
      player: string;
      currency: string;
      transactionId: string;
      roundId: string;
      vendor: string;
      gameCode: string;
    }) => Promise<WalletReply>,
  ): Promise<Hub88Reply> {
    const { user, token, request_uuid } = body;
    const session = await this.wallet.sessionOf(token);
    const player = memberOfHub88User(user);
    if (!session || session.member_id !== player)
      return { user, status: "RS_ERROR_INVALID_TOKEN", request_uuid };
    const reply = await call({
      token,
      player,
      currency: currency ?? session.currency,
      transactionId: PREFIX + body.transaction_uuid,
      roundId: roundOf(body.round, body.transaction_uuid),
      vendor: session.vendor_code,
      gameCode: body.game_code,
    });
    return this.answer(user, request_uuid, reply);
  }
}

/** A null round: the bet's own transaction stands for it (its win and rollback name that bet). */
function roundOf(round: string | null, betTransactionUuid: string): string {
  return PREFIX + (round ?? `tx:${betTransactionUuid}`);
}
