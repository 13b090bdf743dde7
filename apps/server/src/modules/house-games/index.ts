export { type CrashRounds, crashRounds } from "./crash-leadership.js";
export { houseGamesJobs } from "./jobs.js";
export * from "./module.js";
export { houseGamesPlugin } from "./plugin.js";
export { houseGamesRoutes } from "./routes.js";
