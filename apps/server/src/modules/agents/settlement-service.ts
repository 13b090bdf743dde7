import {
  type BrandConfig,
  type ContractKind,
  DIVIDEND_PERIODS,
  type DividendPeriod,
  parseMoney,
} from "@jogada/contracts";
import type { AppContext } from "../../platform/context.js";
import { withTransaction } from "../../platform/db.js";
import { AppError } from "../../platform/errors.js";
import type { AccountRef } from "../ledger/types.js";
import * as bills from "./bill-repository.js";
import * as booking from "./booking-repository.js";
import type { ContractService } from "./contract-service.js";
import { duePeriods, type Period } from "./settlement-periods.js";
import { normalise, settle } from "./terms.js";

const BOOK_BATCH = 50_000;

/** How many missed periods a run catches up at most, per kind. */
const CATCH_UP: Record<ContractKind, number> = { realtime: 288, hourly: 72, daily: 31, dividend: 6 };

export interface SettleOptions {
  now?: Date;
  /** Test hook: called before each bill is paid; throwing stops the run as a crash would. */
  beforePay?: (billId: string) => void;
}

/**
 * Books settled bets and pays contracts. Each period of each kind is settled in two steps, both
 * safe to repeat: compute (one transaction writes every bill of the period under the unique key
 * (kind, agent, product, period) and marks the period computed) and pay (each bill in its own
 * transaction: the ledger transfer `agent-bill:<id>` and the bill's status together). A crash
 * between or during them leaves nothing half done: the next run continues where it stopped.
 */
export class SettlementService {
  constructor(
    private readonly ctx: Pick<
      AppContext,
      "pool" | "ledger" | "events" | "brands" | "log" | "responsibleGaming"
    >,
    private readonly contracts: ContractService,
  ) {}

  /** Books every queued settled bet of every brand. */
  async bookAll(): Promise<number> {
    let total = 0;
    for (const merchant of await booking.merchantsWaiting(this.ctx.pool)) {
      const brand = await this.ctx.brands.get(merchant);
      if (!brand) continue;
      total += await this.book(brand.config, undefined);
    }
    return total;
  }

  /**
   * Books the brand's queued bets, then (with `closeAt`) closes every slot before it: bets
   * settled earlier that arrive later are booked into the first open slot, so a period that was
   * billed never changes. The watermark row lock makes booking and closing one at a time.
   */
  async book(brand: BrandConfig, closeAt: Date | undefined): Promise<number> {
    let total = 0;
    // Responsible gaming: no commission on the play of a player in a time-out, self-exclusion or closure.
    const excluded = await this.ctx.responsibleGaming.excludedMemberIds(brand.merchantCode);
    for (;;) {
      const done = await withTransaction(this.ctx.pool, async (tx) => {
        const watermark = await booking.lockWatermark(tx, brand.merchantCode);
        const n = await booking.bookBatch(tx, {
          merchant: brand.merchantCode,
          watermark,
          timeZone: brand.timeZone,
          limit: BOOK_BATCH,
          excluded,
        });
        if (n < BOOK_BATCH && closeAt) await booking.setWatermark(tx, brand.merchantCode, closeAt);
        return n;
      });
      total += done;
      if (done < BOOK_BATCH) return total;
    }
  }

  /** Settles every due period of a kind for every brand (the jobs). */
  async runKind(kind: ContractKind, options: SettleOptions = {}): Promise<void> {
    for (const merchant of await this.merchants()) {
      const brand = await this.ctx.brands.get(merchant);
      if (!brand) continue;
      await this.settleBrand(brand.config, kind, options);
    }
  }

  private async merchants(): Promise<string[]> {
    const { rows } = await this.ctx.pool.query<{ merchant_code: string }>("select merchant_code from brands");
    return rows.map((r) => r.merchant_code);
  }

  async settleBrand(brand: BrandConfig, kind: ContractKind, options: SettleOptions = {}): Promise<void> {
    const now = options.now ?? new Date();
    await this.contracts.ensureHouseContracts(this.ctx.pool, brand);
    const periods: { key: string; dividendPeriod: DividendPeriod | null; delayMs: number }[] =
      kind === "dividend"
        ? DIVIDEND_PERIODS.map((p) => ({
            key: `dividend:${p}`,
            dividendPeriod: p,
            delayMs: this.dailyDelay(brand),
          }))
        : [{ key: kind, dividendPeriod: null, delayMs: kind === "daily" ? this.dailyDelay(brand) : 0 }];
    for (const { key, dividendPeriod, delayMs } of periods) {
      const after = await bills.lastSettled(this.ctx.pool, brand.merchantCode, key);
      const due = duePeriods({
        kind,
        now,
        after,
        timeZone: brand.timeZone,
        delayMs,
        ...(dividendPeriod ? { dividendPeriod } : {}),
        max: CATCH_UP[kind],
      });
      for (const period of due) await this.compute(brand, kind, key, dividendPeriod, period, now);
    }
    await this.pay(brand, kind, options);
    await bills.markCompleted(this.ctx.pool, brand.merchantCode);
  }

  /** Milliseconds after a local midnight at which yesterday is settled (dailySettleTime). */
  private dailyDelay(brand: BrandConfig): number {
    const [h, m] = brand.agents.dailySettleTime.split(":").map(Number) as [number, number];
    return (h * 60 + m) * 60_000;
  }

