export * from "./chat.js";
export * from "./feedback.js";
export * from "./inbox.js";
export * from "./operator.js";
