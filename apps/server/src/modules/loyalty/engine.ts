import {
  type BetCategory,
  type Language,
  MissionGoal,
  MissionReward,
  POINTS_CURRENCY,
  parseMoney,
} from "@jogada/contracts";
import type { AppContext } from "../../platform/context.js";
import { type Tx, withTransaction } from "../../platform/db.js";
import { applyLevels, type Outcome, qualifyReferrals } from "./engine-steps.js";
import * as eventsRepo from "./events-repository.js";
import * as leaderboardRepo from "./leaderboard-repository.js";
import * as membersRepo from "./members-repository.js";
import * as missionsRepo from "./missions-repository.js";
import { addDays, localDay, missionCycle, periodStart } from "./periods.js";
import * as perksRepo from "./perks-repository.js";
import * as rewardsRepo from "./rewards-repository.js";
import type { SettingsStore } from "./settings.js";

type Ctx = Pick<AppContext, "pool" | "ledger" | "brands" | "log" | "events" | "notify" | "links">;

type ProgressKey = string;

/** Amount a mission pays: points as a count, money in minor units. */
export function rewardAmount(reward: MissionReward, decimals: number): bigint {
  return reward.kind === "points" ? BigInt(reward.points) : (parseMoney(reward.amount, decimals) ?? 0n);
}

export function goalTarget(goal: MissionGoal, decimals: number): bigint {
  return goal.kind === "deposit" || goal.kind === "bet"
    ? (parseMoney(goal.amount, decimals) ?? 0n)
    : BigInt(goal.count);
}

/**
 * Consumes the events queued by the bet, deposit and login triggers, in one transaction per
 * batch (taken rows are deleted, so each counts once): lifetime deposit and valid turnover,
 * turnover per day (the keep window), points earned per category (the remainder of a point is
 * carried), leaderboard scores, mission progress, referral conditions, then the levels of the
 * players touched. Bets still open are not in the queue, so a level never counts them.
 */
export class LoyaltyEngine {
  constructor(
    private readonly ctx: Ctx,
    private readonly settings: SettingsStore,
  ) {}

  async consume(limit = 5000): Promise<number> {
    const outcome: Outcome = { levels: [], completed: [], balances: new Set() };
    const taken = await withTransaction(this.ctx.pool, async (tx) => {
      const events = await eventsRepo.takeEvents(tx, limit);
      const byMerchant = new Map<string, eventsRepo.EventRow[]>();
      for (const e of events)
        byMerchant.set(e.merchant_code, [...(byMerchant.get(e.merchant_code) ?? []), e]);
      for (const [merchant, list] of byMerchant) await this.apply(tx, merchant, list, outcome);
      return events.length;
    });
    await this.announce(outcome);
    return taken;
  }

  /** Everything queued so far, including what arrives while it runs. */
  async drain(): Promise<void> {
    while ((await this.consume()) > 0) {}
  }

  /**
   * The job's run: full batches while there is a backlog, then one partial batch; what arrives
   * meanwhile waits for the next run. Draining to empty under steady play would start a batch
   * for every few bets, and each batch pays its per-player statements again.
   */
  async consumeQueued(limit = 5000): Promise<void> {
    while ((await this.consume(limit)) === limit) {}
  }

  /** Levels due a keep check (past the window since their last change), in batches. */
  async keepLevels(batch = 500): Promise<number> {
    await this.drain();
    let checked = 0;
    for (const merchant of await membersRepo.loyaltyMerchants(this.ctx.pool)) {
      const brand = (await this.ctx.brands.get(merchant))?.config;
      if (!brand) continue;
      const settings = await this.settings.get(merchant);
      let after = 0;
      for (;;) {
        const ids = await membersRepo.keepCandidates(
          this.ctx.pool,
          merchant,
          settings.keepDays,
          after,
          batch,
        );
        if (ids.length === 0) break;
        const outcome: Outcome = { levels: [], completed: [], balances: new Set() };
        await withTransaction(this.ctx.pool, async (tx) => {
          const members = await membersRepo.lockMembers(
            tx,
            ids.map((memberId) => ({ memberId, merchant })),
          );
          await applyLevels(tx, brand, settings, members, outcome);
          for (const m of members.values()) await membersRepo.updateMember(tx, m);
        });
        await this.announce(outcome);
        checked += ids.length;
        after = Math.max(...ids);
        if (ids.length < batch) break;
      }
    }
    return checked;
  }

