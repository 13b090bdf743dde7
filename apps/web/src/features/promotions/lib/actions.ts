import type { PromotionState, RewardItem } from "@jogada/contracts";

/** Colour family of a state's badge: open to act, waiting, finished well, finished badly, idle. */
export function toneOf(state: PromotionState): "act" | "wait" | "good" | "bad" | "idle" {
  switch (state) {
    case "join":
    case "claim":
      return "act";
    case "applying":
    case "process":
    case "joined":
      return "wait";
    case "issued":
    case "claimed":
      return "good";
    case "rejected":
      return "bad";
    default:
      return "idle";
  }
}

/**
 * Which call claims a reward-centre entry: a raffle prize through the raffle's claim (it names
 * the draw), anything from a promotion through the promotion's reward request; other sources
 * (missions, VIP, referral) have no claim call on this site yet.
 */
export function claimCallOf(
  item: Pick<RewardItem, "source" | "action" | "promotionId">,
): "raffle" | "reward" | null {
  if (item.action !== "claim" || item.promotionId === null) return null;
  if (item.source === "raffle") return "raffle";
  if (item.source === "promotion") return "reward";
  return null;
}
