/**
 * Lottery rules (REFERENCE.md §3, §4): pure and synchronous, shared by the server and the site.
 * See README.md beside this file for the map of this folder.
 */
export * from "./calendar.js";
export * from "./calendar-data.js";
export * from "./derive.js";
export * from "./errors.js";
export * from "./fast-5d.js";
export * from "./fast-11x5.js";
export * from "./fast-bets.js";
export * from "./fast-k3.js";
export * from "./fast-keno.js";
export * from "./fast-pk10.js";
export * from "./fast-types.js";
export * from "./merkle.js";
export * from "./odds.js";
export * from "./odds-defaults.js";
export type { Fraction } from "./rational.js";
export * as rational from "./rational.js";
export * from "./sea-4d.js";
export * from "./sea-common.js";
export * from "./sea-lao.js";
export * from "./sea-thai.js";
export * from "./types.js";
export * from "./verify.js";
export * from "./vn-bets.js";
export * from "./vn-rtp.js";
export * from "./vn-settle.js";
export * from "./vn-sheet.js";
