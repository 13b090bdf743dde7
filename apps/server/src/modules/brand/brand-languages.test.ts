import { readFileSync } from "node:fs";
import { BrandConfig } from "@jogada/contracts";
import { describe, expect, it } from "vitest";

const demo = JSON.parse(readFileSync(new URL("../../seed/demo-brand.json", import.meta.url), "utf8"));

describe("a brand's languages", () => {
  const base = () => structuredClone(demo) as Record<string, unknown>;

  it("refuses a default language the brand does not offer, and a language listed twice", () => {
    const noDefault = { ...base(), defaultLanguage: "EN", supportedLanguages: ["PT"] };
    const issue = BrandConfig.safeParse(noDefault).error?.issues[0];
    expect(issue?.path).toEqual(["defaultLanguage"]);
    const twice = { ...base(), supportedLanguages: ["PT", "EN", "PT"] };
    expect(BrandConfig.safeParse(twice).error?.issues[0]?.path).toEqual(["supportedLanguages", 2]);
    expect(BrandConfig.safeParse({ ...base(), supportedLanguages: ["PT", "KL"] }).success).toBe(false);
    expect(BrandConfig.safeParse(base()).success).toBe(true);
  });
});
