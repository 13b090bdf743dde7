import { type BetCategory, type Contributions, parseMoney } from "@jogada/contracts";
import type { AppContext } from "../../platform/context.js";
import { withTransaction } from "../../platform/db.js";
import { localDay } from "../../platform/time-zones.js";
import { termsOf } from "./promotion-rows.js";
import { ticketsFor } from "./raffle-draw.js";
import * as repo from "./repository.js";
import { contributionPercent, wageringOf } from "./wagering.js";

/** A win of this many stakes or more is shown on the winner board. */
const BIG_WIN_MULTIPLE = 10n;

export { localDay };

/** A cashback or rebate cycle: its first local day (Monday for weekly periods). */
export function cycleOf(period: "daily" | "weekly", at: Date, timeZone: string): string {
  const day = localDay(at, timeZone);
  if (period === "daily") return day;
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
}

/**
 * Consumes settled bets queued by the rounds' and tickets' triggers, in one transaction per
 * batch (taken rows are deleted, so each bet is counted once): wagering of active bonuses
 * (stake × the category's contribution, bets settled after the bonus was issued), running
 * cashback and rebate cycles, and raffle turnover of players who joined.
 */
export class SettledBets {
  constructor(private readonly ctx: Pick<AppContext, "pool" | "brands">) {}

  /**
   * The job's run: full batches while there is a backlog, then one partial batch (as the loyalty
   * consumer: a batch for every few bets would repeat its per-player statements).
   */
  async consumeQueued(limit = 5000): Promise<void> {
    while ((await this.consume(limit)) === limit) {}
  }

  async consume(limit = 5000): Promise<number> {
    return withTransaction(this.ctx.pool, async (tx) => {
      const bets = await repo.takeQueuedBets(tx, limit);
      if (bets.length === 0) return 0;
      const memberIds = [...new Set(bets.map((b) => Number(b.member_id)))];
      for (const bonus of await repo.activeBonusesOf(tx, memberIds)) {
        let counted = 0n;
        for (const bet of bets) {
          if (bet.member_id !== bonus.member_id || bet.settled_at.getTime() < bonus.issued_at.getTime())
            continue;
          const percent = contributionPercent(
            bonus.contributions as Contributions,
            bet.category as BetCategory,
          );
          counted += wageringOf(BigInt(bet.stake), percent);
        }
        if (counted > 0n) await repo.addWagering(tx, Number(bonus.id), counted);
      }
      await repo.insertBigWins(
        tx,
        bets.filter((b) => BigInt(b.win) >= BigInt(b.stake) * BIG_WIN_MULTIPLE && BigInt(b.stake) > 0n),
      );
      const running = await repo.runningPromotions(tx, ["cashback", "rebate", "raffle"]);
      for (const promotion of running) {
        const terms = termsOf(promotion);
        const mine = bets.filter((b) => b.merchant_code === promotion.merchant_code);
        if (mine.length === 0) continue;
        if (terms.kind === "raffle") {
          await this.raffleTurnover(tx, promotion, mine);
          continue;
        }
        if (terms.kind !== "cashback" && terms.kind !== "rebate") continue;
        const timeZone = (await this.ctx.brands.get(promotion.merchant_code))?.config.timeZone ?? "UTC";
        const sums = new Map<
          string,
          { memberId: number; cycle: string; turnover: bigint; netLoss: bigint }
        >();
        for (const bet of mine) {
          if (!terms.categories.includes(bet.category as BetCategory)) continue;
          if (bet.settled_at.getTime() < promotion.starts_at.getTime()) continue;
          const cycle = cycleOf(terms.period, bet.settled_at, timeZone);
          const key = `${bet.member_id}:${cycle}`;
          const sum = sums.get(key) ?? { memberId: Number(bet.member_id), cycle, turnover: 0n, netLoss: 0n };
          sum.turnover += BigInt(bet.stake);
          sum.netLoss += BigInt(bet.stake) - BigInt(bet.win);
          sums.set(key, sum);
        }
        for (const sum of sums.values()) {
          await repo.accrue(tx, {
            promotionId: Number(promotion.id),
            memberId: sum.memberId,
            cycle: sum.cycle,
            terms,
            version: promotion.version,
            turnover: sum.turnover,
            netLoss: sum.netLoss,
            tickets: 0,
          });
        }
      }
      return bets.length;
    });
  }

  private async raffleTurnover(
    tx: Parameters<typeof repo.joinedIn>[0],
    promotion: repo.PromotionRow,
    bets: repo.QueuedBet[],
  ) {
    const members = [...new Set(bets.map((b) => Number(b.member_id)))];
    const joined = await repo.joinedIn(tx, [Number(promotion.id)], members);
    const decimals = (await this.ctx.brands.get(promotion.merchant_code))?.config.currency.decimals ?? 2;
    for (const p of joined) {
      const terms = termsOf(p);
      if (terms.kind !== "raffle") continue;
      let turnover = 0n;
      for (const bet of bets) {
        if (bet.member_id === p.member_id && bet.settled_at.getTime() >= p.created_at.getTime())
          turnover += BigInt(bet.stake);
      }
      if (turnover === 0n) continue;
      const tickets = ticketsFor(
        BigInt(p.qualifying_amount ?? 0),
        BigInt(p.turnover) + turnover,
        terms.depositPerTicket ? parseMoney(terms.depositPerTicket, decimals) : undefined,
        terms.turnoverPerTicket ? parseMoney(terms.turnoverPerTicket, decimals) : undefined,
        terms.maxTicketsPerPlayer,
      );
      await repo.addRaffleProgress(tx, Number(p.id), turnover, 0n, tickets);
    }
  }
}
