/** What other features may use of the responsible-gaming feature. */

/** The deposit page's note of the deposit limit in force and what is left of it. */
export { DepositAllowanceNote } from "./components/DepositAllowanceNote";
export { type BirthdayProblem, birthdayProblem, latestBirthday } from "./lib/birthday";
export { REALITY_CHECK_EVENT, type RealityCheckMessage } from "./lib/reality-check";
