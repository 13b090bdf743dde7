import { defineCall } from "../../call.js";
import { PageQuery } from "../../envelope.js";
import { RG_EXCLUSION_ERRORS } from "../../errors/index.js";
import {
  RgAutoPlayBody,
  RgAutoPlayReply,
  RgBirthdayBody,
  RgBirthdayReply,
  RgClosureBody,
  RgExclusionReply,
  RgHistoryReply,
  RgLimitChange,
  RgLimitRef,
  RgOverviewReply,
  RgRealityCheckBody,
  RgRealityCheckReply,
  RgSelfExclusionBody,
  RgSessionInfoReply,
  RgSetLimitReply,
  RgTimeOutBody,
} from "../../responsible-gaming.js";

/** The player's own tools: every real account, in any state of exclusion (they stay readable). */
const player = {
  module: null,
  access: "real",
  tag: "responsible gaming",
  encrypted: false,
  idempotent: false,
} as const;

const EXCLUDED = RG_EXCLUSION_ERRORS;

export const rgOverview = defineCall({
  ...player,
  method: "GET",
  path: "/wps/member/responsible-gaming",
  summary: "My limits (player, operator, effective, used, pending changes), reality check and exclusion",
  reply: RgOverviewReply,
  errors: [],
});

export const rgHistory = defineCall({
  ...player,
  method: "GET",
  path: "/wps/member/responsible-gaming/history",
  summary: "My limit changes and exclusions, newest first",
  query: PageQuery,
  reply: RgHistoryReply,
  errors: [],
});

export const rgSetLimit = defineCall({
  ...player,
  method: "PUT",
  path: "/wps/member/responsible-gaming/limits",
  summary:
    "Set a limit: a new or lower one applies at once, an increase or removal after a 24-hour cooling-off",
  body: RgLimitChange,
  reply: RgSetLimitReply,
  errors: ["rg.limit.amount.invalid", ...EXCLUDED],
});

export const rgConfirmLimit = defineCall({
  ...player,
  method: "POST",
  path: "/wps/member/responsible-gaming/limits/confirm",
  summary: "Confirm an increase or removal once its cooling-off has passed",
  body: RgLimitRef,
  reply: RgSetLimitReply,
  errors: ["rg.limit.change.none", "rg.limit.cooling.off", ...EXCLUDED],
});

export const rgCancelLimitChange = defineCall({
  ...player,
  method: "POST",
  path: "/wps/member/responsible-gaming/limits/cancel",
  summary: "Drop a pending increase or removal (the current limit stays)",
  body: RgLimitRef,
  reply: RgSetLimitReply,
  errors: ["rg.limit.change.none"],
});

export const rgRealityCheck = defineCall({
  ...player,
  method: "GET",
  path: "/wps/member/responsible-gaming/reality-check",
  summary: "My reality-check interval",
  reply: RgRealityCheckReply,
  errors: [],
});

export const rgSetRealityCheck = defineCall({
  ...player,
  method: "PUT",
  path: "/wps/member/responsible-gaming/reality-check",
  summary: "Choose the reality-check interval (minutes) or turn it off (null)",
  body: RgRealityCheckBody,
  reply: RgRealityCheckReply,
  errors: [],
});

export const rgSession = defineCall({
  ...player,
  method: "GET",
  path: "/wps/member/responsible-gaming/session",
  summary: "This login session for the reality check: duration, staked, won, net result, next reminder",
  reply: RgSessionInfoReply,
  errors: [],
});

export const rgTimeOut = defineCall({
  ...player,
  method: "POST",
  path: "/wps/member/responsible-gaming/time-out",
  summary: "Take a time-out of 1 to 42 days: no play, no deposits, no promotions; withdrawals stay open",
  body: RgTimeOutBody,
  reply: RgExclusionReply,
  errors: ["rg.exclusion.shorter"],
});

export const rgSelfExclude = defineCall({
  ...player,
  method: "POST",
  path: "/wps/member/responsible-gaming/self-exclusion",
  summary: "Self-exclude for 6 months, 1 year, 5 years or permanently; never ended early",
  body: RgSelfExclusionBody,
  reply: RgExclusionReply,
  errors: ["rg.exclusion.shorter"],
});

export const rgCloseAccount = defineCall({
  ...player,
  method: "POST",
  path: "/wps/member/responsible-gaming/closure",
  summary: "Close my account: no play or deposits from now on; the balance can still be withdrawn",
  body: RgClosureBody,
  reply: RgExclusionReply,
  errors: [],
});

export const rgStartAutoPlay = defineCall({
  ...player,
  method: "POST",
  path: "/wps/member/responsible-gaming/auto-play",
  summary:
    "Start an auto-play run of an in-house game: at most 100 plays and a loss limit; bets carry its runId",
  body: RgAutoPlayBody,
  reply: RgAutoPlayReply,
  errors: ["rg.limit.amount.invalid", ...EXCLUDED],
});

export const rgBirthday = defineCall({
  ...player,
  method: "GET",
  path: "/wps/member/info/birthday",
  summary: "My birthday (when given) and the brand's minimum age",
  reply: RgBirthdayReply,
  errors: [],
});

export const rgSetBirthday = defineCall({
  ...player,
  method: "PUT",
  path: "/wps/member/info/birthday",
  summary:
    "Give my birthday (yyyy-MM-dd): refused in the future, malformed, or under the brand's minimum age",
  body: RgBirthdayBody,
  reply: RgBirthdayReply,
  errors: ["rg.birthday.invalid", "rg.birthday.future", "rg.age.under.minimum"],
});
