import { defineCall } from "../../call.js";
import { WhitelabelMenuReply } from "../../site-menu.js";

/** The menus the site shows, instead of values built in the client (SPEC §7). */
export const whitelabelMenus = defineCall({
  method: "GET",
  path: "/wps/system/whitelabel",
  module: null,
  access: "guest",
  tag: "site",
  encrypted: false,
  idempotent: false,
  summary: "The brand's whitelabel tree and the header and member menus whose modules are on",
  reply: WhitelabelMenuReply,
  errors: [],
});
