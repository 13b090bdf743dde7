export { agentJobs } from "./jobs.js";
export * from "./module.js";
export { agentRoutes } from "./routes.js";
export { termsOf } from "./terms.js";
