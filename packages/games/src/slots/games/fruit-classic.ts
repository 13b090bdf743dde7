import { spreadStrip } from "../strips.js";
import type { SlotConfig } from "../types.js";

/** Three reels, five lines, a wild and no feature: frequent small wins (low volatility). */
const reel = spreadStrip({ W: 1, SEVEN: 2, BAR: 3, BELL: 4, PLUM: 5, ORANGE: 5, LEMON: 5, CHERRY: 5 });

export const fruitClassic: SlotConfig = {
  code: "fruit-classic",
  rows: 3,
  reels: [reel, reel, reel],
  symbols: [
    { id: "W", kind: "wild", pays: {} },
    { id: "SEVEN", kind: "normal", pays: { 3: 200 } },
    { id: "BAR", kind: "normal", pays: { 3: 70 } },
    { id: "BELL", kind: "normal", pays: { 3: 35 } },
    { id: "PLUM", kind: "normal", pays: { 3: 18 } },
    { id: "ORANGE", kind: "normal", pays: { 3: 14 } },
    { id: "LEMON", kind: "normal", pays: { 3: 8 } },
    { id: "CHERRY", kind: "normal", pays: { 2: 2, 3: 8 } },
  ],
  mode: {
    type: "lines",
    lines: [
      [1, 1, 1],
      [0, 0, 0],
      [2, 2, 2],
      [0, 1, 2],
      [2, 1, 0],
    ],
  },
  payDivisor: 5,
  allWildPaysAs: "SEVEN",
};
