/** The public randomness beacon, for other verifiable draws (promotion raffles). */
export { beaconOf } from "./draw-results-sources.js";
export { lotteryJobs } from "./jobs.js";
export { isLotteryVendor, lotteryLaunch, lotteryVendorOf } from "./launch.js";
export * from "./module.js";
export { storeResult } from "./repository.js";
export { lotteryRoutes } from "./routes.js";
export type { StoredResult } from "./rules.js";
export { verifyBeaconRound } from "./sources/drand-beacon.js";
export type { RandomnessBeacon } from "./sources/types.js";
