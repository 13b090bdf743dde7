import { randomUUID } from "node:crypto";
import {
  type BrandConfig,
  formatMoney,
  parseMoney,
  RG_COOLING_OFF_HOURS,
  type RgHistoryEntry,
  type RgLimitChange,
  type RgLimitRef,
  type RgMoneyLimit,
  type RgOverview,
  type RgSelfExclusionPeriod,
} from "@jogada/contracts";
import type { z } from "zod";
import type { AppContext } from "../../platform/context.js";
import { type Queryable, withTransaction } from "../../platform/db.js";
import { AppError } from "../../platform/errors.js";
import { checkBirthday } from "./birthday.js";
import { addMonths, exclude, SELF_EXCLUSION_MONTHS } from "./exclusions.js";
import { exclusionError, exclusionOf, limitsOf, usageOf } from "./guard.js";
import { decide, keyOf, LIMIT_KEYS, type LimitKey, lowest, MONEY_KEYS, usedOf } from "./limits.js";
import * as repo from "./repository.js";

type HistoryEntry = z.infer<typeof RgHistoryEntry>;

export interface Actor {
  by: "player" | "operator";
  /** `operator:<name>` for the back office. */
  name?: string;
  note?: string;
}

/**
 * The player's tools (member centre, Responsible Gaming page) and the operator's view of them.
 * Changes lock the player's rg_players row, so they serialise with the player's stakes.
 */
export class ResponsibleGamingService {
  constructor(private readonly ctx: Pick<AppContext, "pool" | "members" | "brands">) {}

  private display(key: LimitKey, value: bigint | null, decimals: number): string | null {
    if (value === null) return null;
    return key === "session" ? String(value) : formatMoney(value, decimals);
  }

  private valueOf(change: RgLimitChange, brand: BrandConfig): bigint | null {
    if (change.type === "session") return change.minutes === null ? null : BigInt(change.minutes);
    if (change.amount === null) return null;
    const value = parseMoney(change.amount, brand.currency.decimals);
    if (value === undefined || value <= 0n) {
      throw new AppError(
        "rg.limit.amount.invalid",
        { decimals: brand.currency.decimals },
        { field: "amount" },
      );
    }
    return value;
  }

  async overview(memberId: number, brand: BrandConfig, db: Queryable = this.ctx.pool): Promise<RgOverview> {
    const [row, rows, usageRow] = await Promise.all([
      repo.findPlayer(db, memberId),
      repo.limitRows(db, memberId),
      repo.sums(db, memberId),
    ]);
    const decimals = brand.currency.decimals;
    const usage = usageOf(usageRow);
    const effective = row ? limitsOf(row) : undefined;
    const now = row?.now ?? new Date();
    const find = (key: LimitKey, source: "player" | "operator") =>
      rows.find((r) => r.limit_key === key && r.source === source);
    const big = (text: string | null | undefined) => (text ? BigInt(text) : null);
    const pendingOf = (key: LimitKey) => {
      const r = find(key, "player");
      if (!r?.pending || !r.pending_confirmable_at || !r.pending_requested_at) return null;
      return {
        value: this.display(key, big(r.pending_value), decimals),
        requestedAt: r.pending_requested_at.toISOString(),
        confirmableAt: r.pending_confirmable_at.toISOString(),
        confirmable: r.pending_confirmable_at.getTime() <= now.getTime(),
      };
    };
    const limits: RgMoneyLimit[] = MONEY_KEYS.map((key) => {
      const [type, period] = key.split(".") as [RgMoneyLimit["type"], RgMoneyLimit["period"]];
      const player = big(find(key, "player")?.value);
      const operator = big(find(key, "operator")?.value);
      const limit = effective?.[key] ?? lowest(player, operator);
      const used = usedOf(usage, key);
      const left = limit === null ? null : limit - used;
      return {
        type,
        period,
        player: this.display(key, player, decimals),
        operator: this.display(key, operator, decimals),
        effective: this.display(key, limit, decimals),
        used: formatMoney(used, decimals),
        remaining: left === null ? null : formatMoney(left > 0n ? left : 0n, decimals),
        pending: pendingOf(key),
      };
    });
    const sessionPlayer = big(find("session", "player")?.value);
    const sessionOperator = big(find("session", "operator")?.value);
    const sessionEffective = lowest(sessionPlayer, sessionOperator);
    return {
      limits,
      session: {
        player: sessionPlayer === null ? null : Number(sessionPlayer),
        operator: sessionOperator === null ? null : Number(sessionOperator),
        effective: sessionEffective === null ? null : Number(sessionEffective),
        pending: pendingOf("session"),
      },
      realityCheckMinutes: row?.reality_check_minutes ?? null,
      exclusion: exclusionOf(row, now),
      currency: brand.currency.code,
      minimumAge: brand.responsibleGaming.minimumAge,
      coolingOffHours: RG_COOLING_OFF_HOURS,
    };
  }

