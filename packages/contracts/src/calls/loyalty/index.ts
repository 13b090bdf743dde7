export * from "./operator.js";
export * from "./player.js";
