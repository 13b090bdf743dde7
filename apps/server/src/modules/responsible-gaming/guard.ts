import { createHash } from "node:crypto";
import {
  type BrandConfig,
  type ErrorCode,
  errorMessage,
  formatMoney,
  type Language,
  moneyParam,
  type RgExclusion,
  type RgPeriod,
  type WalletStatus,
} from "@jogada/contracts";
import type { Pool, Queryable } from "../../platform/db.js";
import { AppError } from "../../platform/errors.js";
import type { BrandService } from "../brand/service.js";
import { checkBirthday } from "./birthday.js";
import { columnOf, firstBreach, LIMIT_KEYS, type LimitKey, periodHours, type Usage } from "./limits.js";
import * as repo from "./repository.js";

/** The time-out, self-exclusion or closure in force on a row; null when none (or it ended). */
export function exclusionOf(row: repo.PlayerRow | undefined, now = new Date()): RgExclusion | null {
  if (!row?.excluded_kind || !row.excluded_from) return null;
  if (row.excluded_until && row.excluded_until.getTime() <= now.getTime()) return null;
  return {
    kind: row.excluded_kind,
    startedAt: row.excluded_from.toISOString(),
    until: row.excluded_until?.toISOString() ?? null,
  };
}

/** The refusal a player in a time-out, self-exclusion or closure gets. */
export function exclusionError(exclusion: RgExclusion): AppError {
  const until = exclusion.until ? exclusion.until.slice(0, 16).replace("T", " ") : "";
  if (exclusion.kind === "timeout") return new AppError("rg.timeout.active", { until }, { value: exclusion });
  if (exclusion.kind === "closed") return new AppError("rg.account.closed", {}, { value: exclusion });
  if (!exclusion.until) return new AppError("rg.self.exclusion.permanent", {}, { value: exclusion });
  return new AppError("rg.self.exclusion.active", { until }, { value: exclusion });
}

export function limitsOf(row: repo.PlayerRow): Record<LimitKey, bigint | null> {
  const record = {} as Record<LimitKey, bigint | null>;
  for (const key of LIMIT_KEYS) {
    const value = (row as unknown as Record<string, string | number | null>)[columnOf(key)];
    record[key] = value === null || value === undefined ? null : BigInt(value);
  }
  return record;
}

export function usageOf(row: repo.UsageRow): Usage {
  const pick = (column: "deposited" | "staked" | "won") =>
    Object.fromEntries(
      (["day", "week", "month"] as const).map((p) => [p, BigInt(row[`${column}_${p}`])]),
    ) as Record<RgPeriod, bigint>;
  return { deposited: pick("deposited"), staked: pick("staked"), won: pick("won") };
}

/** Usage of the three windows before `delta` (the row came back with it added). */
export function usageBefore(row: repo.PlayerRow, delta: repo.Delta = {}): Usage {
  const periods = ["day", "week", "month"] as const;
  const of = (column: "deposited" | "staked" | "won", current: string, change: bigint | undefined) =>
    Object.fromEntries(
      periods.map((p) => [p, BigInt(row[`past_${column}_${p}`]) + BigInt(current) - (change ?? 0n)]),
    ) as Record<RgPeriod, bigint>;
  return {
    deposited: of("deposited", row.cur_deposited, delta.deposited),
    staked: of("staked", row.cur_staked, delta.staked),
    won: of("won", row.cur_won, delta.won),
  };
}

/** The longest window any set limit of these types needs (hours), 0 when none. */
function windowHours(limits: Record<LimitKey, bigint | null>, types: readonly string[]): number {
  let hours = 0;
  for (const key of LIMIT_KEYS) {
    if (key === "session" || limits[key] === null || !types.includes(key.split(".")[0] as string)) continue;
    hours = Math.max(hours, periodHours(key));
  }
  return hours;
}

const RG_STAKE_CODES = new Set<string>([
  "rg.timeout.active",
  "rg.self.exclusion.active",
  "rg.self.exclusion.permanent",
  "rg.account.closed",
  "rg.limit.session",
  "rg.limit.loss.day",
  "rg.limit.loss.week",
  "rg.limit.loss.month",
  "rg.limit.wager.day",
  "rg.limit.wager.week",
  "rg.limit.wager.month",
]);

/**
 * The seamless wallet's answer to a responsible-gaming refusal (REFERENCE.md §6): USER_DISABLED
 * for an exclusion, LIMIT_EXCEEDED naming the limit otherwise, with the reason in `language`.
 */
export function seamlessRefusal(
  error: unknown,
  language: Language,
): { status: WalletStatus; limit?: string; message: string } | undefined {
  if (!(error instanceof AppError) || !RG_STAKE_CODES.has(error.code)) return undefined;
  const message = errorMessage(error.code, language, error.params);
  if (!error.code.startsWith("rg.limit.")) return { status: "USER_DISABLED", message };
  return { status: "LIMIT_EXCEEDED", limit: error.code.slice("rg.limit.".length), message };
}

