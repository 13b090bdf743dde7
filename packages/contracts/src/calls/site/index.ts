export * from "./menus.js";
export * from "./status.js";
