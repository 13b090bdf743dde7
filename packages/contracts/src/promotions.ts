/**
 * Promotions: what an operator configures (kind + terms, validated per kind), the player's
 * participation in one (SPEC §4 states), bonuses with wagering, raffles and the reward centre.
 * Amounts on the wire are decimal strings in the brand's currency; percentages are numbers with
 * at most two decimals (5 = 5%, 0.5 = 0.5%).
 */

export * from "./promotions-operators.js";
export * from "./promotions-player.js";
export * from "./promotions-terms.js";
