import { defineCall } from "../../call.js";
import { SiteInfoQuery, SiteInfoReply } from "../../site.js";

export const siteInfo = defineCall({
  method: "GET",
  path: "/wps/system/status",
  module: null,
  access: "guest",
  alwaysAvailable: true,
  tag: "site",
  encrypted: false,
  idempotent: false,
  summary: "Site information, permissions and the status to show (0 normal, 1 maintenance, 2 region)",
  query: SiteInfoQuery,
  reply: SiteInfoReply,
  errors: [],
});
