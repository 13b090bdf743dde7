import { describe, expect, it } from "vitest";
import { ageOn, birthdayProblem, latestBirthday } from "./birthday";

const today = new Date(2026, 10, 23); // 23 November 2026, local time

describe("birthday at registration", () => {
  it("counts whole years, turning a year older on the birthday itself", () => {
    expect(ageOn("2005-11-23", today)).toBe(21);
    expect(ageOn("2005-11-24", today)).toBe(20);
    expect(ageOn("2005-12-01", today)).toBe(20);
    expect(ageOn("2005-01-31", today)).toBe(21);
  });

  it("refuses dates that do not exist or are not yyyy-MM-dd", () => {
    expect(ageOn("2005-02-30", today)).toBeNull();
    expect(ageOn("23/11/2005", today)).toBeNull();
  });

  it("gives the latest birthday old enough, a day early for 29 February", () => {
    expect(latestBirthday(21, today)).toBe("2005-11-23");
    expect(latestBirthday(18, new Date(2028, 1, 29))).toBe("2010-02-28");
  });

  it("names the problem with the brand's minimum age", () => {
    expect(birthdayProblem("", 18, today)).toBe("required");
    expect(birthdayProblem("2005-13-01", 18, today)).toBe("invalid");
    expect(birthdayProblem("2026-11-24", 18, today)).toBe("future");
    expect(birthdayProblem("2008-11-24", 18, today)).toBe("tooYoung");
    expect(birthdayProblem("2008-11-23", 18, today)).toBeNull();
    expect(birthdayProblem("2005-11-24", 21, today)).toBe("tooYoung");
  });
});
