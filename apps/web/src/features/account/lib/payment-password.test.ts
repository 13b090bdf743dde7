import { describe, expect, it } from "vitest";
import { paymentPasswordProblems } from "./payment-password";

// The demo brand's rule: six digits.
const rule = { patternId: 6, minLength: 6, maxLength: 6, acceptedPattern: "^[0-9]+$" };
const values = (old: string, next: string, confirm: string) => ({
  oldPaymentPassword: old,
  newPaymentPassword: next,
  confirmPaymentPassword: confirm,
});

describe("payment password form", () => {
  it("sets a first password without an old one", () => {
    expect(paymentPasswordProblems(values("", "135790", "135790"), { holds: false, rule })).toEqual({});
  });

  it("needs the old password to change a held one", () => {
    expect(paymentPasswordProblems(values("", "135790", "135790"), { holds: true, rule })).toEqual({
      oldPaymentPassword: "empty",
    });
    expect(paymentPasswordProblems(values("246810", "135790", "135790"), { holds: true, rule })).toEqual({});
  });

  it("checks the new password by the brand's rule", () => {
    expect(
      paymentPasswordProblems(values("", "12345", "12345"), { holds: false, rule }).newPaymentPassword,
    ).toBe("rule");
    expect(
      paymentPasswordProblems(values("", "abcdef", "abcdef"), { holds: false, rule }).newPaymentPassword,
    ).toBe("rule");
    // Without a rule only emptiness is checked.
    expect(paymentPasswordProblems(values("", "abc", "abc"), { holds: false })).toEqual({});
  });

  it("needs a confirmation equal to the new password", () => {
    expect(paymentPasswordProblems(values("", "135790", "135791"), { holds: false, rule })).toEqual({
      confirmPaymentPassword: "mismatch",
    });
    expect(paymentPasswordProblems(values("", "", ""), { holds: false, rule })).toEqual({
      newPaymentPassword: "empty",
      confirmPaymentPassword: "empty",
    });
  });
});
