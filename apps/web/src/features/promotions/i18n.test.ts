import { PROMOTION_KINDS, PROMOTION_STATES, PromotionBlock, REWARD_SOURCES } from "@jogada/contracts";
import { describe, expect, it } from "vitest";
import { pt } from "./i18n";

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ""): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string"
      ? [[`${prefix}${key}`, value] as [string, string]]
      : leaves(value, `${prefix}${key}.`),
  );
}

/* Every language has every text of PT: app/catalogues/completeness.test.ts. */
describe("promotion texts", () => {
  const ptLeaves = new Map(leaves(pt));

  it("names every promotion state and kind the server sends", () => {
    for (const state of PROMOTION_STATES) expect(ptLeaves.has(`state.${state}`), state).toBe(true);
    for (const block of PromotionBlock.options) expect(ptLeaves.has(`blocked.${block}`), block).toBe(true);
    for (const kind of PROMOTION_KINDS) expect(ptLeaves.has(`kind.${kind}`), kind).toBe(true);
    for (const source of REWARD_SOURCES) expect(ptLeaves.has(`rewards.source.${source}`), source).toBe(true);
  });
});
