import { defineCall } from "../../call.js";
import {
  OpsRgLimitBody,
  OpsRgMarkersQuery,
  OpsRgMarkersReply,
  OpsRgMemberParams,
  OpsRgMemberReply,
} from "../../responsible-gaming.js";

const ops = {
  module: null,
  access: "operator",
  alwaysAvailable: true,
  tag: "responsible gaming",
  encrypted: false,
  idempotent: false,
} as const;

export const opsRgMember = defineCall({
  permission: "responsible-gaming.read",
  ...ops,
  method: "GET",
  path: "/ops/members/:memberId/responsible-gaming",
  summary: "A player's limits (player and operator), usage, exclusion and every change",
  params: OpsRgMemberParams,
  reply: OpsRgMemberReply,
  errors: ["operator.member.not.found"],
});

export const opsRgSetLimit = defineCall({
  permission: "responsible-gaming.write",
  ...ops,
  method: "PUT",
  path: "/ops/members/:memberId/responsible-gaming/limits",
  summary: "Set an operator limit on a player (applies at once; the player cannot loosen it), with a reason",
  params: OpsRgMemberParams,
  body: OpsRgLimitBody,
  reply: OpsRgMemberReply,
  errors: ["operator.member.not.found", "operator.reason.required", "rg.limit.amount.invalid"],
});

export const opsRgMarkers = defineCall({
  permission: "responsible-gaming.read",
  ...ops,
  method: "GET",
  path: "/ops/responsible-gaming/markers",
  summary: "Players crossing the brand's markers: deposit frequency, loss velocity, night play",
  query: OpsRgMarkersQuery,
  reply: OpsRgMarkersReply,
  errors: [],
});
