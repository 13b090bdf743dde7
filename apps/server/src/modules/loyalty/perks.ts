import { type BetCategory, parseMoney } from "@jogada/contracts";
import type { AppContext } from "../../platform/context.js";
import { withTransaction } from "../../platform/db.js";
import { exclusionsOf } from "./exclusions.js";
import { localDay } from "./periods.js";
import * as perksRepo from "./perks-repository.js";
import type { SettingsStore } from "./settings.js";

type Ctx = Pick<AppContext, "pool" | "ledger" | "brands" | "log" | "events" | "notify" | "responsibleGaming">;

/** Amount of `percent` (two decimals at most) of a turnover, floored to the minor unit. */
export function rebateOf(turnover: bigint, percent: number): bigint {
  const basisPoints = BigInt(Math.round(percent * 100));
  return basisPoints > 0n && turnover > 0n ? (turnover * basisPoints) / 10_000n : 0n;
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/**
 * The VIP perks paid by a job: the daily rebate per category on the valid turnover of settled
 * bets of each finished local day, at the rate of the level held at the end of that day, and the
 * birthday bonus once a year. Both are cash from the house's loyalty account to the main wallet,
 * each in one transaction with its record (the record's unique key and the ledger reference make
 * a second run pay nothing). A player in a time-out, self-exclusion or closure at payout time is
 * paid nothing: the amount is recorded as withheld with the reason, and never paid later.
 */
export class VipPerks {
  constructor(
    private readonly ctx: Ctx,
    private readonly settings: SettingsStore,
  ) {}

  /**
   * Pays the rebates of every finished day; the number of payouts. Turnover of a day already paid
   * (bets settled late) is paid on the next run: only the rebate of the day's whole turnover less
   * what was paid or withheld, at the rate recorded with the first run.
   */
  async payRebates(now = new Date(), batch = 500): Promise<number> {
    let paid = 0;
    for (const merchant of await perksRepo.rebateMerchants(this.ctx.pool, "infinity")) {
      const brand = (await this.ctx.brands.get(merchant))?.config;
      if (!brand) continue;
      const settings = await this.settings.get(merchant);
      const today = localDay(now, brand.timeZone);
      for (;;) {
        const totals = new Map<number, { day: string; amount: bigint }[]>();
        const taken = await withTransaction(this.ctx.pool, async (tx) => {
          const rows = await perksRepo.takeFinishedDays(tx, merchant, today, brand.timeZone, batch);
          const excluded = await exclusionsOf(
            this.ctx.responsibleGaming,
            tx,
            merchant,
            rows.map((r) => Number(r.member_id)),
          );
          for (const row of rows) {
            const memberId = Number(row.member_id);
            const before = await perksRepo.lockRebate(tx, memberId, row.day, row.category);
            const rankLevel = before?.rank_level ?? Math.min(row.rank_level ?? 0, settings.levels.length - 1);
            const rates = settings.levels[rankLevel]?.rebate as Partial<Record<BetCategory, number>>;
            const percent = before ? Number(before.percent) : (rates?.[row.category as BetCategory] ?? 0);
            if (percent <= 0) continue;
            const turnover = BigInt(before?.turnover ?? 0) + BigInt(row.turnover);
            const amountBefore = BigInt(before?.amount ?? 0);
            const withheldBefore = BigInt(before?.withheld ?? 0);
            const due = rebateOf(turnover, percent) - amountBefore - withheldBefore;
            const reason = due > 0n ? excluded.get(memberId) : undefined;
            const pay = reason ? 0n : due > 0n ? due : 0n;
            const payouts = (before?.payouts ?? 0) + (pay > 0n ? 1 : 0);
            await perksRepo.saveRebate(tx, {
              memberId,
              merchant,
              day: row.day,
              category: row.category,
              rankLevel,
              turnover,
              percent,
              amount: amountBefore + pay,
              withheld: withheldBefore + (reason ? due : 0n),
              withheldReason: reason ?? before?.withheld_reason ?? null,
              payouts,
            });
            if (pay === 0n) continue;
            const reference = `vip.rebate:${memberId}:${row.day}:${row.category}`;
            await this.ctx.ledger.transfer(
              {
                from: { owner: "house", merchant, kind: "house_loyalty" },
                to: { owner: "player", memberId, wallet: "main" },
                amount: pay,
                currency: brand.currency.code,
                reference: payouts === 1 ? reference : `${reference}:${payouts}`,
                kind: "vip.rebate",
                meta: { day: row.day, category: row.category, rankLevel, percent },
              },
              tx,
            );
            const days = totals.get(memberId) ?? [];
            const same = days.find((d) => d.day === row.day);
            if (same) same.amount += pay;
            else days.push({ day: row.day, amount: pay });
            totals.set(memberId, days);
            paid++;
          }
          return rows.length;
        });
        for (const [memberId, days] of totals) {
          await this.ctx.events.publish(memberId, { type: "balance" }).catch(() => {});
          for (const { day, amount } of days)
            await this.ctx
              .notify(memberId, "vip.rebate", {
                day,
                amount,
              })
              .catch((error) => this.ctx.log.error({ err: error }, "loyalty: rebate message not sent"));
        }
        if (taken < batch) break;
      }
    }
    return paid;
  }

  /** Pays today's birthday bonuses (the brand's local day), once per player and year; the number paid. */
  async payBirthdays(now = new Date()): Promise<number> {
    let paid = 0;
    for (const merchant of await perksRepo.birthdayMerchants(this.ctx.pool)) {
      const brand = (await this.ctx.brands.get(merchant))?.config;
      if (!brand) continue;
      const settings = await this.settings.get(merchant);
      const today = localDay(now, brand.timeZone);
      const year = Number(today.slice(0, 4));
      const monthDay = today.slice(5);
      const due = await perksRepo.birthdaysDue(
        this.ctx.pool,
        merchant,
        monthDay,
        year,
        monthDay === "02-28" && !isLeapYear(year),
      );
      for (const row of due) {
        const memberId = Number(row.member_id);
        const rankLevel = Math.min(row.rank_level, settings.levels.length - 1);
        const config = settings.levels[rankLevel];
        const amount = config ? (parseMoney(config.birthdayBonus, brand.currency.decimals) ?? 0n) : 0n;
        if (amount === 0n) continue;
        const done = await withTransaction(this.ctx.pool, async (tx) => {
          const reason = (await this.ctx.responsibleGaming.exclusion(memberId, tx))?.kind;
          const recorded = await perksRepo.insertBirthdayBonus(tx, {
            memberId,
            merchant,
            year,
            rankLevel,
            amount: reason ? 0n : amount,
            withheld: reason ? amount : 0n,
            withheldReason: reason ?? null,
          });
          if (!recorded || reason) return false;
          await this.ctx.ledger.transfer(
            {
              from: { owner: "house", merchant, kind: "house_loyalty" },
              to: { owner: "player", memberId, wallet: "main" },
              amount,
              currency: brand.currency.code,
              reference: `vip.birthday:${memberId}:${year}`,
              kind: "vip.birthday",
              meta: { year, rankLevel },
            },
            tx,
          );
          return true;
        });
        if (!done) continue;
        paid++;
        await this.ctx.events.publish(memberId, { type: "balance" }).catch(() => {});
        await this.ctx
          .notify(memberId, "vip.birthday", {
            amount,
          })
          .catch((error) => this.ctx.log.error({ err: error }, "loyalty: birthday message not sent"));
      }
    }
    return paid;
  }
}
