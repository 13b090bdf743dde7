import { describe, expect, it } from "vitest";
import { referralLink } from "./referral-link";

describe("referral link", () => {
  const origin = "https://jogada.example";
  it("puts the code on the site's register page", () => {
    expect(referralLink(origin, "AB12CD")).toBe("https://jogada.example/register?referralCode=AB12CD");
  });
  it("uses the server's register path, keeping the code it carries", () => {
    expect(referralLink(origin, "AB12CD", "/register?referralCode=AB12CD")).toBe(
      "https://jogada.example/register?referralCode=AB12CD",
    );
    expect(referralLink(origin, "AB12CD", "/join")).toBe("https://jogada.example/join?referralCode=AB12CD");
  });
  it("never sends the player's friends to another site", () => {
    expect(referralLink(origin, "AB12CD", "https://evil.example/register")).toBe(
      "https://jogada.example/register?referralCode=AB12CD",
    );
    expect(referralLink(origin, "AB12CD", "//evil.example/x")).toBe(
      "https://jogada.example/register?referralCode=AB12CD",
    );
  });
});
