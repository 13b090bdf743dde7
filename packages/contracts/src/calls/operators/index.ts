export * from "./jobs.js";
export * from "./members.js";
export * from "./withdrawals.js";
