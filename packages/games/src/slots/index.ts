import { fruitClassic } from "./games/fruit-classic.js";
import { jungleWays } from "./games/jungle-ways.js";
import { pharaohLines } from "./games/pharaoh-lines.js";
import type { SlotConfig } from "./types.js";

export * from "./engine.js";
export * from "./exact-rtp.js";
export * from "./simulate.js";
export * from "./strips.js";
export type * from "./types.js";

/** Every slot game of the house, by code. */
export const SLOT_GAMES: Record<string, SlotConfig> = {
  [fruitClassic.code]: fruitClassic,
  [pharaohLines.code]: pharaohLines,
  [jungleWays.code]: jungleWays,
};
export { fruitClassic, jungleWays, pharaohLines };
