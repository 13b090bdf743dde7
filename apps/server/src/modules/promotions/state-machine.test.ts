import { PROMOTION_STATES, type PromotionState } from "@jogada/contracts";
import { describe, expect, it } from "vitest";
import { actionOf, canMove, displayState, move, openness, TransitionRefused } from "./state-machine.js";

const ALLOWED: [PromotionState, PromotionState][] = [
  ["coming_soon", "join"],
  ["join", "joined"],
  ["join", "claim"],
  ["joined", "issued"],
  ["joined", "claim"],
  ["joined", "process"],
  ["process", "claim"],
  ["process", "close"],
  ["claim", "issued"],
  ["claim", "claimed"],
  ["claim", "applying"],
  ["applying", "issued"],
  ["applying", "claimed"],
  ["applying", "rejected"],
  ["issued", "claimed"],
  ["issued", "close"],
];

const REFUSED: [PromotionState, PromotionState][] = [
  ["claimed", "issued"],
  ["claimed", "claim"],
  ["issued", "issued"],
  ["issued", "claim"],
  ["rejected", "applying"],
  ["rejected", "claimed"],
  ["close", "join"],
  ["close", "claim"],
  ["applying", "applying"],
  ["applying", "close"],
  ["joined", "applying"],
  ["coming_soon", "claim"],
  ["join", "rejected"],
];

describe("promotion state machine (SPEC §4)", () => {
  it("has exactly the SPEC's ten states", () => {
    expect([...PROMOTION_STATES].sort()).toEqual(
      [
        "applying",
        "claim",
        "claimed",
        "close",
        "coming_soon",
        "issued",
        "join",
        "joined",
        "process",
        "rejected",
      ].sort(),
    );
  });

  it.each(ALLOWED)("allows %s -> %s", (from, to) => {
    expect(canMove(from, to)).toBe(true);
    expect(move(from, to)).toBe(to);
  });

  it.each(REFUSED)("refuses %s -> %s", (from, to) => {
    expect(canMove(from, to)).toBe(false);
    expect(() => move(from, to)).toThrow(TransitionRefused);
  });

  it("ends in claimed, rejected and close: nothing leaves them", () => {
    for (const end of ["claimed", "rejected", "close"] as const) {
      for (const to of PROMOTION_STATES) expect(canMove(end, to)).toBe(false);
    }
  });

  it("offers a button only to join and to claim", () => {
    for (const state of PROMOTION_STATES) {
      expect(actionOf(state)).toBe(state === "join" ? "join" : state === "claim" ? "claim" : "none");
    }
  });

  it("shows coming soon before the start, close after the end, the row's state otherwise", () => {
    const now = new Date("2026-06-01T12:00:00Z");
    const window = { status: "active" as const, startsAt: new Date("2026-06-02T00:00:00Z"), endsAt: null };
    expect(displayState(window, undefined, "join", now)).toBe("coming_soon");
    expect(openness(window, now)).toBe("promotion.not.started");
    const ended = { status: "active" as const, startsAt: new Date("2026-05-01T00:00:00Z"), endsAt: now };
    expect(displayState(ended, undefined, "join", now)).toBe("close");
    expect(openness(ended, now)).toBe("promotion.ended");
    expect(displayState(ended, "claim", "join", now)).toBe("claim");
    const paused = { status: "paused" as const, startsAt: new Date("2026-05-01T00:00:00Z"), endsAt: null };
    expect(openness(paused, now)).toBe("promotion.paused");
    expect(displayState(paused, undefined, "join", now)).toBe("close");
    const open = { ...paused, status: "active" as const };
    expect(displayState(open, undefined, "join", now)).toBe("join");
    expect(openness(open, now)).toBe("open");
  });
});
