/*
 * What other features may use of promotions; anything else in this folder is its own business.
 */

/** The lobby's popup leaves out an offer the signed-in player cannot take. */
export { useUntakeablePromotions } from "./api/promotions-api";
/** The withdrawal form's bonus guard: the forfeit notice and the confirmation before sending. */
export { useWithdrawalForfeit } from "./components/WithdrawalForfeit";
