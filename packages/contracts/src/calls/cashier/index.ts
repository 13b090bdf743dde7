export * from "./deposits.js";
export * from "./withdrawals.js";
