import { formatMoney, type LeaderboardView, parseMoney } from "@jogada/contracts";
import type { AppContext } from "../../platform/context.js";
import { withTransaction } from "../../platform/db.js";
import { AppError } from "../../platform/errors.js";
import { exclusionsOf } from "./exclusions.js";
import * as leaderboardRepo from "./leaderboard-repository.js";
import { maskName } from "./mask.js";
import { dayStartsAt, periodNext, periodStart } from "./periods.js";
import type { SettingsStore } from "./settings.js";

/** A period is settled this long after it ends, so bets settled just before the end are in. */
const SETTLE_GRACE_MS = 60_000;

interface Brand {
  merchantCode: string;
  timeZone: string;
  currency: { code: string; decimals: number };
}

/**
 * The leaderboard: valid turnover per period (the engine adds it from settled bets), ranks read
 * from an index, prizes paid by a job once the period has ended: the period row is claimed
 * first, so a second run (or instance) pays nothing, and the final standings are written with the
 * payout, so a past period's ranks are read, never counted.
 */
export class Leaderboard {
  constructor(
    private readonly ctx: Pick<
      AppContext,
      "pool" | "ledger" | "brands" | "events" | "log" | "responsibleGaming"
    >,
    private readonly settings: SettingsStore,
  ) {}

  async view(brand: Brand, memberId: number | null, start?: string): Promise<LeaderboardView> {
    const { leaderboard } = await this.settings.get(brand.merchantCode);
    if (!leaderboard.enabled) throw new AppError("loyalty.leaderboard.off");
    const d = brand.currency.decimals;
    const first = start ? periodStart(leaderboard.period, new Date(`${start}T12:00:00Z`), "UTC") : undefined;
    const begin = first ?? periodStart(leaderboard.period, new Date(), brand.timeZone);
    // A settled period reads its final standings; a running (or not yet settled) one the live
    // ranks. The running period (no start asked) cannot be settled: no look-up on the hot path.
    const settled =
      first !== undefined && (await leaderboardRepo.isSettled(this.ctx.pool, brand.merchantCode, begin));
    const [top, me] = settled
      ? await Promise.all([
          leaderboardRepo.finalTop(this.ctx.pool, brand.merchantCode, begin, leaderboard.size),
          memberId
            ? leaderboardRepo.finalRankOf(this.ctx.pool, brand.merchantCode, begin, memberId)
            : undefined,
        ])
      : await Promise.all([
          leaderboardRepo.topScores(this.ctx.pool, brand.merchantCode, begin, leaderboard.size),
          memberId ? leaderboardRepo.rankOf(this.ctx.pool, brand.merchantCode, begin, memberId) : undefined,
        ]);
    return {
      period: leaderboard.period,
      periodStart: begin,
      periodEnd: dayStartsAt(periodNext(leaderboard.period, begin), brand.timeZone).toISOString(),
      settled,
      prizes: leaderboard.prizes,
      list: top.map((row, index) => ({
        rank: index + 1,
        player: maskName(row.username),
        turnover: formatMoney(BigInt(row.turnover), d),
        prize: leaderboard.prizes[index] ?? null,
      })),
      me:
        memberId === null
          ? null
          : me
            ? { rank: Number(me.rank), turnover: formatMoney(BigInt(me.turnover), d) }
            : { rank: null, turnover: formatMoney(0n, d) },
    };
  }

