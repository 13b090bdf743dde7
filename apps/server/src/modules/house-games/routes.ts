import { calls } from "@jogada/contracts";
import { type CallBinding, handle } from "../../platform/calls.js";
import type { HouseGames } from "./module.js";

const { houseGames: h } = calls;

/** The house's own games: catalogue, seeds, bets, Mines rounds, crash and the player's rounds. */
export function houseGamesRoutes({ service, crash }: HouseGames): CallBinding[] {
  return [
    handle(h.games, ({ brand, language }) => service.games(brand, language)),

    handle(h.seeds, ({ member }) => service.seeds.current(member.id)),
    handle(h.setClientSeed, ({ member, body }) => service.seeds.setClientSeed(member.id, body.clientSeed)),
    handle(h.rotateSeed, ({ member }) => service.seeds.rotate(member.id)),

    handle(h.diceBet, ({ brand, member, idempotencyKey, body: { amount, demo, autoRunId, ...body } }) =>
      service.instantBet(brand, member, idempotencyKey, { game: "dice", body, amount, demo, autoRunId }),
    ),
    handle(h.limboBet, ({ brand, member, idempotencyKey, body: { amount, demo, autoRunId, ...body } }) =>
      service.instantBet(brand, member, idempotencyKey, { game: "limbo", body, amount, demo, autoRunId }),
    ),
    handle(h.plinkoBet, ({ brand, member, idempotencyKey, body: { amount, demo, autoRunId, ...body } }) =>
      service.instantBet(brand, member, idempotencyKey, { game: "plinko", body, amount, demo, autoRunId }),
    ),
    handle(h.kenoBet, ({ brand, member, idempotencyKey, body: { amount, demo, autoRunId, ...body } }) =>
      service.instantBet(brand, member, idempotencyKey, { game: "keno", body, amount, demo, autoRunId }),
    ),
    handle(h.slotSpin, ({ brand, member, idempotencyKey, params, body }) =>
      service.instantBet(brand, member, idempotencyKey, {
        game: "slot",
        code: params.code,
        amount: body.amount,
        demo: body.demo,
        autoRunId: body.autoRunId,
      }),
    ),

    handle(h.minesStart, ({ brand, member, idempotencyKey, body }) =>
      service.mines.start(brand, member, idempotencyKey, body),
    ),
    handle(h.minesReveal, ({ brand, member, body }) =>
      service.mines.reveal(brand, member, body.roundId, body.tile),
    ),
    handle(h.minesCashout, ({ brand, member, body }) => service.mines.cashout(brand, member, body.roundId)),
    handle(h.minesActive, async ({ brand, member, query }) => ({
      round: await service.mines.active(brand, member, query.demo === "true"),
    })),

    handle(h.rounds, async ({ brand, member, query }) => ({
      list: await service.recentRounds(brand, member, query.game),
    })),
    handle(h.round, ({ brand, member, params }) => service.round(brand, member, params.roundId)),

    handle(h.crashState, () => crash.state()),
    handle(h.crashBet, ({ brand, member, idempotencyKey, body }) =>
      crash.bet(brand, member, idempotencyKey, body),
    ),
    handle(h.crashCashout, ({ brand, member }) => crash.cashout(brand, member)),
  ];
}
