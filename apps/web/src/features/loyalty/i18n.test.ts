import { REDEEM_STATUSES } from "@jogada/contracts";
import { describe, expect, it } from "vitest";
import { en, pt } from "./i18n";

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ""): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string"
      ? [[`${prefix}${key}`, value] as [string, string]]
      : leaves(value, `${prefix}${key}.`),
  );
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe("loyalty texts", () => {
  it("has every text in Portuguese and English with the same placeholders", () => {
    const ptLeaves = new Map(leaves(pt));
    const enLeaves = new Map(leaves(en));
    expect([...enLeaves.keys()].sort()).toEqual([...ptLeaves.keys()].sort());
    for (const [key, text] of ptLeaves) {
      expect(text.trim(), key).not.toBe("");
      expect(placeholders(enLeaves.get(key) ?? ""), key).toEqual(placeholders(text));
    }
  });

  it("names every redeem status of SPEC §4", () => {
    expect(Object.keys(pt.mall.status).sort()).toEqual([...REDEEM_STATUSES].sort());
  });
});