  /** Pays the prizes of every ended period, once each; the number of periods settled. */
  async settleEnded(now = new Date()): Promise<number> {
    let settledCount = 0;
    const candidates = await leaderboardRepo.unsettledPeriods(this.ctx.pool, now.toISOString().slice(0, 10));
    const paid: number[] = [];
    for (const { merchant_code: merchant, period_start: start } of candidates) {
      const brand = (await this.ctx.brands.get(merchant))?.config;
      if (!brand) continue;
      const { leaderboard } = await this.settings.get(merchant);
      const end = dayStartsAt(periodNext(leaderboard.period, start), brand.timeZone);
      if (end.getTime() + SETTLE_GRACE_MS > now.getTime()) continue;
      const done = await withTransaction(this.ctx.pool, async (tx) => {
        if (
          !(await leaderboardRepo.claimPeriod(tx, {
            merchant,
            periodStart: start,
            period: leaderboard.period,
            periodEnd: end,
          }))
        )
          return false;
        await leaderboardRepo.takeFinalStandings(tx, merchant, start);
        const top = await leaderboardRepo.finalTop(tx, merchant, start, leaderboard.prizes.length);
        const excluded = await exclusionsOf(
          this.ctx.responsibleGaming,
          tx,
          merchant,
          top.map((row) => Number(row.member_id)),
        );
        for (const [index, row] of top.entries()) {
          const won = parseMoney(leaderboard.prizes[index] ?? "0", brand.currency.decimals) ?? 0n;
          // The rank stands; its prize is not paid to an excluded player, nor passed down.
          const reason = won > 0n ? excluded.get(Number(row.member_id)) : undefined;
          const prize = reason ? 0n : won;
          await leaderboardRepo.insertWinner(tx, {
            merchant,
            periodStart: start,
            rank: index + 1,
            memberId: Number(row.member_id),
            turnover: BigInt(row.turnover),
            prize,
            withheld: won - prize,
            withheldReason: reason ?? null,
          });
          if (prize === 0n) continue;
          await this.ctx.ledger.transfer(
            {
              from: { owner: "house", merchant, kind: "house_loyalty" },
              to: { owner: "player", memberId: row.member_id, wallet: "main" },
              amount: prize,
              currency: brand.currency.code,
              reference: `leaderboard:${merchant}:${start}:${index + 1}`,
              kind: "bonus",
              meta: { leaderboard: start, rank: index + 1 },
            },
            tx,
          );
          paid.push(Number(row.member_id));
        }
        return true;
      });
      if (done) settledCount++;
    }
    for (const memberId of paid) await this.ctx.events.publish(memberId, { type: "balance" }).catch(() => {});
    return settledCount;
  }

  /**
   * Takes the standings of each brand's running period again (when scores changed). An ended
   * period keeps its last ones until its settlement replaces them with the final standings.
   */
  async takeStandings(now = new Date()): Promise<number> {
    let taken = 0;
    const since = new Date(now.getTime() - 40 * 86_400_000).toISOString().slice(0, 10);
    for (const merchant of await leaderboardRepo.scoreMerchants(this.ctx.pool, since)) {
      const brand = (await this.ctx.brands.get(merchant))?.config;
      if (!brand) continue;
      const { leaderboard } = await this.settings.get(merchant);
      const begin = periodStart(leaderboard.period, now, brand.timeZone);
      const players = await withTransaction(this.ctx.pool, async (tx) => {
        return leaderboardRepo.takeStandings(tx, merchant, begin);
      });
      if (players !== null) taken++;
    }
    return taken;
  }

  async results(brand: Brand, page: number, size: number) {
    const rows = await leaderboardRepo.settledPeriods(
      this.ctx.pool,
      brand.merchantCode,
      size,
      (page - 1) * size,
    );
    const d = brand.currency.decimals;
    const list = [];
    for (const row of rows) {
      const winners = await leaderboardRepo.winnersOf(this.ctx.pool, brand.merchantCode, row.period_start);
      list.push({
        periodStart: row.period_start,
        periodEnd: row.period_end.toISOString(),
        settled: true,
        players: row.players,
        paid: formatMoney(BigInt(row.paid), d),
        winners: winners.map((w) => ({
          rank: w.rank,
          username: w.username,
          turnover: formatMoney(BigInt(w.turnover), d),
          prize: formatMoney(BigInt(w.prize), d),
          withheld: formatMoney(BigInt(w.withheld), d),
          withheldReason: w.withheld_reason,
        })),
      });
    }
    const total = Number(rows[0]?.total ?? 0);
    return { list, total, totalPages: Math.ceil(total / size), page };
  }
}
