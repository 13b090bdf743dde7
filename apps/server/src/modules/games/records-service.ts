import type {
  BetRecord,
  BetRecordQuery,
  GameType,
  ProfitValue,
  RecordCategory as RecordCategoryType,
} from "@jogada/contracts";
import {
  GameType as GameTypeSchema,
  type Language,
  REPORT_MAX_DAYS,
  RecordCategory,
  vendorDisplayName,
} from "@jogada/contracts";
import type { AppContext } from "../../platform/context.js";
import { AppError } from "../../platform/errors.js";
import { localDay } from "../../platform/time-zones.js";
import type { LoadedBrand } from "../brand/service.js";
import { lotteryGameName } from "./catalogue-service.js";
import { toMajor } from "./money.js";
import * as players from "./player-repository.js";
import * as repo from "./records-repository.js";

/** yyyy-MM-dd of `date` in the brand's time zone. */
export function dayIn(timeZone: string, date = new Date()): string {
  return localDay(date, timeZone);
}

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

function checkRange(startDate: string, endDate: string): void {
  const span = (Date.parse(endDate) - Date.parse(startDate)) / 86_400_000;
  if (!Number.isFinite(span) || span < 0 || span > REPORT_MAX_DAYS - 1)
    throw new AppError("game.date.range.invalid", {}, { field: "startDate" });
}

export function resultOf(row: {
  status: string;
  stake: bigint;
  win: bigint;
  refund: bigint;
}): BetRecord["result"] {
  if (row.status === "open") return "OPEN";
  if (row.refund > 0n && row.refund >= row.stake && row.win === 0n) return "CANCELLED";
  const net = row.win + row.refund - row.stake;
  return net > 0n ? "WIN" : net < 0n ? "LOSE" : "TIE";
}

/** Betting record and personal profit and loss, from the rounds the seamless wallet settled. */
export class RecordsService {
  constructor(private readonly ctx: AppContext) {}

  async betRecords(brand: LoadedBrand, memberId: number, query: BetRecordQuery, language: Language) {
    const { timeZone, currency } = brand.config;
    const endDate = query.endDate ?? dayIn(timeZone);
    const startDate = query.startDate ?? addDays(endDate, -6);
    checkRange(startDate, endDate);
    const result = await repo.roundRecords(
      this.ctx.pool,
      {
        memberId,
        timeZone,
        startDate,
        endDate,
        gameType: query.gameType,
        vendor: query.vassalage,
        esportsVendors: brand.config.esports,
      },
      query.size,
      (query.page - 1) * query.size,
    );
    const money = (value: bigint | string) => toMajor(value, currency.decimals);
    const list: BetRecord[] = result.rows.map((row) => {
      const stake = BigInt(row.stake);
      const win = BigInt(row.win);
      const refund = BigInt(row.refund);
      return {
        roundId: row.round_id,
        gameType: RecordCategory.parse(row.game_type),
        vassalage: row.vendor_code,
        // The names the lobby shows in the reader's language: a house product's own, a lottery's.
        vendorName: vendorDisplayName(row.vendor_code, row.vendor_name, language),
        gameCode: row.game_code,
        gameName: lotteryGameName(row, language) ?? row.game_name,
        stake: money(stake),
        win: money(win),
        refund: money(refund),
        profit: money(win + refund - stake),
        result: resultOf({ status: row.status, stake, win, refund }),
        demo: row.demo,
        betTime: row.started_at.toISOString(),
        settleTime: row.settled_at?.toISOString() ?? null,
      };
    });
    const stake = BigInt(result.stake);
    const win = BigInt(result.win) + BigInt(result.refund);
    return {
      list,
      total: result.total,
      totalPages: Math.ceil(result.total / query.size),
      page: query.page,
      summary: { stake: money(stake), win: money(win), profit: money(win - stake) },
    };
  }

  async profit(
    brand: LoadedBrand,
    memberId: number,
    query: {
      period: "today" | "yesterday" | "week" | "month" | "custom";
      startDate?: string;
      endDate?: string;
    },
  ): Promise<ProfitValue> {
    const { timeZone, currency } = brand.config;
    const today = dayIn(timeZone);
    let startDate = today;
    let endDate = today;
    if (query.period === "yesterday") startDate = endDate = addDays(today, -1);
    if (query.period === "week") startDate = addDays(today, -6);
    if (query.period === "month") startDate = `${today.slice(0, 8)}01`;
    if (query.period === "custom") {
      if (!query.startDate || !query.endDate)
        throw new AppError(
          "game.date.range.invalid",
          {},
          { field: query.startDate ? "endDate" : "startDate" },
        );
      startDate = query.startDate;
      endDate = query.endDate;
    }
    checkRange(startDate, endDate);
    const rows = await repo.profitByCategory(this.ctx.pool, {
      memberId,
      timeZone,
      startDate,
      endDate,
      esportsVendors: brand.config.esports,
    });
    const money = (value: bigint) => toMajor(value, currency.decimals);
    let rounds = 0;
    let stake = 0n;
    let win = 0n;
    const out = rows.map((row) => {
      const s = BigInt(row.stake);
      const w = BigInt(row.win) + BigInt(row.refund);
      rounds += Number(row.rounds);
      stake += s;
      win += w;
      return {
        gameType: RecordCategory.parse(row.game_type) as RecordCategoryType,
        rounds: Number(row.rounds),
        stake: money(s),
        win: money(w),
        profit: money(w - s),
      };
    });
    return {
      startDate,
      endDate,
      rows: out,
      total: { rounds, stake: money(stake), win: money(win), profit: money(win - stake) },
    };
  }

  /** Winner board from real settled rounds; names are masked. */
  async rankList(
    brand: LoadedBrand,
    query: { gameType?: GameType; period: "day" | "week" | "month"; size: number },
  ) {
    const days = query.period === "day" ? 1 : query.period === "week" ? 7 : 30;
    const rows = await players.biggestWins(
      this.ctx.pool,
      brand.config.merchantCode,
      new Date(Date.now() - days * 86_400_000),
      query.gameType,
      query.size,
    );
    const names = await this.ctx.members.usernames(rows.map((row) => Number(row.member_id)));
    return rows.map((row, index) => {
      const stake = BigInt(row.stake);
      const win = BigInt(row.win);
      return {
        rank: index + 1,
        account: maskName(names.get(Number(row.member_id)) ?? ""),
        gameName: row.game_name,
        vassalage: row.vendor_code,
        gameType: GameTypeSchema.parse(row.game_type),
        winAmount: toMajor(win, brand.config.currency.decimals),
        multiplier: stake > 0n ? (Number((win * 100n) / stake) / 100).toFixed(2) : "0.00",
        settledAt: row.settled_at.toISOString(),
      };
    });
  }
}

/** "ma***o": enough to recognise oneself, not enough to find someone. */
export function maskName(username: string): string {
  if (username.length <= 2) return `${username[0] ?? ""}***`;
  return `${username.slice(0, 2)}***${username.slice(-1)}`;
}
