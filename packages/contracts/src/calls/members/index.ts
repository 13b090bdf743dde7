export * from "./avatar.js";
export * from "./info.js";
export * from "./payment-password.js";
export * from "./profile.js";
