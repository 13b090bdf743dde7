import { describe, expect, it } from "vitest";
import type { AppError } from "../../platform/errors.js";
import { ageOn, checkBirthday } from "./birthday.js";
import { decide, firstBreach, lowest, type Usage } from "./limits.js";

const zero = { day: 0n, week: 0n, month: 0n };

describe("limit changes", () => {
  it("applies first and lower limits at once; increases and removals wait", () => {
    expect(decide(null, 100n)).toEqual({ kind: "now", action: "limit.set" });
    expect(decide(100n, 50n)).toEqual({ kind: "now", action: "limit.decreased" });
    expect(decide(100n, 150n)).toEqual({ kind: "pending", action: "limit.increase.requested" });
    expect(decide(100n, null)).toEqual({ kind: "pending", action: "limit.removal.requested" });
    expect(decide(100n, 100n)).toEqual({ kind: "unchanged" });
    expect(decide(null, null)).toEqual({ kind: "unchanged" });
  });

  it("takes the lowest limit that is set", () => {
    expect(lowest(null, 30n, 20n, undefined)).toBe(20n);
    expect(lowest(null, undefined)).toBeNull();
  });

  it("names the first limit a stake would pass, with what is left; loss is stakes minus wins", () => {
    const usage: Usage = {
      deposited: zero,
      staked: { day: 40n, week: 60n, month: 60n },
      won: { day: 15n, week: 15n, month: 15n },
    };
    const limits = { "loss.day": 50n, "loss.week": 80n, "wager.day": 1000n };
    expect(firstBreach(limits, usage, ["loss", "wager"], 25n)).toBeUndefined();
    expect(firstBreach(limits, usage, ["loss", "wager"], 26n)).toEqual({ key: "loss.day", remaining: 25n });
    expect(firstBreach({ "loss.week": 45n }, usage, ["loss"], 1n)).toEqual({
      key: "loss.week",
      remaining: 0n,
    });
    expect(firstBreach({ "deposit.day": 10n }, usage, ["loss", "wager"], 100n)).toBeUndefined();
  });
});

describe("birthdays", () => {
  const today = new Date("2026-11-23T10:00:00Z");
  const code = (raw: string, age = 21) => {
    try {
      return checkBirthday(raw, age, today);
    } catch (error) {
      return (error as AppError).code;
    }
  };

  it("refuses malformed days, days that do not exist and future days", () => {
    expect(code("23/11/2000")).toBe("rg.birthday.invalid");
    expect(code("2001-02-29")).toBe("rg.birthday.invalid");
    expect(code("1850-01-01")).toBe("rg.birthday.invalid");
    expect(code("2026-11-24")).toBe("rg.birthday.future");
  });

  it("counts whole years on the server's UTC day against the brand's minimum age", () => {
    expect(code("2005-11-23")).toBe("2005-11-23");
    expect(code("2005-11-24")).toBe("rg.age.under.minimum");
    expect(code("2008-11-23", 18)).toBe("2008-11-23");
    expect(code("2008-11-23", 21)).toBe("rg.age.under.minimum");
    expect(ageOn("2004-02-29", "2025-02-28")).toBe(20);
    expect(ageOn("2004-02-29", "2025-03-01")).toBe(21);
  });
});
