import { describe, expect, it } from "vitest";
import { footerProviderLogos, providerLogoType } from "./provider-logos";

describe("providerLogoType", () => {
  it("counts SV3 as sports, N2 as live and anything else as RNG", () => {
    expect(providerLogoType("SV3")).toBe("SPORTS");
    expect(providerLogoType("N2")).toBe("LIVE");
    expect(providerLogoType("PG")).toBe("RNG");
    expect(providerLogoType("SA")).toBe("RNG");
    expect(providerLogoType("sv3")).toBe("RNG");
  });
});

describe("footerProviderLogos", () => {
  it("keeps one logo per vendor, drops TCG_SEA and points at the logo of its type", () => {
    const logos = footerProviderLogos([
      { code: "PG", displayName: "PG Soft" },
      { code: "TCG_SEA", displayName: "SEA lottery" },
      { code: "SV3", displayName: "SV3 Sports" },
      { code: "PG", displayName: "PG again" },
      { code: "N2", displayName: "N2 Live" },
      { code: " ", displayName: "blank" },
    ]);
    expect(logos.map((l) => [l.code, l.logoType, l.displayName])).toEqual([
      ["PG", "RNG", "PG Soft"],
      ["SV3", "SPORTS", "SV3 Sports"],
      ["N2", "LIVE", "N2 Live"],
    ]);
    expect(logos[1]?.logoUrl).toBe("/images/providers/sports/SV3.svg");
  });

  it("keeps a vendor's own logo", () => {
    expect(footerProviderLogos([{ code: "PG", displayName: "PG", logoUrl: "/cdn/pg.svg" }])[0]?.logoUrl).toBe(
      "/cdn/pg.svg",
    );
  });

  it("gives nothing for no vendors", () => {
    expect(footerProviderLogos([])).toEqual([]);
  });
});
