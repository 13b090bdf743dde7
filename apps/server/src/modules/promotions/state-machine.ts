import type { PromotionAction, PromotionState, PromotionStatus } from "@jogada/contracts";

/** States a participation row can hold; coming_soon and join exist only before there is a row. */
export type StoredState = Exclude<PromotionState, "coming_soon" | "join">;

/**
 * Every allowed move of a participation (SPEC §4). Anything else is refused, so a repeated or
 * concurrent request that finds the row already moved cannot move it (or money) a second time.
 */
const TRANSITIONS: Readonly<Record<PromotionState, readonly PromotionState[]>> = {
  // Opening: the promotion starts.
  coming_soon: ["join"],
  // Joining, or a reward earned without joining (registration, cashback period, grant).
  join: ["joined", "process", "claim", "issued", "claimed"],
  // Waiting for the qualifying action (a deposit, the first bet of a raffle period...).
  joined: ["process", "claim", "issued", "claimed", "close"],
  // Collecting (raffle tickets, cashback) until the period ends.
  process: ["process", "claim", "issued", "claimed", "close"],
  // Claimable: the player's claim pays, or asks an operator.
  claim: ["issued", "claimed", "applying", "close"],
  applying: ["issued", "claimed", "rejected"],
  // Bonus in the bonus wallet: converted (claimed) or forfeited / expired (close).
  issued: ["claimed", "close"],
  claimed: [],
  rejected: [],
  close: [],
};

export function canMove(from: PromotionState, to: PromotionState): boolean {
  return TRANSITIONS[from].includes(to);
}

export class TransitionRefused extends Error {
  constructor(
    readonly from: PromotionState,
    readonly to: PromotionState,
  ) {
    super(`promotion state ${from} cannot become ${to}`);
  }
}

export function move(from: PromotionState, to: PromotionState): PromotionState {
  if (!canMove(from, to)) throw new TransitionRefused(from, to);
  return to;
}

/** The one button a state allows on the list and detail pages. */
export function actionOf(state: PromotionState): PromotionAction {
  if (state === "join") return "join";
  if (state === "claim") return "claim";
  return "none";
}

export interface PromotionWindow {
  status: PromotionStatus | "scheduled";
  startsAt: Date;
  endsAt: Date | null;
}

/** Whether the promotion takes joins and claims now, and if not, why (an error code). */
export function openness(
  p: PromotionWindow,
  now: Date,
): "open" | "promotion.not.started" | "promotion.ended" | "promotion.paused" {
  if (p.status === "ended" || (p.endsAt && p.endsAt.getTime() <= now.getTime())) return "promotion.ended";
  if (p.startsAt.getTime() > now.getTime()) return "promotion.not.started";
  if (p.status === "paused") return "promotion.paused";
  return "open";
}

/**
 * What the player sees: the row's state when there is one; otherwise coming_soon before the
 * start, close after the end, and while open `noRowState` (join, or what a kind that needs no
 * joining shows: process for automatic cashback, claim for an unclaimed registration bonus).
 */
export function displayState(
  p: PromotionWindow,
  stored: StoredState | undefined,
  noRowState: "join" | "process" | "claim" | "close",
  now: Date,
): PromotionState {
  if (stored) return stored;
  const open = openness(p, now);
  if (open === "promotion.not.started") return "coming_soon";
  if (open === "promotion.ended") return "close";
  if (open === "promotion.paused") return noRowState === "join" ? "close" : noRowState;
  return noRowState;
}
