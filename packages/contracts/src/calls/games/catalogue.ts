import { defineCall } from "../../call.js";
import {
  GameListQuery,
  GameListReply,
  GameMenusReply,
  HotGamesQuery,
  HotGamesReply,
  RankListQuery,
  RankListReply,
  RoomListQuery,
  RoomListReply,
} from "../../games.js";

/**
 * The catalogue is public; a session, when sent, marks the player's favourites. The egames calls
 * take their filters in the query or, as SPEC §7 sends them, in a `data` field.
 */
const catalogue = { tag: "games", encrypted: false, idempotent: false, method: "GET" } as const;

export const gameList = defineCall({
  ...catalogue,
  module: "GAMELO3",
  access: "optional",
  path: "/wps/relay/GCSGAME_gameList",
  dataField: true,
  summary: "Game list of a category, vendor or subtype, with name search and paging",
  query: GameListQuery,
  reply: GameListReply,
  errors: [],
});

export const hotGames = defineCall({
  ...catalogue,
  module: "GAMELOHOT3",
  access: "optional",
  path: "/wps/relay/GCSGAME_hotGamesV2",
  dataField: true,
  summary: "Hot games (isHot = 1), optionally of one vendor or category",
  query: HotGamesQuery,
  reply: HotGamesReply,
  errors: [],
});

export const gameMenus = defineCall({
  ...catalogue,
  module: "GAMELO3",
  access: "guest",
  path: "/lgw/games/game_menus",
  summary: "Vendor lanes per category (cards with display name, logo, hot badge) and the providers row",
  reply: GameMenusReply,
  errors: [],
});

export const rankList = defineCall({
  ...catalogue,
  module: "GAMELO3",
  access: "guest",
  path: "/wps/relay/GCSGAME_getRankList",
  dataField: true,
  summary: "Winner board: the biggest real-money wins of settled rounds",
  query: RankListQuery,
  reply: RankListReply,
  errors: [],
});

export const roomList = defineCall({
  ...catalogue,
  module: "GAMELO3",
  access: "guest",
  path: "/wps/relay/GLS2_roomList",
  summary: "Pvp rooms of a vendor or game",
  query: RoomListQuery,
  reply: RoomListReply,
  errors: [],
});
