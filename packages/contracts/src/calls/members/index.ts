export * from "./avatar.js";
export * from "./info.js";
export * from "./language.js";
export * from "./payment-password.js";
export * from "./profile.js";
