import {
  ActiveRoundReply,
  BetReply,
  ClientSeedBody,
  CrashBetBody,
  CrashCashoutBody,
  CrashStateReply,
  DiceBetBody,
  HouseGamesReply,
  KenoBetBody,
  LimboBetBody,
  MinesCashoutBody,
  MinesRevealBody,
  MinesStartBody,
  PlinkoBetBody,
  RotateSeedReply,
  RoundParams,
  RoundReply,
  RoundsQuery,
  RoundsReply,
  SeedReply,
  SlotParams,
  SlotSpinBody,
} from "@jogada/contracts";
import fp from "fastify-plugin";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { PoolClient } from "pg";
import { z } from "zod";
import type { AppContext } from "../../platform/context.js";
import { idempotencyKeyOf } from "../../platform/idempotency.js";
import { CrashEngine } from "./crash.js";
import { crashSocket } from "./crash-socket.js";
import * as repo from "./repository.js";
import { HouseGamesService } from "./service.js";

declare module "fastify" {
  interface FastifyInstance {
    /** The house games' services, for the crash timer and tests that drive rounds by hand. */
    houseGames: { service: HouseGamesService; crash: CrashEngine };
  }
}

const tags = ["house games"];
const money = { auth: "any" as const, modId: "GAMELO3" as const, throttle: "bet" as const };
const ActiveQuery = z.object({ demo: z.enum(["true", "false"]).default("false") });

