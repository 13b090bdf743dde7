/** What other features may use of the responsible-gaming feature. */
export { REALITY_CHECK_EVENT, type RealityCheckMessage } from "./lib/reality-check";
