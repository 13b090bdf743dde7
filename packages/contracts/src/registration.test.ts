import { describe, expect, it } from "vitest";
import type { RegisterFieldRule } from "./brand.js";
import { registrationFields, registrationIssues } from "./registration.js";

const rule = (key: string, patch: Partial<RegisterFieldRule> = {}): RegisterFieldRule => ({
  key,
  enabled: true,
  required: false,
  acceptedPattern: "*",
  minLength: 1,
  maxLength: 20,
  patternId: 0,
  type: "text",
  ...patch,
});

const RULES = [
  rule("username", { patternId: 1, minLength: 4, maxLength: 16 }),
  rule("password", { patternId: 4, minLength: 6, maxLength: 12 }),
  rule("confirmPassword", { patternId: 4, minLength: 6, maxLength: 12 }),
  rule("mobileNum", { patternId: 6, minLength: 8, maxLength: 15 }),
  rule("email", { patternId: 3, minLength: 5, maxLength: 100 }),
  rule("nickname", { required: true }),
  rule("qqNum", { enabled: false, required: true }),
  rule("affiliateCode", { patternId: 4 }),
];
const BASE = {
  mode: "username" as const,
  smsVerification: false,
  mobilePassword: true,
  captcha: false,
  affiliate: true,
};

describe("registration form rules", () => {
  it("shows enabled optional fields only, required only when configured", () => {
    const fields = registrationFields(RULES, BASE);
    const byName = Object.fromEntries(fields.map((f) => [f.field, f.required]));
    expect(byName).toMatchObject({
      username: true,
      password: true,
      nickname: true,
      email: false,
      mobileNum: false,
    });
    expect("qqNum" in byName).toBe(false);
    expect("captcha" in byName).toBe(false);
    expect(
      registrationFields(RULES, { ...BASE, affiliate: false }).some((f) => f.field === "affiliateCode"),
    ).toBe(false);
    expect(registrationFields(RULES, { ...BASE, captcha: true }).some((f) => f.field === "captcha")).toBe(
      true,
    );
  });

  it("needs the mobile number, not the username, on the mobile form; the password only with MOBILENUMPASSREG3", () => {
    const fields = registrationFields(RULES, { ...BASE, mode: "mobile", mobilePassword: false }).map(
      (f) => f.field,
    );
    expect(fields).toContain("mobileNum");
    expect(fields).not.toContain("username");
    expect(fields).not.toContain("password");
  });

  it("reports empty required fields, rule breaks and a wrong confirmation, in the user's language", () => {
    const issues = registrationIssues(
      { username: "1abc", password: "abc123", confirmPassword: "abc124", email: "x@", nickname: "" },
      RULES,
      { ...BASE, language: "EN" },
    );
    expect(issues.map((i) => [i.field, i.kind])).toEqual([
      ["username", "invalid"],
      ["confirmPassword", "mismatch"],
      ["nickname", "required"],
      ["email", "invalid"],
    ]);
    expect(issues[1]!.message).toBe("Incorrect confirmation input");
    expect(issues[0]!.message).toBe("4 to 16 characters: a letter first, then letters and digits");
  });

  it("asks for the SMS code of a mobile number given on the username form when SMS verification is on", () => {
    const values = { username: "player1", password: "abc123", confirmPassword: "abc123", nickname: "P" };
    const options = { ...BASE, smsVerification: true, language: "PT" as const };
    expect(registrationIssues(values, RULES, options)).toEqual([]);
    const withMobile = registrationIssues({ ...values, mobileNum: "11987654321" }, RULES, options);
    expect(withMobile.map((i) => i.field)).toEqual(["verificationCode"]);
  });
});
