export { ResponsibleGamingGuard, seamlessRefusal } from "./guard.js";
export * from "./module.js";
export { responsibleGamingRoutes } from "./routes.js";
