import { LEDGER_KINDS, TRANSACTION_TYPES, transactionTypeOf } from "@jogada/contracts";
import { describe, expect, it } from "vitest";
import { en, pt } from "../i18n";
import { kindKey } from "./movement-label";

describe("account record labels", () => {
  it("names every ledger movement kind in PT and EN", () => {
    const kinds = Object.keys(LEDGER_KINDS);
    expect(kinds.length).toBeGreaterThan(10);
    for (const catalogue of [pt, en]) {
      const names = catalogue.history.kinds as Record<string, string>;
      for (const kind of kinds) expect(names[kindKey(kind)], kind).toMatch(/\S/);
      // and nothing more: a label whose kind is gone is a sign the two lists drifted
      expect(Object.keys(names).sort()).toEqual(kinds.map(kindKey).sort());
    }
  });

  it("lists a third-party game's bet and win as bet and win", () => {
    expect(transactionTypeOf("game_bet")).toBe("bet");
    expect(transactionTypeOf("game_win")).toBe("win");
    expect(transactionTypeOf("no.such.kind")).toBe("other");
    for (const type of Object.values(LEDGER_KINDS)) expect(TRANSACTION_TYPES).toContain(type);
  });
});
