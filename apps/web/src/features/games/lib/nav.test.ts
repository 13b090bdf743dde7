import type { GameMenusValue, VendorCard } from "@jogada/contracts";
import { describe, expect, it } from "vitest";
import { footerVendors, navTabs } from "./nav";

function card(vassalage: string, gameType: VendorCard["gameType"], page: string): VendorCard {
  return {
    vassalage,
    accountTypeId: 1,
    accountTypeName: vassalage,
    displayName: vassalage,
    name: vassalage,
    isHot: 0,
    gameType,
    page,
    logoUrl: "",
    logoType: vassalage,
    isGame: "VASSALAGE",
    gameCount: 1,
    maintenance: false,
  };
}

function menus(lanes: [VendorCard["gameType"], VendorCard[]][]): GameMenusValue {
  return {
    lanes: lanes.map(([title, cards]) => ({ title, cards, gameClassify: [] })),
    providers: [
      { code: "PG", name: "PG Soft", logoUrl: "", logoType: "PG" },
      { code: "TCG_SEA", name: "SEA", logoUrl: "", logoType: "TCG" },
    ],
  };
}

describe("navTabs", () => {
  it("puts the in-house tab before slots", () => {
    const tabs = navTabs(
      menus([
        ["LIVE", [card("SA", "LIVE", "/live")]],
        ["RNG", [card("BGS", "RNG", "/bgs"), card("PG", "RNG", "/rng")]],
      ]),
    );
    expect(tabs.map((t) => t.id)).toEqual(["LIVE", "BGS", "RNG"]);
    expect(tabs.find((t) => t.id === "RNG")?.vendors.map((v) => v.vassalage)).toEqual(["PG"]);
  });

  it("puts the in-house tab first when there are no slots", () => {
    const tabs = navTabs(
      menus([
        ["LIVE", [card("SA", "LIVE", "/live")]],
        ["RNG", [card("BGS", "RNG", "/bgs")]],
      ]),
    );
    expect(tabs.map((t) => t.id)).toEqual(["BGS", "LIVE"]);
  });

  it("adds no in-house tab without the vendor and skips empty categories", () => {
    expect(
      navTabs(
        menus([
          ["FISH", []],
          ["RNG", [card("PG", "RNG", "/rng")]],
        ]),
      ).map((t) => t.id),
    ).toEqual(["RNG"]);
  });

  it("leaves TCG_SEA out of the footer providers", () => {
    expect(footerVendors(menus([])).map((v) => v.code)).toEqual(["PG"]);
  });
});
