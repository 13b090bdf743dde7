import { describe, expect, it } from "vitest";
import type { FigureRow } from "./dashboard-repository.js";
import { activePlayers, sumFigures } from "./dashboard-totals.js";

const row = (day: string, merchant_code: string, o: Partial<FigureRow> = {}): FigureRow => ({
  day,
  merchant_code,
  deposits: "0",
  deposit_count: "0",
  withdrawals: "0",
  withdrawal_count: "0",
  stakes: "0",
  wins: "0",
  bonus_cost: "0",
  active: "0",
  ...o,
});

describe("dashboard totals", () => {
  it("sums rows per day, per brand and overall, with GGR and NGR", () => {
    const rows = [
      row("2026-01-02", "b", {
        deposits: "500",
        deposit_count: "1",
        stakes: "300",
        wins: "100",
        active: "1",
      }),
      row("2026-01-01", "a", { stakes: "1000", wins: "1500", bonus_cost: "200", active: "2" }),
      row("2026-01-02", "a", { withdrawals: "250", withdrawal_count: "2", stakes: "100", active: "1" }),
    ];
    const out = sumFigures(
      rows,
      new Map([
        ["a", 2],
        ["b", 1],
      ]),
      2,
    );
    expect(out.days.map((d) => d.day)).toEqual(["2026-01-01", "2026-01-02"]);
    expect(out.brands.map((b) => b.merchantCode)).toEqual(["a", "b"]);
    expect(out.totals).toMatchObject({
      deposits: "5.00",
      depositCount: 1,
      withdrawals: "2.50",
      withdrawalCount: 2,
      ggr: "-2.00",
      ngr: "-4.00",
      bonusCost: "2.00",
      activePlayers: 3,
    });
    expect(out.days[1]).toMatchObject({ ggr: "3.00", activePlayers: 2 });
    // A brand's players count once in the period, not once per day.
    expect(out.brands[0]).toMatchObject({ ggr: "-4.00", ngr: "-6.00", activePlayers: 2 });
  });

  it("counts a player active in the finished and the live part once", () => {
    const finished = new Map([["a", Float64Array.from([3, 7, 9])]]);
    const live = [
      { merchant_code: "a", member_id: "7" },
      { merchant_code: "a", member_id: "8" },
      { merchant_code: "b", member_id: "7" },
    ];
    expect(activePlayers(finished, live)).toEqual(
      new Map([
        ["a", 4],
        ["b", 1],
      ]),
    );
    expect(activePlayers(undefined, live)).toEqual(
      new Map([
        ["a", 2],
        ["b", 1],
      ]),
    );
  });

  it("gives zeros for no rows", () => {
    expect(sumFigures([], new Map(), 2)).toMatchObject({
      totals: { deposits: "0.00", activePlayers: 0 },
      days: [],
    });
  });
});
