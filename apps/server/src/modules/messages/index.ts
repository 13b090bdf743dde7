export type { LevelLabel } from "./chat-service.js";
export type { BroadcastExclusion } from "./inbox-service.js";
export * from "./module.js";
export { messagesRoutes } from "./routes.js";
