import i18n from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { allTexts } from "./lib/texts";

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ""): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string"
      ? [[`${prefix}${key}`, value] as [string, string]]
      : leaves(value, `${prefix}${key}.`),
  );
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe("back-office texts", () => {
  beforeAll(async () => {
    await i18n.init({ resources: {}, lng: "PT" });
    // every section's texts, wherever a screen keeps them
    await Promise.all(
      Object.values(import.meta.glob(["./**/texts.ts", "./screens/i18n.ts"])).map((load) => load()),
    );
  });

  it("has every section in Portuguese and English with the same keys and placeholders", () => {
    expect(allTexts.some((texts) => texts.section === "shell")).toBe(true);
    for (const { section, pt, en } of allTexts) {
      const ptLeaves = new Map(leaves(pt));
      const enLeaves = new Map(leaves(en));
      expect([...enLeaves.keys()].sort(), section).toEqual([...ptLeaves.keys()].sort());
      for (const [key, text] of ptLeaves) {
        expect(text.trim(), `${section}.${key}`).not.toBe("");
        expect(enLeaves.get(key)?.trim(), `${section}.${key}`).not.toBe("");
        expect(placeholders(enLeaves.get(key) ?? ""), `${section}.${key}`).toEqual(placeholders(text));
      }
    }
  });

  it("names every screen of the menu in both languages", async () => {
    const { SCREENS } = await import("./screens");
    for (const language of ["PT", "EN"]) {
      for (const screen of SCREENS) {
        const text: unknown = i18n.getResource(language, "backoffice", `shell.nav.${screen.nav}`);
        expect(typeof text === "string" && text.length > 0, screen.nav).toBe(true);
      }
    }
  });
});
