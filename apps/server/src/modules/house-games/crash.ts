import { randomBytes, randomUUID } from "node:crypto";
import { type CrashServerMessage, type CrashState, formatMoney, type HouseRound } from "@jogada/contracts";
import {
  buildChain,
  CRASH_MAX_CASHOUT,
  CRASH_MIN_CASHOUT,
  crashMultiplierAt,
  crashPoint,
  roundHashOf,
} from "@jogada/games";
import type { AuthenticatedMember } from "../../platform/auth.js";
import type { AppContext } from "../../platform/context.js";
import { withTransaction } from "../../platform/db.js";
import { AppError } from "../../platform/errors.js";
import { idempotent } from "../../platform/idempotency.js";
import type { LoadedBrand } from "../brand/service.js";
import { CrashBetSettler } from "./crash-settlement.js";
import { crashStateOf, type LiveRound } from "./crash-state.js";
import { fromHundredths, hundredths } from "./outcomes.js";
import * as repo from "./repository.js";
import { retryOnConflict } from "./retry.js";
import { toHouseRound } from "./views.js";
import { isDemo, RoundMoney, walletFor } from "./wallet.js";

const TICK_MS = 100;

const HISTORY = 20;

/** The event bus topic the driving instance publishes states and ticks on; every instance relays it. */
const TOPIC = "crash";

/**
 * Crash: shared rounds on a timer. Each round takes the next hash of the published chain (its
 * crash point fixed before anyone bets), opens for bets, takes off, and crashes at that point;
 * bets with an auto cash-out at or below the crash point win exactly that multiplier.
 * One server instance drives the rounds (PostgreSQL advisory lock); state lives in the database,
 * so any instance takes bets and cash-outs, and states and ticks reach the sockets of every
 * instance through the event bus (Redis when configured).
 */
export class CrashEngine {
  private chain: string[] = [];
  private chainRow?: repo.ChainRow;
  private live?: LiveRound;
  private timer?: NodeJS.Timeout;
  private running: Promise<void> = Promise.resolve();
  private readonly listeners = new Set<(message: CrashServerMessage) => void>();
  private readonly money: RoundMoney;
  private readonly settler: CrashBetSettler;
  private readonly merchant: string;
  private readonly edgeBps: number;
  private lastTickSent = 0;

  constructor(
    private readonly ctx: AppContext,
    private readonly brandOf: (merchant: string) => Promise<LoadedBrand | undefined>,
  ) {
    this.money = new RoundMoney(ctx);
    this.settler = new CrashBetSettler(ctx, this.money, brandOf);
    this.merchant = ctx.config.DEFAULT_MERCHANT;
    this.edgeBps = ctx.config.BGS_HOUSE_EDGE_BPS;
    ctx.events.subscribeTopic(TOPIC, (message) => {
      for (const listener of this.listeners) listener(message as CrashServerMessage);
    });
  }

  subscribe(listener: (message: CrashServerMessage) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private broadcast(message: CrashServerMessage): void {
    this.ctx.events
      .publishTopic(TOPIC, message)
      .catch((error) => this.ctx.log.warn({ err: error }, "crash event not published"));
  }

  /**
   * Run by the instance that takes over driving the rounds: loads (or creates) the chain and
   * cancels rounds a previous driver left unfinished. Never by the others, which would cancel the
   * round the driver is running.
   */
  async init(): Promise<void> {
    this.live = undefined;
    await this.cancelUnfinished();
    await this.loadChain();
  }

  start(): void {
    this.timer = setInterval(() => {
      this.advance(Date.now()).catch((error) =>
        this.ctx.log.error({ err: error }, "crash round step failed"),
      );
    }, TICK_MS);
  }

  /** Stops the timer; resolves once the step in flight is done (before the lock is handed over). */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
    // Another instance may drive the rounds from now on: read them from the database.
    this.live = undefined;
  }

  private async loadChain(): Promise<void> {
    let row = await repo.activeChain(this.ctx.pool, this.merchant);
    if (!row) {
      const secret = randomBytes(32).toString("hex");
      const chain = buildChain(secret, this.ctx.config.CRASH_CHAIN_LENGTH);
      await repo.insertChain(this.ctx.pool, {
        merchant: this.merchant,
        secret,
        terminatingHash: chain[chain.length - 1]!,
        length: this.ctx.config.CRASH_CHAIN_LENGTH,
      });
      row = await repo.activeChain(this.ctx.pool, this.merchant);
    }
    this.chainRow = row!;
    this.chain = buildChain(this.chainRow.secret, this.chainRow.length);
  }

  /**
   * A round interrupted by a restart is cancelled and every open bet refunded in full: players
   * could not cash out while the server was down. Its hash and crash point are still published.
   */
  private async cancelUnfinished(): Promise<void> {
    for (const round of await repo.unfinishedCrashRounds(this.ctx.pool)) {
      const refunded = await withTransaction(this.ctx.pool, async (tx) => {
        await repo.setCrashRoundStatus(tx, round.id, "cancelled");
        let bets = 0;
        for (const bet of await repo.crashBets(tx, round.id)) {
          if (bet.status !== "active") continue;
          await this.settler.settle(tx, bet, "cancelled", 10000, "refund", null);
          bets++;
        }
        return bets;
      });
      this.settler.counted(refunded);
    }
  }

