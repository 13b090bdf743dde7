export * from "./chases.js";
export * from "./draws.js";
export * from "./lobby.js";
export * from "./operator.js";
export * from "./operator-results.js";
export * from "./tickets.js";
