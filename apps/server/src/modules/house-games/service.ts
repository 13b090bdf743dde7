import { randomUUID } from "node:crypto";
import { formatMoney, type HouseGameInfo, type HouseRound, type Language } from "@jogada/contracts";
import {
  exactRtp,
  FairStream,
  HOUSE_GAMES,
  type HouseGame,
  houseGame,
  isMinesCount,
  KENO_RISKS,
  kenoExactRtp,
  MINES_MAX,
  MINES_MIN,
  MINES_TILES,
  minePositions,
  minesMultiplier,
  PLINKO_RISKS,
  payoutMinor,
  plinkoExactRtp,
  SLOT_GAMES,
} from "@jogada/games";
import type { AuthenticatedMember } from "../../platform/auth.js";
import type { AppContext } from "../../platform/context.js";
import { type Tx, withTransaction } from "../../platform/db.js";
import { AppError } from "../../platform/errors.js";
import { idempotent } from "../../platform/idempotency.js";
import type { LoadedBrand } from "../brand/service.js";
import * as outcomes from "./outcomes.js";
import * as repo from "./repository.js";
import { retryOnConflict } from "./retry.js";
import { SeedService } from "./seeds.js";
import { toHouseRound } from "./views.js";
import { type GameWallet, isDemo, RoundMoney, walletFor } from "./wallet.js";

export type InstantGame =
  | { game: "dice"; body: { target: string; direction: "over" | "under" } }
  | { game: "limbo"; body: { target: string } }
  | { game: "plinko"; body: { rows: number; risk: "low" | "medium" | "high" } }
  | { game: "keno"; body: { picks: number[]; risk: "classic" | "low" | "high" } }
  | { game: "slot"; code: string };

export interface BetResult {
  round: HouseRound;
  balance: string;
}

const RECALL = 10;
const percent = (x: number) => (x * 100).toFixed(2);

/**
 * The house's own games: every bet draws its outcome from the player's seeds and next nonce,
 * moves the stake and the win through the ledger, and stores the round with each step, all in
 * one transaction under the player's seed row lock (so bets of one player take turns and a
 * double click with the same Idempotency-Key gets the first answer).
 */
export class HouseGamesService {
  readonly seeds: SeedService;
  readonly money: RoundMoney;
  private readonly edgeBps: number;

  constructor(private readonly ctx: AppContext) {
    this.seeds = new SeedService(ctx);
    this.money = new RoundMoney(ctx);
    this.edgeBps = ctx.config.BGS_HOUSE_EDGE_BPS;
  }

  /** RTP of a game as configured: exact figures, not estimates. */
  rtpOf(game: HouseGame): number {
    const edge = 1 - this.edgeBps / 10000;
    switch (game.kind) {
      case "slot":
        return exactRtp(SLOT_GAMES[game.code]!).rtp;
      case "dice":
        return (edge * 10000) / 10001;
      case "plinko": {
        const all = PLINKO_RISKS.flatMap((risk) =>
          Array.from({ length: 9 }, (_, i) => plinkoExactRtp((i + 8) as 8, risk)),
        );
        return Math.min(...all);
      }
      case "keno": {
        const all = KENO_RISKS.flatMap((risk) =>
          Array.from({ length: 10 }, (_, i) => kenoExactRtp(risk, i + 1)),
        );
        return Math.min(...all);
      }
      default:
        return edge;
    }
  }

  games(brand: LoadedBrand, language: Language) {
    const list: HouseGameInfo[] = HOUSE_GAMES.map((game) => {
      const rtp = this.rtpOf(game);
      return {
        code: game.code,
        kind: game.kind,
        name: game.name[language],
        rtp: percent(rtp),
        houseEdge: percent(1 - rtp),
        minStake: this.ctx.config.BGS_MIN_STAKE,
        maxStake: this.ctx.config.BGS_MAX_STAKE,
      };
    });
    return {
      vendor: "BGS" as const,
      currency: brand.config.currency.code,
      decimals: brand.config.currency.decimals,
      edgeBps: this.edgeBps,
      roundTimeoutMinutes: this.ctx.config.BGS_ROUND_TIMEOUT_MINUTES,
      games: list,
    };
  }

  private async publishBalance(memberId: number): Promise<void> {
    await this.ctx.events.publish(memberId, { type: "balance" }).catch(() => {});
  }

