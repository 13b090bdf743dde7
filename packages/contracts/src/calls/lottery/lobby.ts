import { defineCall } from "../../call.js";
import {
  LatestResultsReply,
  LotteryMenuQuery,
  OpenedNumbersQuery,
  OpenedNumbersReply,
  OpenedNumeroQuery,
  PopularQuery,
  PopularReply,
  RecentLotteriesReply,
  VnGameMenuReply,
} from "../../lottery.js";

/** SPEC §7 "Lottery": the lobby's menus, popular lotteries and opened (drawn) numbers. */
const lobby = { tag: "lottery", encrypted: false, idempotent: false, method: "GET" } as const;

export const vnGameMenu = defineCall({
  ...lobby,
  module: "GAMELO3",
  access: "guest",
  path: "/lgw/vn/games/game_menu",
  summary: "VN lottery menu: one group per region (North, Central, South) with the next draw's stations",
  query: LotteryMenuQuery,
  reply: VnGameMenuReply,
  errors: [],
});

export const vnRecentMenu = defineCall({
  ...lobby,
  module: "GAMELO3",
  access: "any",
  path: "/lgw/vn/games/game_menu/recent",
  summary: "The lotteries the player bet on lately, newest first",
  query: LotteryMenuQuery,
  reply: RecentLotteriesReply,
  errors: [],
});

export const popular = defineCall({
  ...lobby,
  module: "AGEANNOUNCE3",
  access: "guest",
  path: "/lgw/games/popular",
  summary: "Popular lotteries (tickets over 7 days) and, for a game, its most-bet numbers",
  query: PopularQuery,
  reply: PopularReply,
  errors: ["lottery.game.not.found"],
});

export const vnOpenedNumbers = defineCall({
  ...lobby,
  module: "AGEANNOUNCE3",
  access: "guest",
  path: "/lgw/vn/numeros/opened/game",
  summary: "Opened numbers (result sheets) of a VN game's recent draws, optionally of one station",
  query: OpenedNumbersQuery,
  reply: OpenedNumbersReply,
  errors: ["lottery.game.not.found"],
});

export const openedNumero = defineCall({
  ...lobby,
  module: "AGEANNOUNCE3",
  access: "guest",
  path: "/lotto/lgw/games/opened/numero",
  summary: "Opened numbers of any lottery game: one draw of a day, or the latest drawn",
  query: OpenedNumeroQuery,
  reply: OpenedNumbersReply,
  errors: ["lottery.game.not.found"],
});

export const latestResults = defineCall({
  ...lobby,
  module: "AGEANNOUNCE3",
  access: "guest",
  path: "/lgw/games/opened/latest",
  summary: "The latest drawn result of every lottery game: a whole lobby's cards in one call",
  reply: LatestResultsReply,
  errors: [],
});
