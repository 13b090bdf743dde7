import type { RgMoneyLimit } from "@jogada/contracts";
import { describe, expect, it } from "vitest";
import { depositAllowance } from "./deposit-allowance";

const limit = (over: Partial<RgMoneyLimit>): RgMoneyLimit => ({
  type: "deposit",
  period: "day",
  player: null,
  operator: null,
  effective: null,
  used: "0.00",
  remaining: null,
  pending: null,
  ...over,
});

describe("the deposit allowance shown before a deposit", () => {
  it("is the deposit limit with the least left", () => {
    const limits = [
      limit({ period: "day", effective: "500.00", remaining: "500.00" }),
      limit({ period: "week", effective: "1000.00", remaining: "150.00" }),
      limit({ type: "loss", period: "day", effective: "10.00", remaining: "1.00" }),
      limit({ period: "month" }),
    ];
    expect(depositAllowance(limits, 2)).toEqual({ remaining: "150.00", limit: "1000.00", period: "week" });
  });

  it("takes the shorter window on a tie and reports a spent limit as nothing left", () => {
    const limits = [
      limit({ period: "month", effective: "200.00", remaining: "0.00" }),
      limit({ period: "day", effective: "50.00", remaining: "0.00" }),
    ];
    expect(depositAllowance(limits, 2)).toEqual({ remaining: "0.00", limit: "50.00", period: "day" });
  });

  it("is null without a deposit limit in force", () => {
    expect(
      depositAllowance([limit({}), limit({ type: "wager", effective: "5.00", remaining: "5.00" })], 2),
    ).toBeNull();
  });
});
