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
 * the draw), anything from a promotion through the promotion's reward request, and mission, VIP
 * and referral rewards through the loyalty claim (by their source id).
 */
export function claimCallOf(
  item: Pick<RewardItem, "source" | "action" | "promotionId">,
): "raffle" | "reward" | "loyalty" | null {
  if (item.action !== "claim") return null;
  if (
    item.source === "mission" ||
    item.source === "vip" ||
    item.source === "referral" ||
    item.source === "profile"
  )
    return "loyalty";
  if (item.promotionId === null) return null;
  if (item.source === "raffle") return "raffle";
  if (item.source === "promotion") return "reward";
  return null;
}
