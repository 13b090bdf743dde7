export * from "./deposits.js";
export * from "./pix.js";
export * from "./withdrawals.js";
