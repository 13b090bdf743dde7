export * from "./suite.js";
export * from "./tests.js";
