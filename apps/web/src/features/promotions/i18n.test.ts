import { PROMOTION_KINDS, PROMOTION_STATES, PromotionBlock, REWARD_SOURCES } from "@jogada/contracts";
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

describe("promotion texts", () => {
  const ptLeaves = new Map(leaves(pt));
  const enLeaves = new Map(leaves(en));

  it("has every text in Portuguese and English with the same placeholders", () => {
    expect([...enLeaves.keys()].sort()).toEqual([...ptLeaves.keys()].sort());
    for (const [key, text] of ptLeaves) {
      expect(text.trim(), key).not.toBe("");
      expect(placeholders(enLeaves.get(key) ?? ""), key).toEqual(placeholders(text));
    }
  });

  it("names every promotion state and kind the server sends", () => {
    for (const state of PROMOTION_STATES) expect(ptLeaves.has(`state.${state}`), state).toBe(true);
    for (const block of PromotionBlock.options) expect(ptLeaves.has(`blocked.${block}`), block).toBe(true);
    for (const kind of PROMOTION_KINDS) expect(ptLeaves.has(`kind.${kind}`), kind).toBe(true);
    for (const source of REWARD_SOURCES) expect(ptLeaves.has(`rewards.source.${source}`), source).toBe(true);
  });
});