function identityHash(kind: string, value: string): Buffer {
  return createHash("sha256").update(`${kind}:${value}`).digest();
}

/** Email lower-cased; phone as its digits (dial code included); document without spaces or dots. */
export function identitiesOf(input: {
  email?: string | null;
  mobile?: string | null;
  dialCode?: string | null;
  idNumber?: string | null;
}): { kind: "email" | "mobile" | "document"; hash: Buffer }[] {
  const list: { kind: "email" | "mobile" | "document"; hash: Buffer }[] = [];
  const email = input.email?.trim().toLowerCase();
  if (email) list.push({ kind: "email", hash: identityHash("email", email) });
  const mobile = input.mobile?.replace(/\D/g, "");
  if (mobile) {
    const dial = (input.dialCode ?? "").replace(/\D/g, "");
    list.push({ kind: "mobile", hash: identityHash("mobile", `${dial}${mobile}`) });
  }
  const document = input.idNumber?.replace(/[\s.\-/]/g, "").toUpperCase();
  if (document) list.push({ kind: "document", hash: identityHash("document", document) });
  return list;
}

/**
 * What every stake, deposit and login path asks (README.md beside this file). Each call
 * joins the caller's transaction. Lock order: callers move the money through the ledger first
 * (which locks the player's account), then call here (the player's rg_players row), so a bet and
 * a settlement of the same player never wait on each other in opposite orders; a refusal throws
 * and the caller's transaction, ledger transfer included, rolls back.
 */
export class ResponsibleGamingGuard {
  constructor(
    private readonly pool: Pool,
    private readonly brands: BrandService,
  ) {}

  /** The brand's currency, for amounts in refusals: "restam P 0,00", never "restam 0.00". */
  private async currencyOf(merchant: string): Promise<{ symbol: string; decimals: number }> {
    return (await this.brands.get(merchant))?.config.currency ?? { symbol: "", decimals: 2 };
  }

  /** The session time limit is used up (from the login). */
  private sessionOver(row: repo.PlayerRow): boolean {
    return (
      row.session_minutes !== null &&
      row.now.getTime() >= row.session_started_at.getTime() + row.session_minutes * 60_000
    );
  }

  private async refuseBreach(
    row: repo.PlayerRow,
    types: readonly ("deposit" | "loss" | "wager")[],
    amount: bigint,
    delta: repo.Delta,
  ): Promise<void> {
    const limits = limitsOf(row);
    if (windowHours(limits, types) === 0) return;
    const breach = firstBreach(limits, usageBefore(row, delta), types, amount);
    if (!breach) return;
    const currency = await this.currencyOf(row.merchant_code);
    const remaining = formatMoney(breach.remaining, currency.decimals);
    throw new AppError(
      `rg.limit.${breach.key}` as ErrorCode,
      { remaining: moneyParam(remaining, currency) },
      { value: { limit: breach.key, remaining } },
    );
  }

  /**
   * A stake of real money (bet, ticket, chase slip): refused during an exclusion, past the session
   * time limit, or when it would pass a loss or wager limit. Recorded otherwise. One update of the
   * player's row on the hot path, with or without limits.
   */
  async staked(
    db: Queryable,
    memberId: number | string,
    amount: bigint,
    options: { autoRunId?: string | undefined } = {},
  ): Promise<void> {
    const delta = { staked: amount, bets: 1 };
    const row = await repo.apply(db, memberId, delta);
    if (row) {
      const exclusion = exclusionOf(row, row.now);
      if (exclusion) throw exclusionError(exclusion);
      if (this.sessionOver(row))
        throw new AppError("rg.limit.session", { minutes: row.session_minutes as number });
      await this.refuseBreach(row, ["loss", "wager"], amount, delta);
    }
    if (options.autoRunId) await this.autoRunStake(db, memberId, options.autoRunId, amount);
  }

  /** A win, refund (rollback, cancel, void) or a win taken back: never refused, always recorded. */
  async returned(
    db: Queryable,
    memberId: number | string,
    input: { won?: bigint; refunded?: bigint; autoRunId?: string | undefined },
  ): Promise<void> {
    const won = input.won ?? 0n;
    const refunded = input.refunded ?? 0n;
    if (won === 0n && refunded === 0n) return;
    await repo.apply(db, memberId, { won, staked: -refunded });
    if (input.autoRunId && won > 0n) await repo.addToAutoRun(db, input.autoRunId, 0n, won, 0);
  }

