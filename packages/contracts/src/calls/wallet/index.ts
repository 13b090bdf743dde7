export * from "./balances.js";
export * from "./transfers.js";
