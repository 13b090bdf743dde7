import { describe, expect, it } from "vitest";
import { draftFrom, emptyRow, termsFrom } from "./terms";

describe("contract terms drafts", () => {
  it("round-trips each kind's terms through the offer form", () => {
    const daily = { details: [{ betVolume: "1000", activeMember: 2, rateType: "P" as const, rate: "0.5" }] };
    expect(termsFrom("daily", draftFrom("daily", daily))).toEqual({ terms: daily });
    const dividend = {
      period: "weekly" as const,
      tiers: [{ minimumBet: "100", netLoss: "50", activeMember: 1, contractRate: "20" }],
    };
    expect(termsFrom("dividend", draftFrom("dividend", dividend))).toEqual({ terms: dividend });
    const hourly = {
      hourSalaryRates: [{ minimumBet: "10", activeMember: 0, rateType: "F" as const, rate: "5" }],
    };
    expect(termsFrom("hourly", draftFrom("hourly", hourly))).toEqual({ terms: hourly });
    expect(termsFrom("realtime", draftFrom("realtime", { rate: "0.3" }))).toEqual({ terms: { rate: "0.3" } });
  });
  it("takes a decimal comma and names the first field that is not a number", () => {
    const draft = {
      period: "semimonthly" as const,
      rows: [{ ...emptyRow("daily"), betVolume: "1000,5", activeMember: "3", rate: "0,25" }],
      rate: "",
    };
    expect(termsFrom("daily", draft)).toEqual({
      terms: { details: [{ betVolume: "1000.5", activeMember: 3, rateType: "P", rate: "0.25" }] },
    });
    expect(termsFrom("daily", { ...draft, rows: [{ ...draft.rows[0], activeMember: "-1" }] })).toEqual({
      invalid: "activeMember",
    });
    expect(termsFrom("daily", { ...draft, rows: [{ ...draft.rows[0], betVolume: "" }] })).toEqual({
      invalid: "betVolume",
    });
    expect(termsFrom("realtime", { ...draft, rate: "abc" })).toEqual({ invalid: "rate" });
  });
});