  /** Writes every bill of one period, once (see the class comment). */
  async compute(
    brand: BrandConfig,
    kind: ContractKind,
    key: string,
    dividendPeriod: DividendPeriod | null,
    period: Period,
    now: Date,
  ): Promise<void> {
    // Every slot of the period must be closed before its figures are read.
    const closeAt = new Date(Math.max(period.end.getTime(), Math.floor(now.getTime() / 300_000) * 300_000));
    await this.book(brand, closeAt);
    const decimals = brand.currency.decimals;
    const activeMin = parseMoney(brand.agents.activeMemberMinBet, decimals) ?? 0n;
    const settlement = { merchant: brand.merchantCode, key, start: period.start, end: period.end };
    await withTransaction(this.ctx.pool, async (tx) => {
      const state = await bills.lockSettlement(tx, settlement);
      if (!state || state.computed_at) return;
      const contracts = await bills.contractsInForce(tx, {
        merchant: brand.merchantCode,
        kind,
        end: period.end,
        dividendPeriod,
      });
      const figures = await bills.teamFigures(tx, {
        agents: contracts.map((c) => ({ agentId: c.agent_id, product: c.product })),
        ...(period.days ? { days: period.days } : { slots: { start: period.start, end: period.end } }),
        activeMin,
      });
      const byAgent = new Map(figures.map((f) => [`${f.agent_id}:${f.product}`, f]));
      const carry =
        kind === "dividend"
          ? await bills.carriedOut(
              tx,
              contracts.map((c) => c.agent_id),
              kind,
              period.start,
            )
          : new Map<string, bigint>();
      const rows: bills.NewBill[] = contracts.map((c) => {
        const f = byAgent.get(`${c.agent_id}:${c.product}`);
        const netLoss = BigInt(f?.net_loss ?? 0);
        const carriedIn = carry.get(`${c.agent_id}:${c.product}`) ?? 0n;
        const figuresForTier = {
          teamValidBet: BigInt(f?.valid_bet ?? 0),
          activeMembers: Number(f?.active ?? 0),
          netLoss: netLoss + carriedIn,
        };
        const outcome = settle(normalise(kind, c.terms, decimals), figuresForTier, decimals);
        const result = netLoss + carriedIn;
        return {
          merchant: brand.merchantCode,
          kind,
          product: c.product,
          contractId: c.id,
          agentId: c.agent_id,
          payerId: c.upline_id,
          depth: c.depth,
          start: period.start,
          end: period.end,
          teamValidBet: figuresForTier.teamValidBet,
          activeMembers: figuresForTier.activeMembers,
          netLoss,
          carriedIn,
          carriedOut: kind === "dividend" && result < 0n ? result : 0n,
          tier: outcome.tier,
          reason: outcome.reason,
          rateType: outcome.rateType,
          rate: outcome.rateText,
          gross: outcome.gross,
        };
      });
      await bills.insertBills(tx, rows);
      await bills.markComputed(tx, settlement);
    });
  }

  /**
   * Pays the kind's open bills, upper levels first, each in its own transaction. A payer
   * without the money leaves the bill owed (retried on every run); the brand's owedRestriction
   * then applies to the payer.
   */
  async pay(
    brand: BrandConfig,
    kind: ContractKind,
    options: SettleOptions = {},
  ): Promise<{ paid: number; owed: number }> {
    let paid = 0;
    let owed = 0;
    const open = await bills.openBills(this.ctx.pool, brand.merchantCode, kind);
    const touched = new Set<string>();
    for (const candidate of open) {
      options.beforePay?.(candidate.id);
      try {
        const done = await withTransaction(this.ctx.pool, async (tx) => {
          const bill = await bills.lockOpenBill(tx, candidate.id);
          if (!bill) return false;
          const from: AccountRef = bill.payer_id
            ? { owner: "player", memberId: bill.payer_id, wallet: "main" }
            : { owner: "house", merchant: brand.merchantCode, kind: "house_agent_payout" };
          const moved = await this.ctx.ledger.transfer(
            {
              from,
              to: { owner: "player", memberId: bill.agent_id, wallet: "main" },
              amount: BigInt(bill.gross),
              currency: brand.currency.code,
              reference: `agent-bill:${bill.id}`,
              kind: `agent.${bill.kind as ContractKind}`,
              meta: { billId: bill.id, product: bill.product, periodStart: bill.period_start.toISOString() },
            },
            tx,
          );
          await bills.markPaid(tx, bill.id, moved.transferId);
          return true;
        });
        if (done) {
          paid += 1;
          touched.add(candidate.agent_id);
          if (candidate.payer_id) touched.add(candidate.payer_id);
        }
      } catch (error) {
        if (!(error instanceof AppError) || error.code !== "wallet.insufficient.funds") throw error;
        await bills.markOwed(this.ctx.pool, candidate.id, error.code);
        owed += 1;
      }
    }
    for (const id of touched) await this.ctx.events.publish(id, { type: "balance" }).catch(() => {});
    return { paid, owed };
  }

  /** Whether the brand's owedRestriction stops this member's withdrawals now. */
  async withdrawalsBlocked(memberId: number, brand: BrandConfig): Promise<boolean> {
    if (brand.agents.owedRestriction !== "withdrawals") return false;
    return bills.owesBills(this.ctx.pool, memberId);
  }
}
