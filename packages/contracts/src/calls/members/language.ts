import { defineCall } from "../../call.js";
import { MemberLanguageReply, MemberLanguageRequest } from "../../member.js";

/**
 * SPEC §2's language update: the language the player chose on the site, kept on the account so
 * the SMS codes and e-mails sent to them speak it. A language the brand does not offer is stored
 * as the brand's default (the reply says which was kept).
 */
export const setMemberLanguage = defineCall({
  method: "PUT",
  path: "/wps/member/language",
  module: null,
  access: "any",
  allowPendingPasswordChange: true,
  tag: "member",
  encrypted: false,
  idempotent: false,
  summary: "Keep the player's language on the account",
  body: MemberLanguageRequest,
  reply: MemberLanguageReply,
  errors: [],
});
