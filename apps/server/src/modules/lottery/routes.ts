import { calls } from "@jogada/contracts";
import type { OddsGame } from "@jogada/games";
import { type CallBinding, handle } from "../../platform/calls.js";
import { AppError } from "../../platform/errors.js";
import type { Lottery } from "./module.js";
import { oddsFromText } from "./views.js";

const { lottery: l } = calls;

/** Lotteries: lobby, draws, tickets, chases and the back office's odds, alerts and voids. */
export function lotteryRoutes(lottery: Lottery): CallBinding[] {
  const { lobby, tickets, chases, settlement, settings, results } = lottery;
  return [
    handle(l.vnGameMenu, ({ language }) => lobby.vnMenu(language)),
    handle(l.vnRecentMenu, ({ member, language }) => lobby.recent(member.id, language)),
    handle(l.popular, ({ language, query }) => lobby.popular(language, query.count, query.gameCode)),
    handle(l.vnOpenedNumbers, ({ query }) =>
      lobby.opened(query.gameCode, query.count, { station: query.station }, true),
    ),
    handle(l.openedNumero, ({ query }) =>
      lobby.opened(query.gameCode, query.count, { numero: query.numero }, false),
    ),

    handle(l.latestResults, () => lobby.latest()),

    handle(l.openDraws, ({ params, query, language }) =>
      lobby.openDraws(params.gameCode, query.count, language),
    ),
    handle(l.drawResults, ({ params, query }) => lobby.results(params.gameCode, query.page, query.size)),
    handle(l.drawVerification, ({ params }) => lobby.verification(params.drawId)),
    handle(l.gameOdds, ({ brand, params }) => lobby.odds(brand, params.gameCode)),

    handle(l.placeTickets, ({ brand, member, language, idempotencyKey, body }) =>
      tickets.place(brand, member, language, idempotencyKey, body),
    ),
    handle(l.myTickets, ({ brand, member, language, query }) => tickets.list(brand, member, language, query)),
    handle(l.ticketDetail, ({ brand, member, language, params }) =>
      tickets.detail(brand, member, language, params.ticketNo),
    ),
    handle(l.cancelTicket, ({ brand, member, language, idempotencyKey, params }) =>
      tickets.cancel(brand, member, language, idempotencyKey, params.ticketNo),
    ),

    handle(l.createChase, ({ brand, member, language, idempotencyKey, body }) =>
      chases.create(brand, member, language, idempotencyKey, body),
    ),
    handle(l.myChases, ({ brand, member, language, query }) =>
      chases.list(brand, member, language, query.page, query.size),
    ),
    handle(l.stopChase, ({ brand, member, language, params }) =>
      chases.stop(brand, member, language, params.chaseNo),
    ),

    handle(l.opsOdds, async ({ query }) => lobby.opsOdds(await lottery.brand(query.merchant))),
    handle(l.opsSaveOdds, async ({ operator, params, query, body }) => {
      const brand = await lottery.brand(query.merchant);
      const odds: Record<string, number> = {};
      for (const [key, text] of Object.entries(body.odds)) {
        const value = oddsFromText(text);
        if (value === undefined)
          throw new AppError("lottery.odds.invalid", { key }, { field: `odds.${key}` });
        odds[key] = value;
      }
      const game = params.game as OddsGame;
      await settings.save(
        brand.config.merchantCode,
        brand.config.currency.decimals,
        { game, odds },
        operator,
      );
      const saved = (await lobby.opsOdds(brand)).tables.find((t) => t.game === game)!;
      return saved;
    }),
    handle(l.opsAlerts, ({ query }) => lobby.alerts(query.open === "true", query.page, query.size)),
    handle(l.opsVoidDraw, ({ params, body }) => settlement.voidDraw(params.drawId, body.reason)),
    handle(l.opsResolveAlert, ({ operator, params, body }) =>
      results.operations.resolveAlert(params.alertId, operator, body.note),
    ),
    handle(l.opsManualResult, ({ operator, params, body }) =>
      results.operations.enterResult(params.drawId, operator, body.result, body.reason),
    ),
  ];
}
