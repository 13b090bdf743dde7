import {
  beaconRoundAfter,
  buildTicketTree,
  deriveDraw,
  inclusionProof,
  newDrawSeed,
  seedCommitment,
  type TicketLeaf,
} from "@jogada/games";
import { describe, expect, it } from "vitest";
import { betTypesOf, selectorOf } from "./bet-forms";
import { randomSelection, shortcutNumbers } from "./quick-picks";
import { EMPTY_SELECTION, slipBetOf, summarise, wireLines } from "./slip";
import { runChecks, type VerifyInput } from "./verify";

describe("the slip", () => {
  it("prices a North lô 2 số line at 27 points and a South one at 18", () => {
    const sel = { ...EMPTY_SELECTION, numbers: [7, 42] };
    const bet = slipBetOf("vn", "lo2", sel);
    expect(bet).toEqual({ kind: "numbers", betType: "lo2", numbers: ["07", "42"] });
    expect(summarise("vn-north", bet, 100n, 1980)).toMatchObject({
      lines: 2,
      costMinor: 5400n,
      problem: null,
    });
    expect(summarise("vn-south", bet, 100n, 1980)).toMatchObject({
      lines: 2,
      costMinor: 3600n,
      problem: null,
    });
  });

  it("makes xiên one line of its exact size and refuses a wrong count", () => {
    const two = slipBetOf("vn", "xien2", { ...EMPTY_SELECTION, numbers: [3, 9] });
    expect(summarise("vn-north", two, 100n, 1980)).toMatchObject({
      lines: 1,
      costMinor: 100n,
      problem: null,
    });
    const three = slipBetOf("vn", "xien2", { ...EMPTY_SELECTION, numbers: [3, 9, 11] });
    expect(summarise("vn-north", three, 100n, 1980).problem).toBe("lottery.number.count");
  });

  it("checks typed numbers with the rules", () => {
    const bet = slipBetOf("thai", "top3", { ...EMPTY_SELECTION, typed: "123, 45" });
    expect(summarise("thai", bet, 100n, 1980).problem).toBe("lottery.number.invalid");
    const ok = slipBetOf("my4d", "big", { ...EMPTY_SELECTION, typed: "1234 5678" });
    expect(summarise("my4d", ok, 250n, 1980)).toMatchObject({ lines: 2, costMinor: 500n });
  });

  it("makes one fast line per chosen value and one for a combination", () => {
    const position = slipBetOf("5d", "position", { ...EMPTY_SELECTION, position: 2, numbers: [3, 8] });
    expect(position).toEqual({
      kind: "picks",
      betType: "position",
      picks: [
        [2, 3],
        [2, 8],
      ],
    });
    expect(summarise("5d-1m", position, 200n, 1980)).toMatchObject({
      lines: 2,
      costMinor: 400n,
      problem: null,
    });
    const big = slipBetOf("k3", "big", EMPTY_SELECTION);
    expect(summarise("k3", big, 100n, 1980)).toMatchObject({ lines: 1, costMinor: 100n });
    const keno = slipBetOf("keno", "pick", { ...EMPTY_SELECTION, numbers: [80, 1, 40] });
    expect(keno).toEqual({ kind: "picks", betType: "pick", picks: [[1, 40, 80]] });
    const top2 = slipBetOf("pk10", "top2", { ...EMPTY_SELECTION, rows: [4, null] });
    expect(summarise("pk10", top2, 100n, 1980).problem).toBe("lottery.number.count");
  });

  it("gives random selections the rules accept, for every bet type", () => {
    const codes = ["vn-north", "thai", "lao", "my4d", "5d", "k3", "pk10", "11x5", "keno"] as const;
    const families = ["vn", "thai", "lao", "my4d", "5d", "k3", "pk10", "11x5", "keno"] as const;
    codes.forEach((code, i) => {
      const family = families[i]!;
      for (const type of betTypesOf(family)) {
        const selector = selectorOf(family, type);
        const selection = randomSelection(selector, EMPTY_SELECTION);
        const summary = summarise(code, slipBetOf(family, type, selection), 100n, 1980);
        expect({ code, type, problem: summary.problem }).toEqual({ code, type, problem: null });
      }
    });
  });

  it("picks the halves of a grid for big, small, odd and even", () => {
    const grid = selectorOf("vn", "lo2");
    expect(shortcutNumbers(grid, "big")).toHaveLength(50);
    expect(shortcutNumbers(grid, "big")[0]).toBe(50);
    expect(shortcutNumbers(grid, "odd").every((n) => n % 2 === 1)).toBe(true);
    const sum = selectorOf("k3", "sum");
    expect(shortcutNumbers(sum, "big")).toEqual([11, 12, 13, 14, 15, 16, 17, 18]);
  });
});

