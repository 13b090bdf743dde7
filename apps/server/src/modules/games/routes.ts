import { calls, GameListQuery } from "@jogada/contracts";
import { type CallBinding, handle } from "../../platform/calls.js";
import type { AppContext } from "../../platform/context.js";
import type { AggregatorClient } from "./aggregator-client.js";
import { CatalogueService } from "./catalogue-service.js";
import type { Hub88Client } from "./hub88-client.js";
import { LaunchService } from "./launch-service.js";
import { RecordsService } from "./records-service.js";

const { games: g } = calls;

/** Third-party games: catalogue, favourites, launch and records (DESIGN.md §5). */
export function gamesRoutes(
  ctx: AppContext,
  aggregator: AggregatorClient,
  hub88?: Hub88Client,
): CallBinding[] {
  const catalogue = new CatalogueService(ctx);
  const launcher = new LaunchService(ctx, aggregator, hub88);
  const records = new RecordsService(ctx);
  return [
    handle(g.gameList, ({ member, brand, query, language }) =>
      catalogue.list(brand, query, language, member?.id),
    ),
    handle(g.hotGames, async ({ member, brand, query, language }) => ({
      games: await catalogue.hot(
        brand,
        { vendor: query.vassalage, gameType: query.gameType, size: query.size },
        language,
        member?.id,
      ),
    })),
    handle(g.gameMenus, ({ brand, language }) => catalogue.menus(brand, language)),
    handle(g.toggleFavourite, async ({ member, body }) => ({
      nodeId: body.nodeId,
      isFavorite: await catalogue.setFavourite(member.id, body.nodeId, body.action === "add"),
    })),
    handle(g.favouriteGames, ({ member, brand, query, language }) =>
      catalogue.list(brand, GameListQuery.parse({ ...query, favorite: "1" }), language, member.id),
    ),
    handle(g.recentGames, ({ member, brand, query, language }) =>
      catalogue.recent(brand, member.id, query.pageNo, query.pageSize, language),
    ),
    handle(g.rankList, async ({ brand, query }) => ({ list: await records.rankList(brand, query) })),
    handle(g.roomList, async ({ query, language }) => ({ rooms: await catalogue.rooms(query, language) })),
    handle(g.launchGame, ({ member, brand, body, language, ip, request }) =>
      launcher.launch(brand, member, body, language, { ip, country: request.country }),
    ),
    handle(g.betRecords, ({ member, brand, query, language }) =>
      records.betRecords(brand, member.id, query, language),
    ),
    handle(g.personalProfit, ({ member, brand, query }) => records.profit(brand, member.id, query)),
  ];
}