  /** Writes the lowest of player and operator limits onto the player's row. */
  private async refreshEffective(tx: Queryable, memberId: number): Promise<void> {
    const rows = await repo.limitRows(tx, memberId);
    const effective = {} as Record<LimitKey, bigint | null>;
    for (const key of LIMIT_KEYS) {
      const values = rows
        .filter((r) => r.limit_key === key && r.value !== null)
        .map((r) => BigInt(r.value as string));
      effective[key] = lowest(...values);
    }
    await repo.setEffective(tx, memberId, effective);
  }

  /** A player's change: lower or first limits at once, increases and removals after the cooling-off. */
  async setLimit(memberId: number, merchant: string, brand: BrandConfig, change: RgLimitChange) {
    const key = keyOf(change);
    const next = this.valueOf(change, brand);
    const decimals = brand.currency.decimals;
    const applied = await withTransaction(this.ctx.pool, async (tx) => {
      const player = await repo.lockPlayer(tx, memberId, merchant);
      const current = (await repo.limitRows(tx, memberId, true)).find(
        (r) => r.limit_key === key && r.source === "player",
      );
      const value = current?.value ? BigInt(current.value) : null;
      const decision = decide(value, next);
      if (decision.kind === "unchanged") return "unchanged" as const;
      const before = this.display(key, value, decimals);
      const after = this.display(key, next, decimals);
      if (decision.kind === "now") {
        await repo.saveLimit(tx, memberId, key, "player", { value: next, pending: null });
        await repo.addHistory(tx, memberId, {
          action: decision.action,
          limitKey: key,
          before,
          after,
          by: "player",
        });
        await this.refreshEffective(tx, memberId);
        return "now" as const;
      }
      const confirmableAt = new Date(player.now.getTime() + RG_COOLING_OFF_HOURS * 3_600_000);
      await repo.saveLimit(tx, memberId, key, "player", { value, pending: { value: next, confirmableAt } });
      await repo.addHistory(tx, memberId, {
        action: decision.action,
        limitKey: key,
        before,
        after,
        by: "player",
        until: confirmableAt,
      });
      return "after-cooling-off" as const;
    });
    return { applied, overview: await this.overview(memberId, brand) };
  }

  /** Applies a pending increase or removal once its cooling-off has passed. */
  async confirmLimit(memberId: number, brand: BrandConfig, ref: RgLimitRef) {
    const key = keyOf(ref);
    const decimals = brand.currency.decimals;
    await withTransaction(this.ctx.pool, async (tx) => {
      const player = await repo.findPlayer(tx, memberId, true);
      const exclusion = exclusionOf(player, player?.now);
      if (exclusion) throw exclusionError(exclusion);
      const row = (await repo.limitRows(tx, memberId, true)).find(
        (r) => r.limit_key === key && r.source === "player",
      );
      if (!player || !row?.pending || !row.pending_confirmable_at) throw new AppError("rg.limit.change.none");
      if (row.pending_confirmable_at.getTime() > player.now.getTime()) {
        throw new AppError("rg.limit.cooling.off", {
          at: row.pending_confirmable_at.toISOString().slice(0, 16).replace("T", " "),
        });
      }
      const next = row.pending_value ? BigInt(row.pending_value) : null;
      await repo.saveLimit(tx, memberId, key, "player", { value: next, pending: null });
      await repo.addHistory(tx, memberId, {
        action: next === null ? "limit.removed" : "limit.increase.confirmed",
        limitKey: key,
        before: this.display(key, row.value ? BigInt(row.value) : null, decimals),
        after: this.display(key, next, decimals),
        by: "player",
      });
      await this.refreshEffective(tx, memberId);
    });
    return { applied: "now" as const, overview: await this.overview(memberId, brand) };
  }

