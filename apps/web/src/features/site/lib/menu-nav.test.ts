import { LANGUAGES, type Localized, type MenuItem } from "@jogada/contracts";
import { describe, expect, it } from "vitest";
import { isSitePath, menuNavEntries } from "./menu-nav";

const item = (key: string, route: string): MenuItem => ({
  key,
  route,
  label: Object.fromEntries(LANGUAGES.map((code) => [code, `${key} ${code.toLowerCase()}`])) as Localized,
  children: [],
});

const header = [
  item("lobby", "/"),
  item("lottery", "/lottery"),
  item("rng", "/rng"),
  item("live", "/live"),
  item("bgs", "/bgs"),
  item("promotions", "/promotions"),
  item("chatRoom", "chatRoom"),
];

describe("header entries from the server's menu", () => {
  it("keeps the server's order and labels, game entries named by their category", () => {
    const entries = menuNavEntries(header, "PT", new Set(["LIVE", "RNG", "ELOTT", "BGS"]));
    expect(entries.map((entry) => [entry.id, entry.label, entry.to])).toEqual([
      ["LOBBY", "lobby pt", "/"],
      ["ELOTT", "lottery pt", "/lottery"],
      ["RNG", "rng pt", "/rng"],
      ["LIVE", "live pt", "/live"],
      ["BGS", "bgs pt", "/bgs"],
      ["PROMOTIONS", "promotions pt", "/promotions"],
    ]);
    expect(menuNavEntries(header, "EN", new Set(["LIVE"])).map((entry) => entry.label)).toEqual([
      "lobby en",
      "live en",
      "promotions en",
    ]);
  });

  it("gathers the categories an entry stands for", () => {
    const [, lottery] = menuNavEntries(header, "PT", new Set(["LOTT", "ELOTT"]));
    expect(lottery).toMatchObject({ id: "LOTT", categories: ["LOTT", "ELOTT"] });
  });

  it("leaves out entries that do not point at the site", () => {
    expect(isSitePath("//evil.example")).toBe(false);
    expect(isSitePath("https://evil.example")).toBe(false);
    expect(isSitePath("/\\evil.example")).toBe(false);
    const entries = menuNavEntries([item("x", "javascript:alert(1)"), item("vip", "/vip")], "PT", new Set());
    expect(entries.map((entry) => entry.id)).toEqual(["VIP"]);
  });
});
