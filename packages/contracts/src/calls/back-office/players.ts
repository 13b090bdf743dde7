import {
  CsvReply,
  PlayerBetsQuery,
  PlayerBetsReply,
  PlayerExportQuery,
  PlayerLabelsReply,
  PlayerLabelsRequest,
  PlayerLinkParams,
  PlayerLinkReviewRequest,
  PlayerLinksReply,
  PlayerListReply,
  PlayerNoteReply,
  PlayerNoteRequest,
  PlayerNotesReply,
  PlayerParams,
  PlayerProfileReply,
  PlayerSearchQuery,
  PlayerSessionsReply,
  PlayerStatusRequest,
} from "../../back-office.js";
import { defineCall } from "../../call.js";
import { PageQuery } from "../../envelope.js";
import { ops } from "./ops.js";

export const searchPlayers = defineCall({
  ...ops,
  permission: "players.read",
  method: "GET",
  path: "/ops/players",
  idempotent: false,
  summary: "Find players by id, name, username, e-mail, phone, IP or label; paged on the server",
  query: PlayerSearchQuery,
  reply: PlayerListReply,
  errors: [],
});

export const exportPlayers = defineCall({
  ...ops,
  permission: "personal-data.export",
  method: "GET",
  path: "/ops/players/export.csv",
  idempotent: false,
  binary: true,
  summary:
    "The players of a search as CSV, streamed row by row; each export is in the audit log (who, filters, rows)",
  query: PlayerExportQuery,
  reply: CsvReply,
  errors: [],
});

export const playerProfile = defineCall({
  ...ops,
  permission: "players.read",
  method: "GET",
  path: "/ops/players/:memberId",
  idempotent: false,
  summary: "A player's profile: status, labels, VIP level, balance, deposits and withdrawals",
  params: PlayerParams,
  reply: PlayerProfileReply,
  errors: ["operator.member.not.found"],
});

export const setPlayerStatus = defineCall({
  ...ops,
  permission: "players.write",
  method: "PUT",
  path: "/ops/players/:memberId/status",
  idempotent: false,
  summary:
    "Active, locked or disabled with a reason; locked or disabled ends the player's sessions and games refuse them",
  params: PlayerParams,
  body: PlayerStatusRequest,
  reply: PlayerProfileReply,
  errors: ["operator.member.not.found", "operator.own.account"],
});

export const playerNotes = defineCall({
  ...ops,
  permission: "players.read",
  method: "GET",
  path: "/ops/players/:memberId/notes",
  idempotent: false,
  summary: "Staff notes on a player, newest first",
  params: PlayerParams,
  reply: PlayerNotesReply,
  errors: ["operator.member.not.found"],
});

export const addPlayerNote = defineCall({
  ...ops,
  permission: "players.write",
  method: "POST",
  path: "/ops/players/:memberId/notes",
  idempotent: false,
  summary: "Add a staff note on a player",
  params: PlayerParams,
  body: PlayerNoteRequest,
  reply: PlayerNoteReply,
  errors: ["operator.member.not.found"],
});

export const setPlayerLabels = defineCall({
  ...ops,
  permission: "players.write",
  method: "PUT",
  path: "/ops/players/:memberId/labels",
  idempotent: false,
  summary: "Replace a player's labels",
  params: PlayerParams,
  body: PlayerLabelsRequest,
  reply: PlayerLabelsReply,
  errors: ["operator.member.not.found"],
});

export const playerBets = defineCall({
  ...ops,
  permission: "players.read",
  method: "GET",
  path: "/ops/players/:memberId/bets",
  idempotent: false,
  summary: "A player's bets on every product, newest first",
  params: PlayerParams,
  query: PlayerBetsQuery,
  reply: PlayerBetsReply,
  errors: ["operator.member.not.found"],
});

export const playerSessions = defineCall({
  ...ops,
  permission: "players.read",
  method: "GET",
  path: "/ops/players/:memberId/sessions",
  idempotent: false,
  summary: "A player's sessions with address and device, newest first",
  params: PlayerParams,
  query: PageQuery,
  reply: PlayerSessionsReply,
  errors: ["operator.member.not.found"],
});

export const playerLinks = defineCall({
  ...ops,
  permission: "players.read",
  method: "GET",
  path: "/ops/players/:memberId/links",
  idempotent: false,
  summary:
    "Accounts linked to a player by device, address, payment account or payout destination, staff's review of each, and the referrals and bonuses refused for a link",
  params: PlayerParams,
  reply: PlayerLinksReply,
  errors: ["operator.member.not.found"],
});

export const reviewPlayerLink = defineCall({
  ...ops,
  permission: "players.write",
  method: "PUT",
  path: "/ops/players/:memberId/links/:otherId",
  idempotent: false,
  summary: "Confirm or clear the link between two accounts of a brand, with a note (audited)",
  params: PlayerLinkParams,
  body: PlayerLinkReviewRequest,
  reply: PlayerLinksReply,
  errors: ["operator.member.not.found"],
});