  async cancelLimitChange(memberId: number, brand: BrandConfig, ref: RgLimitRef) {
    const key = keyOf(ref);
    await withTransaction(this.ctx.pool, async (tx) => {
      await repo.findPlayer(tx, memberId, true);
      const row = (await repo.limitRows(tx, memberId, true)).find(
        (r) => r.limit_key === key && r.source === "player",
      );
      if (!row?.pending) throw new AppError("rg.limit.change.none");
      const value = row.value ? BigInt(row.value) : null;
      await repo.saveLimit(tx, memberId, key, "player", { value, pending: null });
      await repo.addHistory(tx, memberId, {
        action: "limit.increase.cancelled",
        limitKey: key,
        before: this.display(key, value, brand.currency.decimals),
        after: this.display(
          key,
          row.pending_value ? BigInt(row.pending_value) : null,
          brand.currency.decimals,
        ),
        by: "player",
      });
    });
    return { applied: "unchanged" as const, overview: await this.overview(memberId, brand) };
  }

  /** An operator limit: at once, in either direction (the player's own limit still applies if lower). */
  async setOperatorLimit(
    memberId: number,
    merchant: string,
    brand: BrandConfig,
    change: RgLimitChange,
    actor: Actor,
  ) {
    const key = keyOf(change);
    const next = this.valueOf(change, brand);
    const decimals = brand.currency.decimals;
    await withTransaction(this.ctx.pool, async (tx) => {
      await repo.lockPlayer(tx, memberId, merchant);
      const current = (await repo.limitRows(tx, memberId, true)).find(
        (r) => r.limit_key === key && r.source === "operator",
      );
      const value = current?.value ? BigInt(current.value) : null;
      await repo.saveLimit(tx, memberId, key, "operator", { value: next, pending: null });
      await repo.addHistory(tx, memberId, {
        action:
          next === null ? "limit.removed" : value !== null && next < value ? "limit.decreased" : "limit.set",
        limitKey: key,
        before: this.display(key, value, decimals),
        after: this.display(key, next, decimals),
        by: "operator",
        actor: actor.name ?? null,
        note: actor.note ?? null,
      });
      await this.refreshEffective(tx, memberId);
    });
  }

  async history(memberId: number, page: number, size: number) {
    const rows = await repo.history(this.ctx.pool, memberId, size, (page - 1) * size);
    const total = Number(rows[0]?.total ?? 0);
    return { list: rows.map(historyEntry), total, totalPages: Math.ceil(total / size), page };
  }

  async realityCheck(memberId: number) {
    const row = await repo.findPlayer(this.ctx.pool, memberId);
    return { intervalMinutes: row?.reality_check_minutes ?? null };
  }

  async setRealityCheck(memberId: number, merchant: string, minutes: number | null) {
    await withTransaction(this.ctx.pool, async (tx) => {
      const row = await repo.lockPlayer(tx, memberId, merchant);
      await repo.setRealityCheck(tx, memberId, minutes);
      await repo.addHistory(tx, memberId, {
        action: "reality-check.set",
        before: row.reality_check_minutes === null ? null : String(row.reality_check_minutes),
        after: minutes === null ? null : String(minutes),
        by: "player",
      });
    });
    return { intervalMinutes: minutes };
  }

