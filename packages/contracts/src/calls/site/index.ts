export * from "./status.js";
