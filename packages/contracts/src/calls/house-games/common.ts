import type { ErrorCode } from "../../errors/index.js";

/** What every house-game call shares: its documentation group, plain JSON bodies. */
export const houseGame = { tag: "house games", encrypted: false } as const;

/** A bet or cash-out: the player's own money (or play money), the house-games module on. */
export const play = { ...houseGame, module: "GAMELO3", access: "any", rateLimit: "bet" } as const;

/** Refusals any bet may answer: the stake's limits and the ledger's balance check. */
export const STAKE_ERRORS = [
  "bgs.stake.invalid",
  "wallet.insufficient.funds",
  "bonus.max.stake",
] as const satisfies readonly ErrorCode[];
