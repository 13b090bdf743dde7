export type { IssueBonus } from "./claims.js";
export { loyaltyJobs } from "./jobs.js";
export * from "./module.js";
export { loyaltyRoutes } from "./routes.js";
export { seedLoyalty } from "./seed.js";
export { defaultSettings } from "./settings.js";
