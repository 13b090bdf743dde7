import { describe, expect, it } from "vitest";
import { exceeds, normalise, settle } from "./terms.js";

/* Worked examples of every contract kind, in centavos (2 decimals). */

const dividend = normalise(
  "dividend",
  {
    period: "semimonthly",
    tiers: [
      { minimumBet: "10000", netLoss: "1000", activeMember: 5, contractRate: "20" },
      { minimumBet: "100000", netLoss: "10000", activeMember: 20, contractRate: "35" },
    ],
  },
  2,
);

describe("dividend", () => {
  it("pays the net loss times the highest tier whose three thresholds are met", () => {
    // Valid bet 150,000.00, 25 active, net loss 12,345.67: tier 2 (35 %) = 4,320.98 (floored).
    const out = settle(dividend, { teamValidBet: 150_000_00n, activeMembers: 25, netLoss: 12_345_67n }, 2);
    expect(out.tier).toBe(1);
    expect(out.gross).toBe(4_320_98n);
    expect(out.rateText).toBe("35");
    expect(out.reason).toContain("tier 2 reached");
    expect(out.reason).toContain("active 25 >= 20");
  });

  it("falls back to the lower tier when one threshold of the higher is missed", () => {
    // 19 active members: tier 2 is not met, tier 1 (20 %) of 12,345.67 = 2,469.13.
    const out = settle(dividend, { teamValidBet: 150_000_00n, activeMembers: 19, netLoss: 12_345_67n }, 2);
    expect(out.tier).toBe(0);
    expect(out.gross).toBe(2_469_13n);
    expect(out.reason).toContain("tier 2 not met");
    expect(out.reason).toContain("active 19 < 20");
  });

  it("pays nothing on a team that won (negative net loss)", () => {
    const out = settle(dividend, { teamValidBet: 150_000_00n, activeMembers: 25, netLoss: -5_000_00n }, 2);
    expect(out.tier).toBe(-1);
    expect(out.gross).toBe(0n);
  });
});

describe("daily salary", () => {
  const daily = normalise(
    "daily",
    {
      details: [
        { betVolume: "1000", activeMember: 1, rateType: "P", rate: "0.5" },
        { betVolume: "5000", activeMember: 3, rateType: "P", rate: "1.25" },
        { betVolume: "20000", activeMember: 10, rateType: "F", rate: "500" },
      ],
    },
    2,
  );

  it("pays a percent of the team's valid bet", () => {
    // 7,777.77 valid, 4 active: tier 2, 1.25 % = 97.22 (97.222125 floored).
    const out = settle(daily, { teamValidBet: 7_777_77n, activeMembers: 4, netLoss: 0n }, 2);
    expect(out.tier).toBe(1);
    expect(out.gross).toBe(97_22n);
  });

  it("pays a fixed amount when the fixed tier is reached and pays more", () => {
    // 30,000.00 valid, 12 active: 1.25 % would be 375.00, the fixed tier pays 500.00.
    const out = settle(daily, { teamValidBet: 30_000_00n, activeMembers: 12, netLoss: 0n }, 2);
    expect(out.tier).toBe(2);
    expect(out.rateType).toBe("F");
    expect(out.gross).toBe(500_00n);
  });

  it("pays nothing below the first tier", () => {
    const out = settle(daily, { teamValidBet: 999_99n, activeMembers: 4, netLoss: 0n }, 2);
    expect(out).toMatchObject({ tier: -1, gross: 0n });
  });
});

describe("hourly salary", () => {
  it("pays the reached tier's rate of the hour's valid bet", () => {
    const hourly = normalise(
      "hourly",
      {
        hourSalaryRates: [
          { minimumBet: "1000", activeMember: 2, rateType: "P", rate: "0.2" },
          { minimumBet: "10000", activeMember: 10, rateType: "P", rate: "0.4" },
        ],
      },
      2,
    );
    // 12,500.00 valid but 9 active: tier 1, 0.2 % = 25.00.
    expect(settle(hourly, { teamValidBet: 12_500_00n, activeMembers: 9, netLoss: 0n }, 2).gross).toBe(25_00n);
    // 10 active: tier 2, 0.4 % = 50.00.
    expect(settle(hourly, { teamValidBet: 12_500_00n, activeMembers: 10, netLoss: 0n }, 2).gross).toBe(
      50_00n,
    );
  });
});

describe("real-time salary", () => {
  it("pays the rate on every valid bet without thresholds", () => {
    const realtime = normalise("realtime", { rate: "0.3" }, 2);
    // 0.3 % of 1,234.56 = 3.70 (3.70368 floored).
    const out = settle(realtime, { teamValidBet: 1_234_56n, activeMembers: 0, netLoss: 0n }, 2);
    expect(out.gross).toBe(3_70n);
  });
});

describe("no better than my own", () => {
  const own = normalise(
    "daily",
    {
      details: [
        { betVolume: "1000", activeMember: 1, rateType: "P", rate: "0.5" },
        { betVolume: "5000", activeMember: 3, rateType: "P", rate: "1" },
      ],
    },
    2,
  );
  const offer = (rate: string, betVolume = "5000", activeMember = 3) =>
    normalise("daily", { details: [{ betVolume, activeMember, rateType: "P", rate }] }, 2);

  it("accepts the same or a lower rate at the same or higher thresholds", () => {
    expect(exceeds(offer("1"), own, 2)).toBeUndefined();
    expect(exceeds(offer("0.9", "8000", 5), own, 2)).toBeUndefined();
  });

  it("refuses a higher rate, or a rate at thresholds below my own tier's", () => {
    expect(exceeds(offer("1.01"), own, 2)).toContain("tier 1");
    // 1 % at 4,000: my own tier at that volume pays 0.5 %.
    expect(exceeds(offer("1", "4000"), own, 2)).toContain("> 0.5%");
    // Below my lowest tier: I earn nothing there.
    expect(exceeds(offer("0.1", "500"), own, 2)).toContain("none");
  });

  it("refuses another dividend period", () => {
    const weekly = normalise(
      "dividend",
      {
        period: "weekly",
        tiers: [{ minimumBet: "10000", netLoss: "1000", activeMember: 5, contractRate: "10" }],
      },
      2,
    );
    expect(exceeds(weekly, dividend, 2)).toContain("period");
  });

  it("refuses more decimals than the currency has and rates over 100 %", () => {
    expect(() =>
      normalise("daily", { details: [{ betVolume: "1.001", activeMember: 1, rateType: "P", rate: "1" }] }, 2),
    ).toThrow();
    expect(() => normalise("realtime", { rate: "100.5" }, 2)).toThrow();
  });
});
