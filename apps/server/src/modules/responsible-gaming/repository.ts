/** SQL of the responsible-gaming module, one file per aggregate; services reach it as one namespace. */

export * from "./auto-play-repository.js";
export * from "./exclusions-repository.js";
export * from "./history-repository.js";
export * from "./limits-repository.js";
export * from "./players-repository.js";
