/** SQL of the house games module, one file per aggregate; services reach it as one namespace. */

export * from "./crash-repository.js";
export * from "./instant-bets-repository.js";
export * from "./rounds-repository.js";
export * from "./seeds-repository.js";
