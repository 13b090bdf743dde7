import type { MenuItem } from "@jogada/contracts";
import { describe, expect, it } from "vitest";
import { isSitePath, menuNavEntries } from "./menu-nav";

const item = (key: string, route: string): MenuItem => ({
  key,
  route,
  label: { PT: `${key} pt`, EN: `${key} en` },
  children: [],
});

describe("header entries from the server's menu", () => {
  it("keeps the server's order and labels in the language shown", () => {
    const header = [item("LOBBY", "/"), item("LIVE", "/live"), item("PROMOTIONS", "/promotions")];
    expect(menuNavEntries(header, "PT")).toEqual([
      { id: "LOBBY", label: "LOBBY pt", to: "/" },
      { id: "LIVE", label: "LIVE pt", to: "/live" },
      { id: "PROMOTIONS", label: "PROMOTIONS pt", to: "/promotions" },
    ]);
    expect(menuNavEntries(header, "EN").map((entry) => entry.label)).toEqual([
      "LOBBY en",
      "LIVE en",
      "PROMOTIONS en",
    ]);
  });

  it("leaves out entries that do not point at the site", () => {
    expect(isSitePath("//evil.example")).toBe(false);
    expect(isSitePath("https://evil.example")).toBe(false);
    expect(isSitePath("/\\evil.example")).toBe(false);
    expect(
      menuNavEntries([item("X", "javascript:alert(1)"), item("RNG", "/rng")], "PT").map((e) => e.id),
    ).toEqual(["RNG"]);
  });
});
