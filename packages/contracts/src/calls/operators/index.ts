export * from "./members.js";
export * from "./withdrawals.js";