const plugin: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = new HouseGamesService(ctx);
  const brandOf = (merchant: string) => ctx.brands.get(merchant);
  const crash = new CrashEngine(ctx, brandOf);
  app.decorate("houseGames", { service, crash });

  app.get(
    "/wps/bgs/games",
    {
      config: { modId: "GAMELO3" },
      schema: {
        tags,
        summary: "The house's games with their RTP, house edge and stake limits",
        response: { 200: HouseGamesReply },
      },
    },
    async (request) => ({ success: true as const, value: service.games(request.brand, request.language) }),
  );

  app.get(
    "/wps/bgs/seeds",
    {
      config: { auth: "any" },
      schema: {
        tags,
        summary: "The player's seeds: SHA-256 of the server seed, client seed, next nonce",
        response: { 200: SeedReply },
      },
    },
    async (request) => ({ success: true as const, value: await service.seeds.current(request.member!.id) }),
  );

  app.post(
    "/wps/bgs/seeds/client",
    {
      config: { auth: "any" },
      schema: {
        tags,
        summary: "Changes the client seed",
        body: ClientSeedBody,
        response: { 200: SeedReply },
      },
    },
    async (request) => ({
      success: true as const,
      value: await service.seeds.setClientSeed(request.member!.id, request.body.clientSeed),
    }),
  );

  app.post(
    "/wps/bgs/seeds/rotate",
    {
      config: { auth: "any" },
      schema: {
        tags,
        summary: "Reveals the server seed in use and starts a new one",
        response: { 200: RotateSeedReply },
      },
    },
    async (request) => ({ success: true as const, value: await service.seeds.rotate(request.member!.id) }),
  );

  const betRoute = {
    tags,
    headers: z.object({ "idempotency-key": z.string().optional() }),
    response: { 200: BetReply },
  };

  app.post(
    "/wps/bgs/dice/bet",
    {
      config: money,
      schema: { ...betRoute, summary: "Dice: roll over or under a target", body: DiceBetBody },
    },
    async (request) => {
      const { amount, demo, ...body } = request.body;
      const value = await service.instantBet(request.brand, request.member!, idempotencyKeyOf(request), {
        game: "dice",
        body,
        amount,
        demo,
      });
      return { success: true as const, value };
    },
  );

  app.post(
    "/wps/bgs/limbo/bet",
    {
      config: money,
      schema: { ...betRoute, summary: "Limbo: the result must reach the target", body: LimboBetBody },
    },
    async (request) => {
      const { amount, demo, ...body } = request.body;
      const value = await service.instantBet(request.brand, request.member!, idempotencyKeyOf(request), {
        game: "limbo",
        body,
        amount,
        demo,
      });
      return { success: true as const, value };
    },
  );

  app.post(
    "/wps/bgs/plinko/bet",
    { config: money, schema: { ...betRoute, summary: "Plinko: one ball", body: PlinkoBetBody } },
    async (request) => {
      const { amount, demo, ...body } = request.body;
      const value = await service.instantBet(request.brand, request.member!, idempotencyKeyOf(request), {
        game: "plinko",
        body,
        amount,
        demo,
      });
      return { success: true as const, value };
    },
  );

  app.post(
    "/wps/bgs/keno/bet",
    { config: money, schema: { ...betRoute, summary: "Keno: 10 numbers drawn from 40", body: KenoBetBody } },
    async (request) => {
      const { amount, demo, ...body } = request.body;
      const value = await service.instantBet(request.brand, request.member!, idempotencyKeyOf(request), {
        game: "keno",
        body,
        amount,
        demo,
      });
      return { success: true as const, value };
    },
  );

  app.post(
    "/wps/bgs/slots/:code/spin",
    {
      config: money,
      schema: {
        ...betRoute,
        summary: "Slots: one paid spin and the free spins it awards",
        params: SlotParams,
        body: SlotSpinBody,
      },
    },
    async (request) => {
      const value = await service.instantBet(request.brand, request.member!, idempotencyKeyOf(request), {
        game: "slot",
        code: request.params.code,
        amount: request.body.amount,
        demo: request.body.demo,
      });
      return { success: true as const, value };
    },
  );

  app.post(
    "/wps/bgs/mines/start",
    {
      config: money,
      schema: { ...betRoute, summary: "Mines: starts a round (stake debited)", body: MinesStartBody },
    },
    async (request) => ({
      success: true as const,
      value: await service.minesStart(
        request.brand,
        request.member!,
        idempotencyKeyOf(request),
        request.body,
      ),
    }),
  );

  app.post(
    "/wps/bgs/mines/reveal",
    {
      config: money,
      schema: {
        tags,
        summary: "Mines: opens a tile (0-24)",
        body: MinesRevealBody,
        response: { 200: BetReply },
      },
    },
    async (request) => ({
      success: true as const,
      value: await service.minesReveal(
        request.brand,
        request.member!,
        request.body.roundId,
        request.body.tile,
      ),
    }),
  );

  app.post(
    "/wps/bgs/mines/cashout",
    {
      config: money,
      schema: {
        tags,
        summary: "Mines: takes the current multiplier",
        body: MinesCashoutBody,
        response: { 200: BetReply },
      },
    },
    async (request) => ({
      success: true as const,
      value: await service.minesCashout(request.brand, request.member!, request.body.roundId),
    }),
  );

  app.get(
    "/wps/bgs/mines/active",
    {
      config: { auth: "any" },
      schema: {
        tags,
        summary: "Mines: the round left open, to resume it",
        querystring: ActiveQuery,
        response: { 200: ActiveRoundReply },
      },
    },
    async (request) => ({
      success: true as const,
      value: {
        round: await service.activeMines(request.brand, request.member!, request.query.demo === "true"),
      },
    }),
  );

  app.get(
    "/wps/bgs/rounds",
    {
      config: { auth: "any" },
      schema: {
        tags,
        summary: "The player's last 10 rounds of a game, with every step",
        querystring: RoundsQuery,
        response: { 200: RoundsReply },
      },
    },
    async (request) => ({
      success: true as const,
      value: { list: await service.recentRounds(request.brand, request.member!, request.query.game) },
    }),
  );

  app.get(
    "/wps/bgs/rounds/:roundId",
    {
      config: { auth: "any" },
      schema: {
        tags,
        summary: "One of the player's rounds",
        params: RoundParams,
        response: { 200: RoundReply },
      },
    },
    async (request) => ({
      success: true as const,
      value: await service.round(request.brand, request.member!, request.params.roundId),
    }),
  );

  app.get(
    "/wps/bgs/crash/state",
    {
      config: { modId: "GAMELO3" },
      schema: {
        tags,
        summary: "Crash: the current round, its bets and the recent rounds with their hashes",
        response: { 200: CrashStateReply },
      },
    },
    async () => ({ success: true as const, value: await crash.state() }),
  );

  app.post(
    "/wps/bgs/crash/bet",
    {
      config: money,
      schema: { ...betRoute, summary: "Crash: a bet on the round taking bets", body: CrashBetBody },
    },
    async (request) => ({
      success: true as const,
      value: await crash.bet(request.brand, request.member!, idempotencyKeyOf(request), request.body),
    }),
  );

  app.post(
    "/wps/bgs/crash/cashout",
    {
      config: money,
      schema: {
        tags,
        summary: "Crash: cashes out at the current multiplier",
        body: CrashCashoutBody,
        response: { 200: BetReply },
      },
    },
    async (request) => ({
      success: true as const,
      value: await crash.cashout(request.brand, request.member!),
    }),
  );

  await app.register(crashSocket, { ctx, crash });

  const stale = setInterval(() => {
    service
      .settleStale()
      .catch((error) => ctx.log.error({ err: error }, "settling idle house rounds failed"));
  }, 60_000);
  stale.unref();
  const leadership = new CrashLeadership(ctx, crash);
  app.addHook("onReady", async () => {
    await crash.init();
    if (ctx.config.CRASH_ENABLED) await leadership.claim();
  });
  app.addHook("onClose", async () => {
    clearInterval(stale);
    crash.stop();
    await leadership.release();
  });
};

/** Not encapsulated, so `app.houseGames` is visible to the crash timer's owner and to tests. */
export const houseGamesModule = fp(plugin, { name: "house-games" });

/**
 * Only one server instance drives the shared crash rounds: the one holding this advisory lock on
 * a connection of its own. The others keep trying, so one takes over when the leader stops.
 */
class CrashLeadership {
  private client?: PoolClient;
  private retry?: NodeJS.Timeout;
  private closed = false;

  constructor(
    private readonly ctx: AppContext,
    private readonly crash: CrashEngine,
  ) {}

  async claim(): Promise<void> {
    if (this.closed) return;
    const client = await this.ctx.pool.connect();
    if (await repo.tryCrashLeadership(client)) {
      this.client = client;
      this.crash.start();
      return;
    }
    client.release();
    this.retry = setTimeout(() => {
      this.claim().catch((error) => this.ctx.log.warn({ err: error }, "crash leadership claim failed"));
    }, 10_000);
    this.retry.unref();
  }

  async release(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    if (!this.client) return;
    await repo.releaseCrashLeadership(this.client).catch(() => {});
    this.client.release();
    this.client = undefined;
  }
}
