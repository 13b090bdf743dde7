/*
 * What other features may use of promotions; anything else in this folder is its own business.
 */

/** The withdrawal form's bonus guard: the forfeit notice and the confirmation before sending. */
export { useWithdrawalForfeit } from "./components/WithdrawalForfeit";
