export * from "./catalogue.js";
export * from "./crash.js";
export * from "./history.js";
export * from "./instant.js";
export * from "./mines.js";
export * from "./seeds.js";