  /** Moves the round along; called every tick by the timer, or by tests with their own clock. */
  advance(now: number): Promise<void> {
    // One step at a time. A step that failed (its connection lost) must not stop the ones after
    // it: chained on its rejection, every later step failed with the same error, for good.
    const next = this.running.then(() => this.step(now));
    this.running = next.catch(() => {});
    return next;
  }

  private async step(now: number): Promise<void> {
    if (!this.chainRow) await this.loadChain();
    const live = this.live;
    if (
      !live ||
      (live.row.status === "crashed" &&
        now >= (live.endedAt ?? 0) + this.ctx.config.CRASH_PAUSE_SECONDS * 1000)
    ) {
      await this.open(now);
      return;
    }
    if (live.row.status === "betting" && now >= live.takeoffAt) {
      await repo.setCrashRoundStatus(this.ctx.pool, live.row.id, "running");
      live.row.status = "running";
      this.broadcast({ type: "state", state: await this.state(now) });
    }
    if (live.row.status === "running") {
      const multiplier = Math.min(crashMultiplierAt(now - live.takeoffAt), live.crashPoint);
      await this.autoCashouts(live, multiplier);
      if (multiplier >= live.crashPoint) {
        await this.crash(live, now);
        return;
      }
      if (now - this.lastTickSent >= TICK_MS) {
        this.lastTickSent = now;
        this.broadcast({
          type: "tick",
          roundNumber: live.row.round_number,
          multiplier: fromHundredths(multiplier),
          elapsedMs: now - live.takeoffAt,
        });
      }
    }
  }

  private async open(now: number): Promise<void> {
    const chain = this.chainRow!;
    const salt = await repo.fixSalt(
      this.ctx.pool,
      chain.id,
      this.ctx.config.CRASH_SALT ?? randomBytes(32).toString("hex"),
    );
    chain.salt = salt;
    const last = await repo.lastCrashRound(this.ctx.pool, chain.id);
    const roundNumber = (last?.round_number ?? 0) + 1;
    if (roundNumber > chain.length) {
      await repo.retireChain(this.ctx.pool, chain.id);
      this.chainRow = undefined;
      await this.loadChain();
      return this.open(now);
    }
    const hash = roundHashOf(this.chain, roundNumber);
    const point = crashPoint(hash, salt, this.edgeBps);
    const startsAt = new Date(now + this.ctx.config.CRASH_BETTING_SECONDS * 1000);
    const row = await repo.insertCrashRound(this.ctx.pool, {
      chainId: chain.id,
      roundNumber,
      hash,
      crashPoint: point,
      startsAt,
    });
    this.live = { row, crashPoint: point, takeoffAt: startsAt.getTime() };
    this.broadcast({ type: "state", state: await this.state(now) });
  }

  private async autoCashouts(live: LiveRound, multiplier: number): Promise<void> {
    const bets = await repo.crashBets(this.ctx.pool, live.row.id);
    for (const bet of bets) {
      const auto = (bet.params as { autoCashout: number | null }).autoCashout;
      if (bet.status === "active" && auto !== null && auto <= multiplier && auto <= live.crashPoint) {
        const paid = await withTransaction(this.ctx.pool, async (tx) => {
          const locked = await repo.lockRoundById(tx, bet.round_id);
          if (locked?.status !== "active") return 0;
          await this.settler.settle(tx, locked, "won", auto * 100, "win", live.crashPoint);
          return 1;
        });
        this.settler.counted(paid);
        await this.ctx.events.publish(Number(bet.member_id), { type: "balance" }).catch(() => {});
      }
    }
  }

  private async crash(live: LiveRound, now: number): Promise<void> {
    const settled = await retryOnConflict(() =>
      withTransaction(this.ctx.pool, async (tx) => {
        await repo.setCrashRoundStatus(tx, live.row.id, "crashed");
        let bets = 0;
        for (const bet of await repo.crashBets(tx, live.row.id)) {
          if (bet.status !== "active") continue;
          const auto = (bet.params as { autoCashout: number | null }).autoCashout;
          if (auto !== null && auto <= live.crashPoint)
            await this.settler.settle(tx, bet, "won", auto * 100, "win", live.crashPoint);
          else await this.settler.settle(tx, bet, "lost", 0, "win", live.crashPoint);
          bets++;
        }
        return bets;
      }),
    );
    this.settler.counted(settled);
    live.row.status = "crashed";
    live.endedAt = now;
    this.broadcast({ type: "state", state: await this.state(now) });
  }

