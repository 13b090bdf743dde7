import { PROMOTION_STATES } from "@jogada/contracts";
import { describe, expect, it } from "vitest";
import { claimCallOf, toneOf } from "./actions";

describe("promotion states and claims", () => {
  it("gives every state a badge colour, with only join and claim inviting action", () => {
    const acting = PROMOTION_STATES.filter((state) => toneOf(state) === "act");
    expect(acting).toEqual(["join", "claim"]);
    expect(toneOf("rejected")).toBe("bad");
    expect(toneOf("claimed")).toBe("good");
    expect(toneOf("close")).toBe("idle");
    expect(toneOf("coming_soon")).toBe("idle");
  });
  it("claims a raffle prize through the raffle call and a promotion reward through the reward request", () => {
    expect(claimCallOf({ source: "raffle", action: "claim", promotionId: 3 })).toBe("raffle");
    expect(claimCallOf({ source: "promotion", action: "claim", promotionId: 3 })).toBe("reward");
  });
  it("claims mission, VIP and referral rewards through the loyalty claim", () => {
    expect(claimCallOf({ source: "mission", action: "claim", promotionId: null })).toBe("loyalty");
    expect(claimCallOf({ source: "vip", action: "claim", promotionId: null })).toBe("loyalty");
    expect(claimCallOf({ source: "referral", action: "claim", promotionId: 5 })).toBe("loyalty");
  });
  it("offers no claim when the state allows none or the entry names nothing to claim", () => {
    expect(claimCallOf({ source: "promotion", action: "none", promotionId: 3 })).toBeNull();
    expect(claimCallOf({ source: "mission", action: "none", promotionId: null })).toBeNull();
    expect(claimCallOf({ source: "promotion", action: "claim", promotionId: null })).toBeNull();
  });
});
