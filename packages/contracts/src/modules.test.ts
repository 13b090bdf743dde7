import { describe, expect, it } from "vitest";
import { findWhitelabelNode, flattenWhitelabel, type WhitelabelNode } from "./modules.js";

const node = (modId: string, enabled: "1" | "0", childrenNodes: WhitelabelNode[] = []): WhitelabelNode => ({
  modId,
  enabled,
  childrenNodes,
});

describe("whitelabel flattening", () => {
  const tree = [
    node("COMM3", "1"),
    node("REG3", "1", [
      node("USERNAMEREG3", "1"),
      node("MOBILENUMREG3", "0", [node("MOBILENUMPASSREG3", "1")]),
    ]),
    node("PASS3", "0", [node("PWRESETSMS3", "1", [node("CHNGPASSVERIF3", "1")])]),
  ];

  it("maps every module to whether it is on", () => {
    expect(flattenWhitelabel(tree)).toEqual({
      COMM3: true,
      REG3: true,
      USERNAMEREG3: true,
      MOBILENUMREG3: false,
      MOBILENUMPASSREG3: false,
      PASS3: false,
      PWRESETSMS3: false,
      CHNGPASSVERIF3: false,
    });
  });

  it("switches a whole branch off with its parent, whatever the children say", () => {
    const flat = flattenWhitelabel(tree);
    expect(flat.MOBILENUMPASSREG3).toBe(false);
    expect(flat.CHNGPASSVERIF3).toBe(false);
  });

  it("leaves modules missing from the tree undefined (treated as off)", () => {
    expect(flattenWhitelabel(tree).GAMELO3).toBeUndefined();
    expect(flattenWhitelabel([])).toEqual({});
  });

  it("finds nodes at any depth", () => {
    expect(findWhitelabelNode(tree, "CHNGPASSVERIF3")?.enabled).toBe("1");
    expect(findWhitelabelNode(tree, "NOPE3")).toBeUndefined();
  });
});
