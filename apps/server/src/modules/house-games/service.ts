import { randomUUID } from "node:crypto";
import { formatMoney, type HouseGameInfo, type HouseRound, type Language } from "@jogada/contracts";
import {
  exactRtp,
  FairStream,
  HOUSE_GAMES,
  type HouseGame,
  houseGame,
  KENO_RISKS,
  kenoExactRtp,
  PLINKO_RISKS,
  payoutMinor,
  plinkoExactRtp,
  SLOT_GAMES,
} from "@jogada/games";
import type { AuthenticatedMember } from "../../platform/auth.js";
import type { AppContext } from "../../platform/context.js";
import { AppError } from "../../platform/errors.js";
import { idempotent } from "../../platform/idempotency.js";
import type { LoadedBrand } from "../brand/service.js";
import { InstantBets } from "./instant-bets.js";
import { MinesService } from "./mines.js";
import * as outcomes from "./outcomes.js";
import * as repo from "./repository.js";
import { retryOnConflict } from "./retry.js";
import { SeedService } from "./seeds.js";
import type { BetResult } from "./views.js";
import { toHouseRound } from "./views.js";
import { isDemo, publishBalance, RoundMoney, walletFor } from "./wallet.js";

export type { BetResult } from "./views.js";

export type InstantGame =
  | { game: "dice"; body: { target: string; direction: "over" | "under" } }
  | { game: "limbo"; body: { target: string } }
  | { game: "plinko"; body: { rows: number; risk: "low" | "medium" | "high" } }
  | { game: "keno"; body: { picks: number[]; risk: "classic" | "low" | "high" } }
  | { game: "slot"; code: string };

const RECALL = 10;
const percent = (x: number) => (x * 100).toFixed(2);

/**
 * The house's own games: every bet draws its outcome from the player's seeds and next nonce,
 * moves the stake and the win through the ledger, and stores the round with each step, all in
 * one transaction under the player's seed row lock (so bets of one player take turns and a
 * double click with the same Idempotency-Key gets the first answer). Mines, a round of several
 * calls, lives in `MinesService`.
 */
export class HouseGamesService {
  readonly seeds: SeedService;
  readonly money: RoundMoney;
  readonly mines: MinesService;
  private readonly instant: InstantBets;
  private readonly edgeBps: number;

  constructor(private readonly ctx: AppContext) {
    this.seeds = new SeedService(ctx);
    this.money = new RoundMoney(ctx);
    this.mines = new MinesService(ctx, this.seeds, this.money);
    this.instant = new InstantBets(ctx, this.seeds);
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

  /** Dice, limbo, plinko, keno and slots: settled in the same call. */
  async instantBet(
    brand: LoadedBrand,
    member: AuthenticatedMember,
    key: string,
    bet: InstantGame & { amount: string; demo: boolean; autoRunId?: string | undefined },
  ): Promise<BetResult> {
    const gameCode = bet.game === "slot" ? bet.code : bet.game;
    if (!houseGame(gameCode) || (bet.game === "slot" && !SLOT_GAMES[bet.code]))
      throw new AppError("bgs.game.not.found");
    const w = { ...walletFor(brand, member.id, isDemo(member, bet.demo)), autoRunId: bet.autoRunId };
    const stake = this.money.parseStake(bet.amount, w);
    // Real money without an auto-play run: one statement in the common case.
    if (!w.demo && !w.autoRunId) {
      const fast = await retryOnConflict(() =>
        this.instant.bet(w, key, bet, gameCode, stake, (stream) => this.resolve(stream, bet)),
      );
      if (fast) {
        await publishBalance(this.ctx, member.id);
        return fast;
      }
    }
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
        this.seeds.forget(member.id);
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
    await publishBalance(this.ctx, member.id);
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

  /**
   * Rounds left open (only Mines keeps a round open between calls): settled by the rule shown to
   * players once idle longer than BGS_ROUND_TIMEOUT_MINUTES.
   */
  settleStale(now = new Date()): Promise<number> {
    return this.mines.settleStale(now);
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