  /** The reality check's figures: this login session's time and money, and when to remind next. */
  async session(memberId: number, merchant: string, brand: BrandConfig) {
    let row = await repo.findPlayer(this.ctx.pool, memberId);
    if (!row) {
      await repo.startSession(this.ctx.pool, memberId, merchant);
      row = (await repo.findPlayer(this.ctx.pool, memberId)) as repo.PlayerRow;
    }
    const decimals = brand.currency.decimals;
    const start = row.session_started_at.getTime();
    const now = row.now.getTime();
    const staked = BigInt(row.session_staked);
    const won = BigInt(row.session_won);
    const interval = row.reality_check_minutes;
    let nextCheck: string | null = null;
    if (interval) {
      const step = interval * 60_000;
      nextCheck = new Date(start + (Math.floor((now - start) / step) + 1) * step).toISOString();
    }
    return {
      startedAt: row.session_started_at.toISOString(),
      durationSeconds: Math.max(0, Math.floor((now - start) / 1000)),
      staked: formatMoney(staked > 0n ? staked : 0n, decimals),
      won: formatMoney(won > 0n ? won : 0n, decimals),
      net: formatMoney(won - staked, decimals),
      currency: brand.currency.code,
      realityCheckMinutes: interval,
      nextRealityCheckAt: nextCheck,
      sessionLimitMinutes: row.session_minutes,
      sessionEndsAt: row.session_minutes
        ? new Date(start + row.session_minutes * 60_000).toISOString()
        : null,
      serverTime: row.now.toISOString(),
    };
  }

  timeOut(memberId: number, merchant: string, days: number) {
    return exclude(
      this.ctx,
      memberId,
      merchant,
      "timeout",
      (now) => new Date(now.getTime() + days * 86_400_000),
    );
  }

  selfExclude(memberId: number, merchant: string, period: RgSelfExclusionPeriod) {
    return exclude(this.ctx, memberId, merchant, "self-exclusion", (now) =>
      period === "permanent" ? null : addMonths(now, SELF_EXCLUSION_MONTHS[period]),
    );
  }

  closeAccount(memberId: number, merchant: string, reason: string | undefined) {
    return exclude(this.ctx, memberId, merchant, "closed", () => null, reason?.trim() || undefined);
  }

  async startAutoPlay(memberId: number, brand: BrandConfig, input: { plays: number; lossLimit: string }) {
    const lossLimit = parseMoney(input.lossLimit, brand.currency.decimals);
    if (lossLimit === undefined || lossLimit <= 0n) {
      throw new AppError(
        "rg.limit.amount.invalid",
        { decimals: brand.currency.decimals },
        { field: "lossLimit" },
      );
    }
    const exclusion = exclusionOf(await repo.findPlayer(this.ctx.pool, memberId));
    if (exclusion) throw exclusionError(exclusion);
    const runId = randomUUID();
    await repo.insertAutoRun(this.ctx.pool, { id: runId, memberId, plays: input.plays, lossLimit });
    return { runId, plays: input.plays, lossLimit: formatMoney(lossLimit, brand.currency.decimals) };
  }

  async birthday(memberId: number, brand: BrandConfig) {
    const row = await repo.findPlayer(this.ctx.pool, memberId);
    return { birthday: row?.birthday ?? null, minimumAge: brand.responsibleGaming.minimumAge };
  }

  async setBirthday(memberId: number, merchant: string, brand: BrandConfig, raw: string) {
    const birthday = checkBirthday(raw, brand.responsibleGaming.minimumAge);
    await repo.setBirthday(this.ctx.pool, memberId, merchant, birthday);
    return { birthday, minimumAge: brand.responsibleGaming.minimumAge };
  }
}

export function historyEntry(row: repo.HistoryRow): HistoryEntry {
  return {
    id: Number(row.id),
    at: row.at.toISOString(),
    action: row.action as HistoryEntry["action"],
    limit: row.limit_key,
    before: row.before_value,
    after: row.after_value,
    by: row.by_source,
    until: row.until?.toISOString() ?? null,
    note: row.note,
  };
}
