import { defineCall } from "../../call.js";
import {
  BonusListQuery,
  BonusListReply,
  ClaimRaffleBody,
  ClaimRaffleReply,
  ForfeitBody,
  ForfeitPreviewReply,
  ForfeitReply,
  JoinPromotionBody,
  ParticipationReply,
  PromotionDetailReply,
  PromotionListQuery,
  PromotionListReply,
  PromotionParams,
  RaffleDrawParams,
  RaffleDrawReply,
  RequestRewardBody,
  RewardListReply,
  WinnersQuery,
  WinnersReply,
} from "../../promotions.js";

const promo = { tag: "promotions", encrypted: false, module: null } as const;

const JOIN_ERRORS = [
  "promotion.not.found",
  "promotion.not.started",
  "promotion.ended",
  "promotion.paused",
  "promotion.not.eligible",
  "promotion.already.joined",
  "promotion.linked.account",
] as const;

export const listPromotions = defineCall({
  ...promo,
  method: "GET",
  path: "/wps/relay/MCSFE_getPromotionList",
  access: "optional",
  idempotent: false,
  summary: "Live and coming promotions of the brand, each with the player's state and the button it allows",
  query: PromotionListQuery,
  reply: PromotionListReply,
  errors: [],
});

export const promotionDetail = defineCall({
  ...promo,
  method: "GET",
  path: "/wps/relay/MCSFE_getPromotionDetail/:promotionId",
  access: "optional",
  idempotent: false,
  summary: "One promotion: texts, terms (those the player joined with), state, button and why it is blocked",
  params: PromotionParams,
  reply: PromotionDetailReply,
  errors: ["promotion.not.found"],
});

export const joinPromotion = defineCall({
  ...promo,
  method: "POST",
  path: "/wps/relay/MCSFE_signUpPromotionJoin",
  access: "member",
  idempotent: false,
  rateLimit: "money",
  summary: "Join a promotion: the player keeps the terms of this moment; a qualifying action follows",
  body: JoinPromotionBody,
  reply: ParticipationReply,
  errors: [...JOIN_ERRORS],
});

export const requestReward = defineCall({
  ...promo,
  method: "POST",
  path: "/wps/relay/MCSFE_signUpRequestReward",
  access: "member",
  idempotent: false,
  rateLimit: "money",
  summary: "Claim a promotion's reward (credited once), or apply for it when an operator approves",
  body: RequestRewardBody,
  reply: ParticipationReply,
  errors: [
    "promotion.not.found",
    "promotion.not.started",
    "promotion.ended",
    "promotion.paused",
    "promotion.not.eligible",
    "promotion.not.claimable",
    "promotion.already.claimed",
    "promotion.budget.exhausted",
    "bonus.already.active",
    "promotion.linked.account",
  ],
});

export const claimRaffle = defineCall({
  ...promo,
  method: "POST",
  path: "/wps/relay/MCS2_claimRafflePromotion",
  access: "member",
  idempotent: false,
  rateLimit: "money",
  summary: "Claim a prize won in a raffle draw (credited once)",
  body: ClaimRaffleBody,
  reply: ClaimRaffleReply,
  errors: ["raffle.draw.not.found", "raffle.not.winner", "promotion.already.claimed"],
});

export const rewardCenter = defineCall({
  ...promo,
  module: "REWCEN3",
  method: "GET",
  path: "/wps/relay/MCS2_getRewardCenter",
  access: "member",
  idempotent: false,
  summary: "Every reward the player can claim or is waiting for, from any source",
  reply: RewardListReply,
  errors: [],
});

export const bonusDetails = defineCall({
  ...promo,
  method: "GET",
  path: "/wps/relay/MCS2_getBonusDetails",
  access: "member",
  idempotent: false,
  summary: "The player's bonuses: amount, wagering progress, maximum stake, expiry and state, newest first",
  query: BonusListQuery,
  reply: BonusListReply,
  errors: [],
});

export const winnerBoard = defineCall({
  ...promo,
  method: "GET",
  path: "/wps/relay/MCSFE_getWinnerBoard",
  access: "optional",
  idempotent: false,
  summary: "Recent big wins and raffle winners, names masked",
  query: WinnersQuery,
  reply: WinnersReply,
  errors: [],
});

export const raffleDraw = defineCall({
  ...promo,
  method: "GET",
  path: "/wps/relay/MCSFE_getRaffleDraw/:drawId",
  access: "optional",
  idempotent: false,
  summary:
    "A raffle draw with what anyone needs to check it: seed hash, seed, beacon round, tickets, winners",
  params: RaffleDrawParams,
  reply: RaffleDrawReply,
  errors: ["raffle.draw.not.found"],
});

export const withdrawalForfeitPreview = defineCall({
  ...promo,
  method: "GET",
  path: "/wps/relay/MCS2_getWithdrawalForfeit",
  access: "real",
  idempotent: false,
  summary: "What a withdrawal now would forfeit (active bonuses); the site asks to confirm when anything",
  reply: ForfeitPreviewReply,
  errors: [],
});

export const confirmWithdrawalForfeit = defineCall({
  ...promo,
  method: "POST",
  path: "/wps/relay/MCS2_confirmWithdrawalForfeit",
  access: "real",
  idempotent: false,
  rateLimit: "money",
  summary: "Give up the active bonuses before withdrawing (withdrawals are refused while one is active)",
  body: ForfeitBody,
  reply: ForfeitReply,
  errors: [],
});
