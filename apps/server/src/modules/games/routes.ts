import {
  BetRecordQuery,
  BetRecordReply,
  FavoriteToggleBody,
  FavoriteToggleReply,
  GameListQuery,
  GameListReply,
  GameMenusReply,
  HotGamesQuery,
  HotGamesReply,
  LaunchGameBody,
  LaunchGameReply,
  PagedGamesQuery,
  ProfitQuery,
  ProfitReply,
  RankListQuery,
  RankListReply,
  RoomListQuery,
  RoomListReply,
} from "@jogada/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../platform/context.js";
import { AggregatorClient } from "./aggregator-client.js";
import { CatalogueService } from "./catalogue-service.js";
import { CatalogueSync } from "./catalogue-sync.js";
import { LaunchService } from "./launch-service.js";
import { RecordsService } from "./records-service.js";

/** The aggregator adapter as configured (its own URL, or the partners' base address). */
export function aggregatorOf(ctx: AppContext): AggregatorClient {
  const config = ctx.config;
  return new AggregatorClient(
    config.AGGREGATOR_URL ?? `${config.SANDBOX_URL}/aggregator`,
    config.AGGREGATOR_SECRET,
    config.AGGREGATOR_OPERATOR,
  );
}

/** Third-party games: catalogue, launch, seamless wallet and records (DESIGN.md §5). */
export const gamesModule: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const aggregator = aggregatorOf(ctx);
  const catalogue = new CatalogueService(ctx);
  const launcher = new LaunchService(ctx, aggregator);
  const records = new RecordsService(ctx);
  const sync = new CatalogueSync(ctx.pool, aggregator, ctx.log, ctx.config.GAMES_SYNC_INTERVAL_SECONDS);
  app.addHook("onReady", async () => sync.start());
  app.addHook("onClose", async () => sync.stop());

  const memberId = (member: { id: number } | null) => member?.id;

  app.get(
    "/wps/relay/GCSGAME_gameList",
    {
      config: { modId: "GAMELO3", auth: "optional" },
      schema: {
        tags: ["games"],
        summary: "Game list of a category, vendor or subtype, with name search and paging",
        querystring: GameListQuery,
        response: { 200: GameListReply },
      },
    },
    async (request) => ({
      success: true as const,
      value: await catalogue.list(request.brand, request.query, memberId(request.member)),
    }),
  );

  app.get(
    "/wps/relay/GCSGAME_hotGamesV2",
    {
      config: { modId: "GAMELOHOT3", auth: "optional" },
      schema: {
        tags: ["games"],
        summary: "Hot games (isHot = 1), optionally of one vendor or category",
        querystring: HotGamesQuery,
        response: { 200: HotGamesReply },
      },
    },
    async (request) => ({
      success: true as const,
      value: {
        games: await catalogue.hot(
          request.brand,
          { vendor: request.query.vassalage, gameType: request.query.gameType, size: request.query.size },
          memberId(request.member),
        ),
      },
    }),
  );

  app.get(
    "/lgw/games/game_menus",
    {
      config: { modId: "GAMELO3" },
      schema: {
        tags: ["games"],
        summary: "Vendor lanes per category (cards with display name, logo, hot badge) and the providers row",
        response: { 200: GameMenusReply },
      },
    },
    async (request) => ({
      success: true as const,
      value: await catalogue.menus(request.brand, request.language),
    }),
  );

  app.post(
    "/wps/relay/MCSFE_getFavoriteGames",
    {
      config: { modId: "GAMELOFAV3", auth: "any" },
      schema: {
        tags: ["games"],
        summary: "Add a game to, or remove it from, the player's favourites",
        body: FavoriteToggleBody,
        response: { 200: FavoriteToggleReply },
      },
    },
    async (request) => ({
      success: true as const,
      value: {
        nodeId: request.body.nodeId,
        isFavorite: await catalogue.setFavourite(
          request.member!.id,
          request.body.nodeId,
          request.body.action === "add",
        ),
      },
    }),
  );

  app.get(
    "/wps/relay/MCSFE_getFavoriteGamesList",
    {
      config: { modId: "GAMELOFAV3", auth: "any" },
      schema: {
        tags: ["games"],
        summary: "The player's favourite games, paged",
        querystring: PagedGamesQuery,
        response: { 200: GameListReply },
      },
    },
    async (request) => ({
      success: true as const,
      value: await catalogue.list(
        request.brand,
        GameListQuery.parse({ ...request.query, favorite: "1" }),
        request.member!.id,
      ),
    }),
  );

  app.get(
    "/wps/relay/GCS_recentGame",
    {
      config: { modId: "GAMELOREC3", auth: "any" },
      schema: {
        tags: ["games"],
        summary: "Games the player launched recently, newest first",
        querystring: PagedGamesQuery,
        response: { 200: GameListReply },
      },
    },
    async (request) => ({
      success: true as const,
      value: await catalogue.recent(
        request.brand,
        request.member!.id,
        request.query.pageNo,
        request.query.pageSize,
      ),
    }),
  );

  app.get(
    "/wps/relay/GCSGAME_getRankList",
    {
      config: { modId: "GAMELO3" },
      schema: {
        tags: ["games"],
        summary: "Winner board: the biggest real-money wins of settled rounds",
        querystring: RankListQuery,
        response: { 200: RankListReply },
      },
    },
    async (request) => ({
      success: true as const,
      value: { list: await records.rankList(request.brand, request.query) },
    }),
  );

  app.get(
    "/wps/relay/GLS2_roomList",
    {
      config: { modId: "GAMELO3" },
      schema: {
        tags: ["games"],
        summary: "Pvp rooms of a vendor or game",
        querystring: RoomListQuery,
        response: { 200: RoomListReply },
      },
    },
    async (request) => ({ success: true as const, value: { rooms: await catalogue.rooms(request.query) } }),
  );

  app.post(
    "/wps/game/launchGame",
    {
      config: { modId: "GAMELO3", auth: "any" },
      schema: {
        tags: ["games"],
        summary: "Launch a game (or a pvp room): the address to show in the game frame",
        body: LaunchGameBody,
        response: { 200: LaunchGameReply },
      },
    },
    async (request) => ({
      success: true as const,
      value: await launcher.launch(request.brand, request.member!, request.body, request.language),
    }),
  );

  app.get(
    "/wps/relay/ODSFE2_betRecord",
    {
      config: { auth: "real" },
      schema: {
        tags: ["games"],
        summary: "Betting record: every round with vendor, game, stake, win and result",
        querystring: BetRecordQuery,
        response: { 200: BetRecordReply },
      },
    },
    async (request) => ({
      success: true as const,
      value: await records.betRecords(request.brand, request.member!.id, request.query),
    }),
  );

  app.get(
    "/wps/relay/ODSFE2_personalProfit",
    {
      config: { auth: "real" },
      schema: {
        tags: ["games"],
        summary: "Personal profit and loss per category over a period",
        querystring: ProfitQuery,
        response: { 200: ProfitReply },
      },
    },
    async (request) => ({
      success: true as const,
      value: await records.profit(request.brand, request.member!.id, request.query),
    }),
  );
};
