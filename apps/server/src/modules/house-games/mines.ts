import { randomUUID } from "node:crypto";
import { formatMoney, type HouseRound } from "@jogada/contracts";
import {
  FairStream,
  isMinesCount,
  MINES_MAX,
  MINES_MIN,
  MINES_TILES,
  minePositions,
  minesMultiplier,
  payoutMinor,
} from "@jogada/games";
import type { AuthenticatedMember } from "../../platform/auth.js";
import type { AppContext } from "../../platform/context.js";
import { type Tx, withTransaction } from "../../platform/db.js";
import { AppError } from "../../platform/errors.js";
import { idempotent } from "../../platform/idempotency.js";
import type { LoadedBrand } from "../brand/service.js";
import * as repo from "./repository.js";
import { retryOnConflict } from "./retry.js";
import type { SeedService } from "./seeds.js";
import type { BetResult } from "./views.js";
import { toHouseRound } from "./views.js";
import { type GameWallet, isDemo, publishBalance, type RoundMoney, walletFor } from "./wallet.js";

/**
 * Mines: a round of several steps, kept open between calls. The stake is debited when the round
 * starts; each reveal and the cash-out lock the round, so two tabs acting on it take turns.
 */
export class MinesService {
  private readonly edgeBps: number;

  constructor(
    private readonly ctx: AppContext,
    private readonly seeds: SeedService,
    private readonly money: RoundMoney,
  ) {
    this.edgeBps = ctx.config.BGS_HOUSE_EDGE_BPS;
  }

  async start(
    brand: LoadedBrand,
    member: AuthenticatedMember,
    key: string,
    body: { amount: string; demo: boolean; mines: number },
  ): Promise<BetResult> {
    if (!isMinesCount(body.mines))
      throw new AppError("bgs.mines.count.invalid", { min: MINES_MIN, max: MINES_MAX });
    const w = walletFor(brand, member.id, isDemo(member, body.demo));
    const stake = this.money.parseStake(body.amount, w);
    await this.money.ensurePlayMoney(w);
    const { result } = await retryOnConflict(() =>
      idempotent(
        this.ctx.pool,
        { scope: `bgs:${member.id}`, key, body: { game: "mines", ...body } },
        async (tx) => {
          const seed = await this.seeds.lock(tx, member.id);
          if (await repo.activeRound(tx, member.id, "mines", w.demo)) throw new AppError("bgs.round.active");
          const stream = new FairStream({
            serverSeed: seed.server_seed,
            clientSeed: seed.client_seed,
            nonce: Number(seed.nonce),
          });
          const mines = minePositions(stream, body.mines);
          const roundId = randomUUID();
          const afterBet = await this.money.bet(tx, w, roundId, "mines", stake);
          await repo.advanceNonce(tx, seed.id);
          const at = new Date().toISOString();
          await repo.insertRound(tx, {
            roundId,
            memberId: member.id,
            merchantCode: w.merchantCode,
            gameCode: "mines",
            demo: w.demo,
            currency: w.currency,
            seedId: seed.id,
            nonce: Number(seed.nonce),
            clientSeed: seed.client_seed,
            stake,
            win: 0n,
            mult10k: 10000,
            balanceBefore: afterBet + stake,
            balanceAfter: null,
            params: { mines: body.mines, edgeBps: this.edgeBps },
            result: { mines, revealed: [] },
            steps: [
              { at, action: "bet", detail: { stake: formatMoney(stake, w.decimals), mines: body.mines } },
            ],
            status: "active",
          });
          const row = await repo.findRound(tx, member.id, roundId);
          return { round: toHouseRound(row!, w.decimals), balance: formatMoney(afterBet, w.decimals) };
        },
      ),
    );
    await publishBalance(this.ctx, member.id);
    return result;
  }

  /** Resolves the accounts of a round's settlement before its transaction opens. */
  private async prepareRound(
    brand: LoadedBrand,
    member: AuthenticatedMember,
    roundId: string,
  ): Promise<void> {
    const row = await repo.findRound(this.ctx.pool, member.id, roundId);
    if (row) await this.money.prepare(this.walletOfRound(brand, row));
  }

  /** Locks the open round; a second tab waits here and then finds it settled. */
  private async lockOpen(tx: Tx, member: AuthenticatedMember, roundId: string): Promise<repo.RoundRow> {
    const row = await repo.lockRound(tx, member.id, roundId);
    if (row?.game_code !== "mines") throw new AppError("bgs.round.not.found");
    if (row.status !== "active") throw new AppError("bgs.round.ended");
    return row;
  }

  private walletOfRound(brand: LoadedBrand, row: repo.RoundRow): GameWallet {
    return walletFor(brand, Number(row.member_id), row.demo);
  }

