/** SQL of the lottery module, one file per aggregate; services reach it as one namespace. */
export * from "./chases-repository.js";
export * from "./draws-repository.js";
export * from "./odds-repository.js";
export * from "./tickets-repository.js";
