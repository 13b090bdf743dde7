/*
 * What other features may use of loyalty; anything else in this folder is its own business.
 */

/** The reward centre claims mission, VIP and referral rewards through these. */
export { claimLoyaltyReward, isLoyaltyReward } from "./api/loyalty-api";
