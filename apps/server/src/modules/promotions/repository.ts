/** SQL of the promotions module, one file per aggregate; services reach it as one namespace. */

export * from "./bonuses-repository.js";
export * from "./participations-repository.js";
export * from "./promotions-repository.js";
export * from "./settled-bets-repository.js";