  private async autoRunStake(db: Queryable, memberId: number | string, runId: string, amount: bigint) {
    const run = await repo.lockAutoRun(db, runId, memberId);
    if (!run) throw new AppError("rg.auto.play.unknown");
    if (run.played >= run.plays) throw new AppError("rg.auto.play.plays.reached", { plays: run.played });
    const lossLimit = BigInt(run.loss_limit);
    if (BigInt(run.staked) - BigInt(run.won) + amount > lossLimit) {
      const row = await repo.findPlayer(db, memberId);
      const currency = await this.currencyOf(row?.merchant_code ?? "");
      throw new AppError("rg.auto.play.loss.reached", {
        limit: moneyParam(formatMoney(lossLimit, currency.decimals), currency),
      });
    }
    await repo.addToAutoRun(db, runId, amount, 0n, 1);
  }

  /**
   * A deposit order: refused during an exclusion or past a deposit limit. The amount counts from
   * the order (a payment cannot be refused once made); a failed payment gives it back.
   */
  async depositOrdered(db: Queryable, memberId: number | string, amount: bigint): Promise<void> {
    const delta = { deposited: amount, deposits: 1 };
    const row = await repo.apply(db, memberId, delta);
    if (!row) return;
    const exclusion = exclusionOf(row, row.now);
    if (exclusion) throw exclusionError(exclusion);
    await this.refuseBreach(row, ["deposit"], amount, delta);
  }

  /** The provider said a deposit order failed: its amount no longer counts (in the hour it was ordered). */
  async depositFailed(db: Queryable, memberId: number | string, amount: bigint, orderedAt: Date) {
    const row = await repo.apply(db, memberId, {});
    const hour = new Date(Math.floor(orderedAt.getTime() / 3_600_000) * 3_600_000);
    const delta = { deposited: -amount, deposits: -1 };
    if (row?.cur_hour && hour.getTime() >= row.cur_hour.getTime()) await repo.apply(db, memberId, delta);
    else await repo.correctHour(db, memberId, hour, delta);
  }

  /**
   * Money into a vendor's own wallet (transfer-wallet mode): refused during an exclusion, past the
   * session time, or above what the loss and wager limits still allow (it is all about to be staked).
   */
  async toVendorWallet(db: Queryable, memberId: number | string, amount: bigint): Promise<void> {
    const row = await repo.apply(db, memberId, {});
    if (!row) return;
    const exclusion = exclusionOf(row, row.now);
    if (exclusion) throw exclusionError(exclusion);
    if (this.sessionOver(row))
      throw new AppError("rg.limit.session", { minutes: row.session_minutes as number });
    await this.refuseBreach(row, ["loss", "wager"], amount, {});
  }

  /** Before a game is launched with real money: no exclusion, session time left. */
  async assertMayPlay(memberId: number | string, db: Queryable = this.pool): Promise<void> {
    const row = await repo.findPlayer(db, memberId);
    if (!row) return;
    const exclusion = exclusionOf(row, row.now);
    if (exclusion) throw exclusionError(exclusion);
    if (this.sessionOver(row))
      throw new AppError("rg.limit.session", { minutes: row.session_minutes as number });
  }

  /** The time-out, self-exclusion or closure in force, or null. */
  async exclusion(memberId: number | string, db: Queryable = this.pool): Promise<RgExclusion | null> {
    const row = await repo.findPlayer(db, memberId);
    return exclusionOf(row, row?.now);
  }

  /** For promotions, messages and agents: true while a time-out, self-exclusion or closure lasts. */
  async isExcluded(memberId: number | string, db: Queryable = this.pool): Promise<boolean> {
    return (await this.exclusion(memberId, db)) !== null;
  }

  /** Every player of a brand excluded now (agents book no commission on them). */
  async excludedMemberIds(merchant: string, db: Queryable = this.pool): Promise<string[]> {
    return repo.excludedMemberIds(db, merchant);
  }

  /** A login session opened: the reality check and session time count from now. */
  async sessionStarted(db: Queryable, memberId: number, merchant: string): Promise<void> {
    await repo.startSession(db, memberId, merchant);
  }

  /**
   * Registration: refused when the email, phone or document belongs to a self-excluded player of
   * the brand, or the birthday (asked by the brand, or given) is malformed, in the future or under
   * the brand's minimum age. Returns the birthday to keep.
   */
  async checkRegistration(
    brand: BrandConfig,
    input: {
      email?: string | null;
      mobile?: string | null;
      dialCode?: string | null;
      idNumber?: string | null;
      birthday?: string | undefined;
    },
  ): Promise<string | null> {
    const settings = brand.responsibleGaming;
    let birthday: string | null = null;
    if (input.birthday?.trim()) birthday = checkBirthday(input.birthday, settings.minimumAge);
    else if (settings.askBirthday) throw new AppError("rg.birthday.required", {}, { field: "birthday" });
    if (await repo.excludedIdentityExists(this.pool, brand.merchantCode, identitiesOf(input))) {
      throw new AppError("rg.registration.excluded");
    }
    return birthday;
  }

  async recordBirthday(db: Queryable, memberId: number, merchant: string, birthday: string | null) {
    if (birthday) await repo.setBirthday(db, memberId, merchant, birthday);
  }
}
