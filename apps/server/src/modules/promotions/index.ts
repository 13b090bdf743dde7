export type { BonusIssued, BonusIssuedListener } from "./bonuses.js";
export { promotionJobs } from "./jobs.js";
export * from "./module.js";
export { registrationBonusOffer } from "./registration-offer.js";
export type { RewardSourceList } from "./rewards.js";
export { promotionRoutes } from "./routes.js";
export { seedPromotions } from "./seed.js";
export type { Deposit, PromotionDeps } from "./service.js";
export { StakeFunding } from "./stake-funding.js";
