import { describe, expect, it } from "vitest";
import { draftFrom, emptyRow, termsFrom } from "./terms";

describe("contract terms drafts", () => {
  it("round-trips each kind's terms through the offer form", () => {
    const daily = { details: [{ betVolume: "1000", activeMember: 2, rateType: "P" as const, rate: "0.5" }] };
    expect(termsFrom("daily", draftFrom("daily", daily, "EN"), "EN")).toEqual({ terms: daily });
    const dividend = {
      period: "weekly" as const,
      tiers: [{ minimumBet: "100", netLoss: "50", activeMember: 1, contractRate: "20" }],
    };
    expect(termsFrom("dividend", draftFrom("dividend", dividend, "EN"), "EN")).toEqual({ terms: dividend });
    const hourly = {
      hourSalaryRates: [{ minimumBet: "10", activeMember: 0, rateType: "F" as const, rate: "5" }],
    };
    expect(termsFrom("hourly", draftFrom("hourly", hourly, "EN"), "EN")).toEqual({ terms: hourly });
    expect(termsFrom("realtime", draftFrom("realtime", { rate: "0.3" }, "EN"), "EN")).toEqual({
      terms: { rate: "0.3" },
    });
  });
  it("takes a decimal comma and names the first field that is not a number", () => {
    const draft = {
      period: "semimonthly" as const,
      rows: [{ ...emptyRow("daily"), betVolume: "1000,5", activeMember: "3", rate: "0,25" }],
      rate: "",
    };
    expect(termsFrom("daily", draft, "PT")).toEqual({
      terms: { details: [{ betVolume: "1000.5", activeMember: 3, rateType: "P", rate: "0.25" }] },
    });
    expect(termsFrom("daily", { ...draft, rows: [{ ...draft.rows[0], activeMember: "-1" }] }, "PT")).toEqual({
      invalid: "activeMember",
    });
    expect(termsFrom("daily", { ...draft, rows: [{ ...draft.rows[0], betVolume: "" }] }, "PT")).toEqual({
      invalid: "betVolume",
    });
    expect(termsFrom("realtime", { ...draft, rate: "abc" }, "PT")).toEqual({ invalid: "rate" });
  });

  it("writes the terms the reader's way and never reads a grouping mark as a decimal one", () => {
    const daily = {
      details: [{ betVolume: "1000.5", activeMember: 2, rateType: "P" as const, rate: "0.25" }],
    };
    const draft = draftFrom("daily", daily, "PT");
    expect(draft.rows[0]).toMatchObject({ betVolume: "1000,5", rate: "0,25" });
    expect(termsFrom("daily", draft, "PT")).toEqual({ terms: daily });
    // "1.000" is a thousand in PT: refused rather than read as one.
    expect(termsFrom("daily", { ...draft, rows: [{ ...draft.rows[0], betVolume: "1.000" }] }, "PT")).toEqual({
      invalid: "betVolume",
    });
    expect(termsFrom("realtime", { ...draft, rate: "0,5" }, "EN")).toEqual({ invalid: "rate" });
  });
});