  private async apply(
    tx: Tx,
    merchant: string,
    events: eventsRepo.EventRow[],
    outcome: Outcome,
  ): Promise<void> {
    const brand = (await this.ctx.brands.get(merchant))?.config;
    if (!brand) return;
    const settings = await this.settings.get(merchant);
    const d = brand.currency.decimals;
    const tz = brand.timeZone;
    const memberIds = [...new Set(events.map((e) => Number(e.member_id)))];
    const members = await membersRepo.lockMembers(
      tx,
      memberIds.map((memberId) => ({ memberId, merchant })),
    );
    const missions = (await missionsRepo.activeMissions(tx, merchant)).map((m) => ({
      row: m,
      goal: MissionGoal.parse(m.goal),
    }));
    const progress = new Map<
      ProgressKey,
      { missionId: number; memberId: number; cycle: string; add: bigint; atLeast: bigint }
    >();
    const bump = (missionId: number, memberId: number, cycle: string, add: bigint, atLeast = 0n) => {
      const key = `${missionId}:${memberId}:${cycle}`;
      const entry = progress.get(key) ?? { missionId, memberId, cycle, add: 0n, atLeast: 0n };
      entry.add += add;
      if (atLeast > entry.atLeast) entry.atLeast = atLeast;
      progress.set(key, entry);
    };
    const days = new Map<string, { memberId: number; day: string; turnover: bigint }>();
    const categoryDays = new Map<string, perksRepo.CategoryDay>();
    const scores = new Map<
      string,
      { merchant: string; periodStart: string; memberId: number; turnover: bigint }
    >();
    const earned = new Map<number, bigint>();
    const betTotals = new Map<number, bigint>();
    const firstDeposits = new Map<number, bigint>();
    const earnPer100 = settings.points.earnPer100 as Partial<Record<BetCategory, number>>;

    for (const event of events) {
      const memberId = Number(event.member_id);
      const m = members.get(memberId);
      if (!m) continue;
      const amount = BigInt(event.amount);
      if (event.kind === "bet") {
        m.turnover_total = (BigInt(m.turnover_total) + amount).toString();
        betTotals.set(memberId, (betTotals.get(memberId) ?? 0n) + amount);
        const day = localDay(event.at, tz);
        const dayKey = `${memberId}:${day}`;
        days.set(dayKey, { memberId, day, turnover: (days.get(dayKey)?.turnover ?? 0n) + amount });
        if (amount > 0n) {
          const key = `${dayKey}:${event.category}`;
          categoryDays.set(key, {
            memberId,
            merchant,
            day,
            category: event.category,
            turnover: (categoryDays.get(key)?.turnover ?? 0n) + amount,
          });
        }
        if (settings.leaderboard.enabled && amount > 0n) {
          const start = periodStart(settings.leaderboard.period, event.at, tz);
          const key = `${memberId}:${start}`;
          scores.set(key, {
            merchant,
            periodStart: start,
            memberId,
            turnover: (scores.get(key)?.turnover ?? 0n) + amount,
          });
        }
        const rate = BigInt(earnPer100[event.category as BetCategory] ?? 0);
        if (rate > 0n) earned.set(memberId, (earned.get(memberId) ?? 0n) + amount * rate);
      } else if (event.kind === "deposit") {
        if (BigInt(m.deposit_total) === 0n && !firstDeposits.has(memberId))
          firstDeposits.set(memberId, amount);
        m.deposit_total = (BigInt(m.deposit_total) + amount).toString();
      } else {
        const day = localDay(event.at, tz);
        if (m.last_login_day === day) continue;
        m.login_streak = m.last_login_day === addDays(day, -1) ? m.login_streak + 1 : 1;
        m.last_login_day = day;
      }
      for (const { row, goal } of missions) {
        if (event.at.getTime() < row.created_at.getTime()) continue;
        const cycle = missionCycle(row.period, event.at, tz);
        const id = Number(row.id);
        if (event.kind === "deposit" && goal.kind === "deposit") bump(id, memberId, cycle, amount);
        if (
          event.kind === "bet" &&
          goal.kind === "bet" &&
          (!goal.category || goal.category === event.category)
        )
          bump(id, memberId, cycle, amount);
        if (event.kind === "bet" && goal.kind === "rounds") bump(id, memberId, cycle, 1n);
        if (event.kind === "login" && goal.kind === "login_streak")
          bump(id, memberId, cycle, 0n, BigInt(m.login_streak));
      }
    }

    // Points: whole points per batch, the remainder carried in the player's row.
    const unit = 100n * 10n ** BigInt(d);
    const lastId = events[events.length - 1]?.id ?? "0";
    for (const [memberId, add] of [...earned].sort((a, b) => a[0] - b[0])) {
      const m = members.get(memberId);
      if (!m || !settings.points.enabled) continue;
      const total = BigInt(m.points_residue) + add;
      const points = total / unit;
      m.points_residue = (total % unit).toString();
      if (points === 0n) continue;
      await this.ctx.ledger.transfer(
        {
          from: { owner: "house", merchant, kind: "house_points", code: "accrual" },
          to: { owner: "player", memberId, wallet: "points" },
          amount: points,
          currency: POINTS_CURRENCY,
          reference: `points:accrual:${lastId}:${memberId}`,
          kind: "points",
        },
        tx,
      );
    }
    await membersRepo.addTurnoverDays(tx, [...days.values()]);
    await perksRepo.addCategoryDays(tx, [...categoryDays.values()]);
    await leaderboardRepo.addScores(tx, [...scores.values()]);

    await qualifyReferrals(tx, brand, settings, firstDeposits, betTotals, missions, bump, this.ctx.links);

    for (const entry of [...progress.values()].sort(
      (a, b) => a.missionId - b.missionId || a.memberId - b.memberId || a.cycle.localeCompare(b.cycle),
    )) {
      const mission = missions.find((m) => Number(m.row.id) === entry.missionId);
      if (!mission) continue;
      const row = await missionsRepo.addProgress(tx, entry);
      if (row.state !== "process" || BigInt(row.progress) < goalTarget(mission.goal, d)) continue;
      const reward = MissionReward.parse(mission.row.reward);
      const texts = mission.row.texts as Record<Language, { title: string }>;
      const created = await rewardsRepo.insertReward(tx, {
        memberId: entry.memberId,
        merchant,
        source: "mission",
        sourceKey: `mission:${row.id}`,
        kind: reward.kind,
        amount: rewardAmount(reward, d),
        wagering: reward.kind === "bonus" ? reward.wagering : undefined,
        title: { PT: texts.PT.title, EN: texts.EN.title },
      });
      if (!created) continue;
      await missionsRepo.completeProgress(tx, Number(row.id), Number(created.id));
      outcome.completed.push({
        memberId: entry.memberId,
        name: texts[brand.defaultLanguage]?.title ?? texts.PT.title,
      });
    }

    await applyLevels(tx, brand, settings, members, outcome);
    for (const m of members.values()) await membersRepo.updateMember(tx, m);
  }

  private async announce(outcome: Outcome): Promise<void> {
    for (const change of outcome.levels) {
      // Through the event bus (Redis across instances): the header's membership label refetches.
      await this.ctx.events
        .publish(change.memberId, { type: "level", data: { rankLevel: change.rankLevel } })
        .catch((error) => this.ctx.log.error({ err: error }, "loyalty: level event not sent"));
      await this.ctx
        .notify(change.memberId, change.up ? "level.upgraded" : "level.changed", { level: change.level })
        .catch((error) => this.ctx.log.error({ err: error }, "loyalty: level message not sent"));
    }
    for (const done of outcome.completed) {
      await this.ctx
        .notify(done.memberId, "mission.completed", { name: done.name })
        .catch((error) => this.ctx.log.error({ err: error }, "loyalty: mission message not sent"));
    }
  }
}
