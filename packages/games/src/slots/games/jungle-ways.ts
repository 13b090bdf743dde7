import { spreadStrip } from "../strips.js";
import type { SlotConfig } from "../types.js";

/**
 * Five reels, 243 ways, wilds on reels 2-5 only, free spins at 2x on richer strips
 * (high volatility: rare wins, large features).
 */
const first = spreadStrip({ TIGER: 2, GORILLA: 3, PARROT: 3, SNAKE: 4, A: 5, K: 5, Q: 5, J: 6, EGG: 2 });
const middle = spreadStrip({
  TIGER: 2,
  GORILLA: 3,
  PARROT: 3,
  SNAKE: 4,
  A: 5,
  K: 5,
  Q: 5,
  J: 6,
  W: 1,
  EGG: 1,
});
const freeMiddle = spreadStrip({
  TIGER: 3,
  GORILLA: 3,
  PARROT: 3,
  SNAKE: 4,
  A: 5,
  K: 5,
  Q: 5,
  J: 5,
  W: 2,
  EGG: 1,
});

export const jungleWays: SlotConfig = {
  code: "jungle-ways",
  rows: 3,
  reels: [first, middle, middle, middle, middle],
  symbols: [
    { id: "W", kind: "wild", pays: {} },
    { id: "EGG", kind: "scatter", pays: {} },
    { id: "TIGER", kind: "normal", pays: { 3: 35, 4: 100, 5: 350 } },
    { id: "GORILLA", kind: "normal", pays: { 3: 30, 4: 70, 5: 275 } },
    { id: "PARROT", kind: "normal", pays: { 3: 22, 4: 60, 5: 200 } },
    { id: "SNAKE", kind: "normal", pays: { 3: 18, 4: 45, 5: 175 } },
    { id: "A", kind: "normal", pays: { 3: 7, 4: 20, 5: 70 } },
    { id: "K", kind: "normal", pays: { 3: 7, 4: 20, 5: 60 } },
    { id: "Q", kind: "normal", pays: { 3: 6, 4: 14, 5: 45 } },
    { id: "J", kind: "normal", pays: { 3: 5, 4: 14, 5: 35 } },
  ],
  mode: { type: "ways" },
  payDivisor: 25,
  scatter: { symbol: "EGG", pays: { 3: 50, 4: 250, 5: 1250 }, freeSpins: { 3: 8, 4: 12, 5: 15 } },
  freeSpins: { multiplier: 2, reels: [first, freeMiddle, freeMiddle, freeMiddle, freeMiddle] },
};
