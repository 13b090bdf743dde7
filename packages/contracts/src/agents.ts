/* The agent centre (SPEC §2, §3, §4; REFERENCE.md §5): team reports, downlines, contracts, bills. */

export * from "./agents-bills.js";
export * from "./agents-contracts.js";
export * from "./agents-settings.js";
export * from "./agents-team.js";
