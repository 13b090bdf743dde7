import { describe, expect, it } from "vitest";
import { subtypeOfPage } from "./page-query";

describe("a category route's page value", () => {
  it("names a subtype of the category only", () => {
    expect(subtypeOfPage("RNG", "SC")).toBe("SC");
    expect(subtypeOfPage("RNG", "bg")).toBe("BG");
    expect(subtypeOfPage("LIVE", "BAC")).toBe("BAC");
  });

  it("falls back to the first page for page numbers, other categories' subtypes and garbage", () => {
    for (const page of ["2", "0", "-1", "", "BAC", "%00", "x".repeat(500), null])
      expect(subtypeOfPage("RNG", page)).toBeUndefined();
    expect(subtypeOfPage("LIVE", "SC")).toBeUndefined();
    expect(subtypeOfPage("FISH", "SC")).toBeUndefined();
  });
});
