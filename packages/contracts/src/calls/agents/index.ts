export * from "./contracts.js";
export * from "./reports.js";
export * from "./team.js";
