import { defineCall } from "../../call.js";
import { FavoriteToggleBody, FavoriteToggleReply, GameListReply, PagedGamesQuery } from "../../games.js";

/** The player's own lists: favourites and recently played (trial accounts too). */
const own = { access: "any", tag: "games", encrypted: false, idempotent: false } as const;

export const toggleFavourite = defineCall({
  ...own,
  module: "GAMELOFAV3",
  method: "POST",
  path: "/wps/relay/MCSFE_getFavoriteGames",
  summary: "Add a game to, or remove it from, the player's favourites",
  body: FavoriteToggleBody,
  reply: FavoriteToggleReply,
  errors: ["game.not.found"],
});

export const favouriteGames = defineCall({
  ...own,
  module: "GAMELOFAV3",
  method: "GET",
  path: "/wps/relay/MCSFE_getFavoriteGamesList",
  dataField: true,
  summary: "The player's favourite games, paged",
  query: PagedGamesQuery,
  reply: GameListReply,
  errors: [],
});

export const recentGames = defineCall({
  ...own,
  module: "GAMELOREC3",
  method: "GET",
  path: "/wps/relay/GCS_recentGame",
  dataField: true,
  summary: "Games the player launched recently, newest first",
  query: PagedGamesQuery,
  reply: GameListReply,
  errors: [],
});
