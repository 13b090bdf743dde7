import {
  OpsGameListReply,
  OpsGameParams,
  OpsGameQuery,
  OpsGameReply,
  OpsGameUpdateRequest,
  VendorListReply,
  VendorParams,
  VendorUpdateRequest,
} from "../../back-office.js";
import { defineCall } from "../../call.js";
import { ops } from "./ops.js";

export const listVendors = defineCall({
  ...ops,
  permission: "games.read",
  method: "GET",
  path: "/ops/games/vendors",
  idempotent: false,
  summary: "Game vendors with their state, order and number of games",
  reply: VendorListReply,
  errors: [],
});

export const updateVendor = defineCall({
  ...ops,
  permission: "games.write",
  method: "PUT",
  path: "/ops/games/vendors/:vendor",
  idempotent: false,
  summary: "Switch a vendor on or off, or move it",
  params: VendorParams,
  body: VendorUpdateRequest,
  reply: VendorListReply,
  errors: ["operator.vendor.not.found"],
});

export const listGames = defineCall({
  ...ops,
  permission: "games.read",
  method: "GET",
  path: "/ops/games",
  idempotent: false,
  summary: "Games by vendor or name, paged",
  query: OpsGameQuery,
  reply: OpsGameListReply,
  errors: [],
});

export const updateGame = defineCall({
  ...ops,
  permission: "games.write",
  method: "PUT",
  path: "/ops/games/:gameId",
  idempotent: false,
  summary: "Switch a game on or off, mark it hot, or move it",
  params: OpsGameParams,
  body: OpsGameUpdateRequest,
  reply: OpsGameReply,
  errors: ["operator.game.not.found"],
});
