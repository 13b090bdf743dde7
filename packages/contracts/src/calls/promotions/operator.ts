import { defineCall } from "../../call.js";
import {
  OpsApplicationParams,
  OpsApplicationsReply,
  OpsDecisionBody,
  OpsDecisionReply,
  OpsGrantBody,
  OpsPromotionListReply,
  OpsPromotionQuery,
  OpsPromotionReply,
  OpsStatusBody,
  ParticipationReply,
  PromotionParams,
  SavePromotionBody,
} from "../../promotions.js";

/** The back office's promotion calls; a promotion belongs to the brand named by `merchant`. */
const ops = {
  module: null,
  access: "operator",
  alwaysAvailable: true,
  tag: "operators",
  encrypted: false,
} as const;

export const opsPromotions = defineCall({
  permission: "promotions.read",
  ...ops,
  method: "GET",
  path: "/ops/promotions",
  idempotent: false,
  summary: "A brand's promotions with participants and cost (issued, converted, forfeited)",
  query: OpsPromotionQuery,
  reply: OpsPromotionListReply,
  errors: ["merchant.unknown"],
});

export const opsCreatePromotion = defineCall({
  permission: "promotions.write",
  ...ops,
  method: "POST",
  path: "/ops/promotions",
  idempotent: false,
  summary: "Create a promotion (scheduled until its start); its terms are checked against its kind",
  body: SavePromotionBody,
  reply: OpsPromotionReply,
  errors: ["merchant.unknown", "promotion.terms.invalid"],
});

export const opsUpdatePromotion = defineCall({
  permission: "promotions.write",
  ...ops,
  method: "PUT",
  path: "/ops/promotions/:promotionId",
  idempotent: false,
  summary: "Change a promotion: a new version; players already in it keep the terms they joined with",
  params: PromotionParams,
  body: SavePromotionBody,
  reply: OpsPromotionReply,
  errors: ["merchant.unknown", "promotion.not.found", "promotion.terms.invalid", "promotion.kind.fixed"],
});

export const opsSetPromotionStatus = defineCall({
  permission: "promotions.write",
  ...ops,
  method: "POST",
  path: "/ops/promotions/:promotionId/status",
  idempotent: false,
  summary: "Pause, resume or end a promotion; ended is final",
  params: PromotionParams,
  body: OpsStatusBody,
  reply: OpsPromotionReply,
  errors: ["promotion.not.found", "promotion.ended"],
});

export const opsApplications = defineCall({
  permission: "promotions.read",
  ...ops,
  method: "GET",
  path: "/ops/promotions/applications",
  idempotent: false,
  summary: "Claims waiting for an operator's decision (applying), oldest first",
  query: OpsPromotionQuery,
  reply: OpsApplicationsReply,
  errors: ["merchant.unknown"],
});

export const opsDecideApplication = defineCall({
  permission: "promotions.approve",
  ...ops,
  method: "POST",
  path: "/ops/promotions/applications/:participationId",
  idempotent: false,
  summary: "Approve (the reward is credited once) or reject with a reason a claim waiting for approval",
  params: OpsApplicationParams,
  body: OpsDecisionBody,
  reply: OpsDecisionReply,
  errors: [
    "promotion.application.not.found",
    "promotion.application.decided",
    "promotion.budget.exhausted",
    "bonus.already.active",
  ],
});

export const opsGrantReward = defineCall({
  permission: "promotions.approve",
  ...ops,
  method: "POST",
  path: "/ops/promotions/:promotionId/grant",
  idempotent: false,
  summary: "Manual reward: make it claimable by one player (state claim in their reward centre)",
  params: PromotionParams,
  body: OpsGrantBody,
  reply: ParticipationReply,
  errors: [
    "promotion.not.found",
    "promotion.kind.fixed",
    "promotion.player.unknown",
    "promotion.already.joined",
  ],
});