  async reveal(
    brand: LoadedBrand,
    member: AuthenticatedMember,
    roundId: string,
    tile: number,
  ): Promise<BetResult> {
    if (!Number.isInteger(tile) || tile < 0 || tile >= MINES_TILES) throw new AppError("bgs.tile.invalid");
    await this.prepareRound(brand, member, roundId);
    const result = await retryOnConflict(() =>
      withTransaction(this.ctx.pool, async (tx) => {
        const row = await this.lockOpen(tx, member, roundId);
        const w = this.walletOfRound(brand, row);
        const state = row.result as { mines: number[]; revealed: number[] };
        if (state.revealed.includes(tile)) throw new AppError("bgs.tile.revealed");
        const params = row.params as { mines: number; edgeBps: number };
        const at = new Date().toISOString();
        const revealed = [...state.revealed, tile];
        const steps = [...row.steps];
        if (state.mines.includes(tile)) {
          steps.push({ at, action: "reveal", detail: { tile, safe: false } });
          const balance = await this.money.balance(tx, w);
          await repo.updateRound(tx, roundId, {
            status: "lost",
            win: 0n,
            mult10k: 0,
            balanceAfter: balance,
            result: { ...state, revealed },
            steps,
          });
          return this.view(tx, member.id, roundId, w, balance);
        }
        const mult10k = minesMultiplier(params.mines, revealed.length, params.edgeBps);
        steps.push({ at, action: "reveal", detail: { tile, safe: true, mult10k } });
        if (revealed.length === MINES_TILES - params.mines) {
          return this.settleMines(tx, row, w, { ...state, revealed }, steps, mult10k, "cashout");
        }
        await repo.updateRound(tx, roundId, {
          status: "active",
          win: 0n,
          mult10k,
          balanceAfter: null,
          result: { ...state, revealed },
          steps,
        });
        return this.view(tx, member.id, roundId, w, await this.money.balance(tx, w));
      }),
    );
    if (result.round.status !== "active") await publishBalance(this.ctx, member.id);
    return result;
  }

  async cashout(brand: LoadedBrand, member: AuthenticatedMember, roundId: string): Promise<BetResult> {
    await this.prepareRound(brand, member, roundId);
    const result = await retryOnConflict(() =>
      withTransaction(this.ctx.pool, async (tx) => {
        const row = await this.lockOpen(tx, member, roundId);
        const w = this.walletOfRound(brand, row);
        const state = row.result as { mines: number[]; revealed: number[] };
        if (state.revealed.length === 0) throw new AppError("bgs.cashout.nothing");
        return this.settleMines(tx, row, w, state, [...row.steps], Number(row.mult10k), "cashout");
      }),
    );
    await publishBalance(this.ctx, member.id);
    return result;
  }

  private async settleMines(
    tx: Tx,
    row: repo.RoundRow,
    w: GameWallet,
    state: { mines: number[]; revealed: number[] },
    steps: repo.RoundRow["steps"],
    mult10k: number,
    action: "cashout" | "timeout",
  ): Promise<BetResult> {
    const stake = BigInt(row.stake);
    const refund = state.revealed.length === 0;
    const win = refund ? stake : payoutMinor(stake, mult10k);
    const balance = await this.money.pay(tx, w, row.round_id, "mines", win, refund ? "refund" : "win");
    steps.push({
      at: new Date().toISOString(),
      action,
      detail: { mult10k: refund ? 10000 : mult10k, win: formatMoney(win, w.decimals) },
    });
    await repo.updateRound(tx, row.round_id, {
      status: refund ? "cancelled" : "won",
      win,
      mult10k: refund ? 10000 : mult10k,
      balanceAfter: balance,
      result: state,
      steps,
    });
    return this.view(tx, Number(row.member_id), row.round_id, w, balance);
  }

  private async view(
    tx: Tx,
    memberId: number,
    roundId: string,
    w: GameWallet,
    balance: bigint,
  ): Promise<BetResult> {
    const row = await repo.findRound(tx, memberId, roundId);
    return { round: toHouseRound(row!, w.decimals), balance: formatMoney(balance, w.decimals) };
  }

  async active(brand: LoadedBrand, member: AuthenticatedMember, demo: boolean): Promise<HouseRound | null> {
    const w = walletFor(brand, member.id, isDemo(member, demo));
    const row = await repo.activeRound(this.ctx.pool, member.id, "mines", w.demo);
    return row ? toHouseRound(row, w.decimals) : null;
  }

  /**
   * The rule shown to players for a round left open (tab closed, connection lost): after
   * BGS_ROUND_TIMEOUT_MINUTES without a move it is cashed out at its current multiplier, or the
   * stake is returned when no tile was opened. Server restarts change nothing: rounds live in the
   * database and resume where they were.
   */
  async settleStale(now = new Date()): Promise<number> {
    const before = new Date(now.getTime() - this.ctx.config.BGS_ROUND_TIMEOUT_MINUTES * 60_000);
    const stale = await repo.staleRounds(this.ctx.pool, before, 100);
    let settled = 0;
    for (const { round_id, member_id } of stale) {
      const done = await withTransaction(this.ctx.pool, async (tx) => {
        const row = await repo.lockRound(tx, Number(member_id), round_id);
        if (row?.status !== "active" || row.updated_at >= before) return false;
        const brand = await this.ctx.brands.get(row.merchant_code);
        if (!brand) return false;
        const w = this.walletOfRound(brand, row);
        const state = row.result as { mines: number[]; revealed: number[] };
        await this.settleMines(tx, row, w, state, [...row.steps], Number(row.mult10k), "timeout");
        return true;
      });
      if (done) {
        settled++;
        await publishBalance(this.ctx, Number(member_id));
      }
    }
    return settled;
  }
}
