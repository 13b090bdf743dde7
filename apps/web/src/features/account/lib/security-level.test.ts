import { describe, expect, it } from "vitest";
import { securityLevel } from "./security-level";

describe("security level", () => {
  it("is high when the login password, payment password and mobile are all set", () => {
    const result = securityLevel({ hasPassword: true, paymentPasswordSet: true, mobile: "+55 *******4321" });
    expect(result).toMatchObject({ done: 3, total: 3, level: "high" });
  });

  it("is medium with one missing and says which", () => {
    const result = securityLevel({ hasPassword: true, paymentPasswordSet: false, mobile: "+55 *******4321" });
    expect(result.level).toBe("medium");
    expect(result.items).toEqual({ loginPassword: true, paymentPassword: false, mobile: true });
  });

  it("is low with two or more missing", () => {
    expect(securityLevel({ hasPassword: true, paymentPasswordSet: false, mobile: "" }).level).toBe("low");
    expect(securityLevel({ hasPassword: false, paymentPasswordSet: false, mobile: "" })).toMatchObject({
      done: 0,
      level: "low",
    });
  });
});
