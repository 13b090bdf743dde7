import { defineCall } from "../../call.js";
import {
  BetReply,
  DiceBetBody,
  KenoBetBody,
  LimboBetBody,
  PlinkoBetBody,
  SlotParams,
  SlotSpinBody,
} from "../../house-games.js";
import { play, STAKE_ERRORS } from "./common.js";

/** Games settled in the same call: one Idempotency-Key per bet, so a retry never bets twice. */
const instant = { ...play, method: "POST", idempotent: true, reply: BetReply } as const;

export const diceBet = defineCall({
  ...instant,
  path: "/wps/bgs/dice/bet",
  summary: "Dice: roll over or under a target",
  body: DiceBetBody,
  errors: [...STAKE_ERRORS, "bgs.game.not.found", "bgs.dice.target.invalid"],
});

export const limboBet = defineCall({
  ...instant,
  path: "/wps/bgs/limbo/bet",
  summary: "Limbo: the result must reach the target",
  body: LimboBetBody,
  errors: [...STAKE_ERRORS, "bgs.game.not.found", "bgs.limbo.target.invalid"],
});

export const plinkoBet = defineCall({
  ...instant,
  path: "/wps/bgs/plinko/bet",
  summary: "Plinko: one ball",
  body: PlinkoBetBody,
  errors: [...STAKE_ERRORS, "bgs.game.not.found", "bgs.plinko.rows.invalid"],
});

export const kenoBet = defineCall({
  ...instant,
  path: "/wps/bgs/keno/bet",
  summary: "Keno: 10 numbers drawn from 40",
  body: KenoBetBody,
  errors: [...STAKE_ERRORS, "bgs.game.not.found", "bgs.keno.picks.invalid"],
});

export const slotSpin = defineCall({
  ...instant,
  path: "/wps/bgs/slots/:code/spin",
  summary: "Slots: one paid spin and the free spins it awards",
  params: SlotParams,
  body: SlotSpinBody,
  errors: [...STAKE_ERRORS, "bgs.game.not.found"],
});