  /** Dice, limbo, plinko, keno and slots: settled in the same call. */
  async instantBet(
    brand: LoadedBrand,
    member: AuthenticatedMember,
    key: string,
    bet: InstantGame & { amount: string; demo: boolean },
  ): Promise<BetResult> {
    const gameCode = bet.game === "slot" ? bet.code : bet.game;
    if (!houseGame(gameCode) || (bet.game === "slot" && !SLOT_GAMES[bet.code]))
      throw new AppError("bgs.game.not.found");
    const w = walletFor(brand, member.id, isDemo(member, bet.demo));
    const stake = this.money.parseStake(bet.amount, w.decimals);
    await this.money.ensurePlayMoney(w);
    const { result } = await retryOnConflict(() =>
      idempotent(this.ctx.pool, { scope: `bgs:${member.id}`, key, body: bet }, async (tx) => {
        const seed = await this.seeds.lock(tx, member.id);
        const stream = new FairStream({
          serverSeed: seed.server_seed,
          clientSeed: seed.client_seed,
          nonce: Number(seed.nonce),
        });
        const outcome = this.resolve(stream, bet);
        const roundId = randomUUID();
        const afterBet = await this.money.bet(tx, w, roundId, gameCode, stake);
        const win = payoutMinor(stake, outcome.mult10k);
        const afterWin = await this.money.pay(tx, w, roundId, gameCode, win);
        await repo.advanceNonce(tx, seed.id);
        const at = new Date().toISOString();
        await repo.insertRound(tx, {
          roundId,
          memberId: member.id,
          merchantCode: w.merchantCode,
          gameCode,
          demo: w.demo,
          currency: w.currency,
          seedId: seed.id,
          nonce: Number(seed.nonce),
          clientSeed: seed.client_seed,
          stake,
          win,
          mult10k: outcome.mult10k,
          balanceBefore: afterBet + stake,
          balanceAfter: afterWin,
          params: outcome.params,
          result: outcome.result,
          steps: [
            { at, action: "bet", detail: { stake: formatMoney(stake, w.decimals) } },
            ...outcome.steps.map((s) => ({ at, ...s })),
            { at, action: "settle", detail: { win: formatMoney(win, w.decimals) } },
          ],
          status: win > 0n ? "won" : "lost",
        });
        const row = await repo.findRound(tx, member.id, roundId);
        return { round: toHouseRound(row!, w.decimals), balance: formatMoney(afterWin, w.decimals) };
      }),
    );
    await this.publishBalance(member.id);
    return result;
  }

  private resolve(stream: FairStream, bet: InstantGame): outcomes.Outcome {
    switch (bet.game) {
      case "dice":
        return outcomes.dice(stream, bet.body, this.edgeBps);
      case "limbo":
        return outcomes.limbo(stream, bet.body, this.edgeBps);
      case "plinko":
        return outcomes.plinko(stream, bet.body);
      case "keno":
        return outcomes.keno(stream, bet.body);
      case "slot":
        return outcomes.slot(stream, bet.code);
    }
  }

  // ----- Mines: a round of several steps, kept open between calls -----

  async minesStart(
    brand: LoadedBrand,
    member: AuthenticatedMember,
    key: string,
    body: { amount: string; demo: boolean; mines: number },
  ): Promise<BetResult> {
    if (!isMinesCount(body.mines))
      throw new AppError("bgs.mines.count.invalid", { min: MINES_MIN, max: MINES_MAX });
    const w = walletFor(brand, member.id, isDemo(member, body.demo));
    const stake = this.money.parseStake(body.amount, w.decimals);
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
    await this.publishBalance(member.id);
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

  async minesReveal(
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
    if (result.round.status !== "active") await this.publishBalance(member.id);
    return result;
  }

  async minesCashout(brand: LoadedBrand, member: AuthenticatedMember, roundId: string): Promise<BetResult> {
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
    await this.publishBalance(member.id);
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

  async activeMines(
    brand: LoadedBrand,
    member: AuthenticatedMember,
    demo: boolean,
  ): Promise<HouseRound | null> {
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
        await this.publishBalance(Number(member_id));
      }
    }
    return settled;
  }

  // ----- Recall -----

  async recentRounds(brand: LoadedBrand, member: AuthenticatedMember, game: string): Promise<HouseRound[]> {
    if (!houseGame(game)) throw new AppError("bgs.game.not.found");
    const rows = await repo.recentRounds(this.ctx.pool, member.id, game, RECALL);
    return rows.map((row) => toHouseRound(row, brand.config.currency.decimals));
  }

  async round(brand: LoadedBrand, member: AuthenticatedMember, roundId: string): Promise<HouseRound> {
    const row = await repo.findRound(this.ctx.pool, member.id, roundId);
    if (!row) throw new AppError("bgs.round.not.found");
    return toHouseRound(row, brand.config.currency.decimals);
  }
}
