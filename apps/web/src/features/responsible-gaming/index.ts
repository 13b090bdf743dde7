/** What other features may use of the responsible-gaming feature. */

export { type BirthdayProblem, birthdayProblem, latestBirthday } from "./lib/birthday";
export { REALITY_CHECK_EVENT, type RealityCheckMessage } from "./lib/reality-check";
