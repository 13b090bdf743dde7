/**
 * Loyalty: the VIP ladder, missions and their leaderboard, points (a ledger currency of their
 * own, whole points only) and the points mall, and invited friends. Amounts of money are decimal
 * strings in the brand's currency; points are integers.
 */

export * from "./loyalty-missions.js";
export * from "./loyalty-operators.js";
export * from "./loyalty-points.js";
export * from "./loyalty-referrals.js";
export * from "./loyalty-settings.js";
export * from "./loyalty-vip.js";
