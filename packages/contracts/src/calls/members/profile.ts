import { defineCall } from "../../call.js";
import { AcceptTermsRequest, ProfileReply, ProfileRequest, TermsReply } from "../../identity.js";

const member = { module: null, tag: "member", encrypted: false, idempotent: false } as const;

export const profile = defineCall({
  ...member,
  method: "GET",
  path: "/wps/member/profile",
  access: "real",
  summary:
    "The account's profile: full name, birthday, national id, nationality, occupation, source of income, Zalo",
  reply: ProfileReply,
  errors: [],
});

export const updateProfile = defineCall({
  ...member,
  method: "PUT",
  path: "/wps/member/profile",
  access: "real",
  summary:
    "Fill in profile fields (the national id checked for the brand's country: a CPF's check digits in Brazil); adding Zalo pays its reward once",
  body: ProfileRequest,
  reply: ProfileReply,
  errors: ["field.invalid", "identity.id.invalid", "identity.id.locked"],
});

export const terms = defineCall({
  ...member,
  method: "GET",
  path: "/wps/member/terms",
  access: "any",
  allowPendingPasswordChange: true,
  summary: "The terms version in force and the one this account accepted",
  reply: TermsReply,
  errors: [],
});

export const acceptTerms = defineCall({
  ...member,
  method: "POST",
  path: "/wps/member/terms",
  access: "any",
  allowPendingPasswordChange: true,
  summary: "Accept the terms in force and declare being of age (asked again whenever the version changes)",
  body: AcceptTermsRequest,
  reply: TermsReply,
  errors: ["terms.version.stale"],
});
