import { calls } from "@jogada/contracts";
import { type CallBinding, handle } from "../../platform/calls.js";
import type { Metrics } from "../../platform/metrics.js";
import type { HouseGames } from "./module.js";

const { houseGames: h } = calls;

/**
 * Counts a bet taken (`bet`) and a round that ended (`settled`) when the call answers. Crash
 * bets settle in the shared round's engine (a cash-out, the crash, a refund), which counts them.
 */
function counter(metrics: Metrics | undefined) {
  const bets = metrics?.bets.labels({ product: "house" });
  const settled = metrics?.roundsSettled.labels({ product: "house" });
  return <T extends { round?: { status?: string } | null }>(what: "bet" | "settled" | "both", answer: T) => {
    if (what !== "settled") bets?.inc();
    if (what !== "bet" && answer.round?.status !== "active") settled?.inc();
    return answer;
  };
}

/** The house's own games: catalogue, seeds, bets, Mines rounds, crash and the player's rounds. */
export function houseGamesRoutes({ service, crash }: HouseGames, metrics?: Metrics): CallBinding[] {
  const count = counter(metrics);
  return [
    handle(h.games, ({ brand, language }) => service.games(brand, language)),

    handle(h.seeds, ({ member }) => service.seeds.current(member.id)),
    handle(h.setClientSeed, ({ member, body }) => service.seeds.setClientSeed(member.id, body.clientSeed)),
    handle(h.rotateSeed, ({ member }) => service.seeds.rotate(member.id)),

    handle(h.diceBet, async ({ brand, member, idempotencyKey, body: { amount, demo, autoRunId, ...body } }) =>
      count(
        "both",
        await service.instantBet(brand, member, idempotencyKey, {
          game: "dice",
          body,
          amount,
          demo,
          autoRunId,
        }),
      ),
    ),
    handle(
      h.limboBet,
      async ({ brand, member, idempotencyKey, body: { amount, demo, autoRunId, ...body } }) =>
        count(
          "both",
          await service.instantBet(brand, member, idempotencyKey, {
            game: "limbo",
            body,
            amount,
            demo,
            autoRunId,
          }),
        ),
    ),
    handle(
      h.plinkoBet,
      async ({ brand, member, idempotencyKey, body: { amount, demo, autoRunId, ...body } }) =>
        count(
          "both",
          await service.instantBet(brand, member, idempotencyKey, {
            game: "plinko",
            body,
            amount,
            demo,
            autoRunId,
          }),
        ),
    ),
    handle(h.kenoBet, async ({ brand, member, idempotencyKey, body: { amount, demo, autoRunId, ...body } }) =>
      count(
        "both",
        await service.instantBet(brand, member, idempotencyKey, {
          game: "keno",
          body,
          amount,
          demo,
          autoRunId,
        }),
      ),
    ),
    handle(h.slotSpin, async ({ brand, member, idempotencyKey, params, body }) =>
      count(
        "both",
        await service.instantBet(brand, member, idempotencyKey, {
          game: "slot",
          code: params.code,
          amount: body.amount,
          demo: body.demo,
          autoRunId: body.autoRunId,
        }),
      ),
    ),

    handle(h.minesStart, async ({ brand, member, idempotencyKey, body }) =>
      count("bet", await service.mines.start(brand, member, idempotencyKey, body)),
    ),
    handle(h.minesReveal, async ({ brand, member, body }) =>
      count("settled", await service.mines.reveal(brand, member, body.roundId, body.tile)),
    ),
    handle(h.minesCashout, async ({ brand, member, body }) =>
      count("settled", await service.mines.cashout(brand, member, body.roundId)),
    ),
    handle(h.minesActive, async ({ brand, member, query }) => ({
      round: await service.mines.active(brand, member, query.demo === "true"),
    })),

    handle(h.rounds, async ({ brand, member, query }) => ({
      list: await service.recentRounds(brand, member, query.game),
    })),
    handle(h.round, ({ brand, member, params }) => service.round(brand, member, params.roundId)),

    handle(h.crashState, () => crash.state()),
    handle(h.crashBet, async ({ brand, member, idempotencyKey, body }) =>
      count("bet", await crash.bet(brand, member, idempotencyKey, body)),
    ),
    handle(h.crashCashout, ({ brand, member }) => crash.cashout(brand, member)),
  ];
}
