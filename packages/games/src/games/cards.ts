import type { FairStream } from "../fair/floats.js";

const SUITS = ["D", "H", "S", "C"] as const;
const RANKS = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"] as const;

/** The 52-card order indices refer to: by rank, then diamonds, hearts, spades, clubs. */
export const DECK: readonly string[] = RANKS.flatMap((rank) => SUITS.map((suit) => `${rank}${suit}`));

/** floor(float x 52): cards are drawn with replacement, an infinite deck. */
export function cardFromFloat(float: number): number {
  return Math.floor(float * 52);
}

export function drawCards(stream: FairStream, count: number): number[] {
  return stream.floats(count).map(cardFromFloat);
}