  /**
   * The round being played: this instance's own when it drives the rounds, otherwise the driver's
   * latest round as stored (its crash point never leaves the server before the crash).
   */
  private async currentRound(): Promise<{ live: LiveRound; chain: repo.ChainRow }> {
    if (this.live && this.chainRow) return { live: this.live, chain: this.chainRow };
    const chain = await repo.activeChain(this.ctx.pool, this.merchant);
    const row = chain && (await repo.lastCrashRound(this.ctx.pool, chain.id));
    if (!chain || !row) throw new AppError("bgs.crash.unavailable");
    return {
      chain,
      live: {
        row,
        crashPoint: Number(row.crash_point),
        takeoffAt: new Date(row.starts_at).getTime(),
        endedAt: row.ended_at ? new Date(row.ended_at).getTime() : undefined,
      },
    };
  }

  async bet(
    brand: LoadedBrand,
    member: AuthenticatedMember,
    key: string,
    body: { amount: string; demo: boolean; autoCashout: string | null },
  ): Promise<{ round: HouseRound; balance: string }> {
    const auto = body.autoCashout === null ? null : hundredths(body.autoCashout);
    if (auto !== null && (auto < CRASH_MIN_CASHOUT || auto > CRASH_MAX_CASHOUT)) {
      throw new AppError("bgs.crash.cashout.invalid", {
        min: fromHundredths(CRASH_MIN_CASHOUT),
        max: fromHundredths(CRASH_MAX_CASHOUT),
      });
    }
    const w = walletFor(brand, member.id, isDemo(member, body.demo));
    const stake = this.money.parseStake(body.amount, w);
    await this.money.ensurePlayMoney(w);
    const { live } = await this.currentRound();
    const { result } = await retryOnConflict(() =>
      idempotent(
        this.ctx.pool,
        { scope: `bgs:${member.id}`, key, body: { game: "crash", ...body } },
        async (tx) => {
          if ((await repo.crashRoundStatus(tx, live.row.id)) !== "betting")
            throw new AppError("bgs.crash.betting.closed");
          if (await repo.lockCrashBet(tx, member.id, live.row.id)) throw new AppError("bgs.crash.bet.exists");
          const roundId = randomUUID();
          const afterBet = await this.money.bet(tx, w, roundId, "crash", stake);
          const at = new Date().toISOString();
          await repo.insertRound(tx, {
            roundId,
            memberId: member.id,
            merchantCode: w.merchantCode,
            gameCode: "crash",
            demo: w.demo,
            currency: w.currency,
            seedId: null,
            nonce: null,
            clientSeed: null,
            stake,
            win: 0n,
            mult10k: 0,
            balanceBefore: afterBet + stake,
            balanceAfter: null,
            params: { autoCashout: auto, roundNumber: live.row.round_number },
            result: { roundNumber: live.row.round_number },
            steps: [
              {
                at,
                action: "bet",
                detail: {
                  stake: formatMoney(stake, w.decimals),
                  autoCashout: auto === null ? null : fromHundredths(auto),
                },
              },
            ],
            status: "active",
            crashRoundId: live.row.id,
          });
          const row = await repo.findRound(tx, member.id, roundId);
          return { round: toHouseRound(row!, w.decimals), balance: formatMoney(afterBet, w.decimals) };
        },
      ),
    );
    await this.ctx.events.publish(member.id, { type: "balance" }).catch(() => {});
    this.broadcast({ type: "state", state: await this.state(Date.now()) });
    return result;
  }

  /** Cashes out at the multiplier the curve shows now, if the round has not crashed. */
  async cashout(brand: LoadedBrand, member: AuthenticatedMember, now = Date.now()) {
    const { live } = await this.currentRound();
    const result = await retryOnConflict(() =>
      withTransaction(this.ctx.pool, async (tx) => {
        const status = await repo.crashRoundStatus(tx, live.row.id);
        const bet = await repo.lockCrashBet(tx, member.id, live.row.id);
        if (!bet || status === "betting") throw new AppError("bgs.crash.no.bet");
        if (bet.status !== "active" || status !== "running") throw new AppError("bgs.round.ended");
        const multiplier = crashMultiplierAt(now - live.takeoffAt);
        if (multiplier >= live.crashPoint) throw new AppError("bgs.round.ended");
        const w = await this.settler.settle(tx, bet, "won", multiplier * 100, "win", live.crashPoint);
        const row = await repo.findRound(tx, member.id, bet.round_id);
        const balance = await this.money.balance(tx, w!);
        return {
          round: toHouseRound(row!, brand.config.currency.decimals),
          balance: formatMoney(balance, w!.decimals),
        };
      }),
    );
    this.settler.counted(1);
    await this.ctx.events.publish(member.id, { type: "balance" }).catch(() => {});
    this.broadcast({ type: "state", state: await this.state(now) });
    return result;
  }

  async state(now = Date.now()): Promise<CrashState> {
    const { live, chain } = await this.currentRound();
    const bets = await repo.crashBets(this.ctx.pool, live.row.id);
    const names = await this.ctx.members.usernames(bets.map((bet) => Number(bet.member_id)));
    const history = await repo.crashHistory(this.ctx.pool, chain.id, HISTORY);
    const decimals = (await this.brandOf(this.merchant))?.config.currency.decimals ?? 2;
    return crashStateOf({ live, chain, bets, names, history, decimals, now });
  }
}