describe("the verify page's checks", () => {
  function draw(): VerifyInput {
    const seed = newDrawSeed();
    const drawId = "k3:20261123-0001";
    const tickets: TicketLeaf[] = [1, 2, 3].map((i) => ({
      ticketId: `t${i}`,
      drawId,
      betType: "sum",
      selection: String(9 + i),
      stakeMinor: 100n * BigInt(i),
    }));
    const tree = buildTicketTree(tickets);
    const closeAt = Date.UTC(2026, 10, 23, 10, 0, 0);
    const beacon = { round: beaconRoundAfter(closeAt), randomness: "ab".repeat(32) };
    const numbers = deriveDraw({ game: "k3", drawId, seed, merkleRoot: tree.root, beacon });
    return {
      game: "k3",
      drawId,
      seedHash: seedCommitment(seed),
      seed,
      closeAt,
      merkleRoot: tree.root,
      beacon,
      numbers,
      tickets: [
        {
          ticket: { ...tickets[1]!, stakeMinor: "200" },
          proof: inclusionProof(tree, tickets[1]!)!,
        },
      ],
    };
  }

  it("passes every check of an honest draw", () => {
    const checks = runChecks(draw());
    expect(checks.map((c) => [c.name, c.ok])).toEqual([
      ["seed", true],
      ["beaconRound", true],
      ["numbers", true],
      ["draw", true],
      ["inclusion", true],
    ]);
  });

  it("fails the checks a tampered value breaks", () => {
    const honest = draw();
    const otherNumbers = { ...honest, numbers: honest.numbers.map((n) => (n % 6) + 1) };
    expect(
      runChecks(otherNumbers)
        .filter((c) => !c.ok)
        .map((c) => c.name),
    ).toEqual(["numbers", "draw"]);
    const otherSeed = { ...honest, seed: "00".repeat(32) };
    expect(runChecks(otherSeed).find((c) => c.name === "seed")?.ok).toBe(false);
    const otherStake = {
      ...honest,
      tickets: honest.tickets!.map((t) => ({ ...t, ticket: { ...t.ticket, stakeMinor: "201" } })),
    };
    expect(runChecks(otherStake).find((c) => c.name === "inclusion")?.ok).toBe(false);
  });
});

describe("the slip's lines on the wire", () => {
  it("sends one line of numbers for a draw lottery and one per pick for a fast game", () => {
    const lo = slipBetOf("vn", "lo2", { ...EMPTY_SELECTION, numbers: [7, 42] });
    expect(wireLines(lo, "1.00")).toEqual([{ betType: "lo2", numbers: ["07", "42"], stake: "1.00" }]);
    const position = slipBetOf("5d", "position", { ...EMPTY_SELECTION, position: 1, numbers: [3, 8] });
    expect(wireLines(position, "2.00")).toEqual([
      { betType: "position", numbers: ["1", "3"], stake: "2.00" },
      { betType: "position", numbers: ["1", "8"], stake: "2.00" },
    ]);
    expect(wireLines(slipBetOf("5d", "sum_big", EMPTY_SELECTION), "1.00")).toEqual([
      { betType: "sum_big", numbers: [], stake: "1.00" },
    ]);
  });
});
