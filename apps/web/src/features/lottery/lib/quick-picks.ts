import { padNumber, type Selector } from "./bet-forms";
import type { Selection } from "./slip";

export type Shortcut = "big" | "small" | "odd" | "even";

/** A uniform integer in [0, n) from the browser's cryptographic generator, without modulo bias. */
export function randomBelow(n: number): number {
  const limit = 2 ** 32 - (2 ** 32 % n);
  const buffer = new Uint32Array(1);
  for (;;) {
    crypto.getRandomValues(buffer);
    if (buffer[0]! < limit) return buffer[0]! % n;
  }
}

/** `count` different integers of min..max. */
export function randomDistinct(count: number, min: number, max: number): number[] {
  const pot = Array.from({ length: max - min + 1 }, (_, i) => min + i);
  return Array.from(
    { length: Math.min(count, pot.length) },
    () => pot.splice(randomBelow(pot.length), 1)[0]!,
  );
}

/** Which shortcuts make sense: big/small/odd/even pick whole halves of a grid of `each` lines. */
export function shortcutsOf(selector: Selector): Shortcut[] {
  return selector.kind === "grid" && selector.lines === "each" && selector.max - selector.min >= 5
    ? ["big", "small", "odd", "even"]
    : [];
}

/** The numbers of a grid a shortcut picks: the upper or lower half of the range, odds or evens. */
export function shortcutNumbers(selector: Selector, shortcut: Shortcut): number[] {
  if (selector.kind !== "grid") return [];
  const all = Array.from({ length: selector.max - selector.min + 1 }, (_, i) => selector.min + i);
  const middle = selector.min + Math.ceil(all.length / 2);
  switch (shortcut) {
    case "big":
      return all.filter((n) => n >= middle);
    case "small":
      return all.filter((n) => n < middle);
    case "odd":
      return all.filter((n) => n % 2 === 1);
    case "even":
      return all.filter((n) => n % 2 === 0);
  }
}

/**
 * A random selection the bet type accepts: one line for `each` grids and typed numbers, the exact
 * count for combinations, a value in every row, one word.
 */
export function randomSelection(selector: Selector, current: Selection): Selection {
  switch (selector.kind) {
    case "grid": {
      const count = selector.lines === "each" ? 1 : selector.minCount;
      return { ...current, numbers: randomDistinct(count, selector.min, selector.max) };
    }
    case "typed":
      return { ...current, typed: padNumber(randomBelow(10 ** selector.digits), selector.digits) };
    case "words":
      return { ...current, words: [selector.words[randomBelow(selector.words.length)]!] };
    case "rows":
      return {
        ...current,
        rows: selector.distinct
          ? randomDistinct(selector.rows, selector.min, selector.max)
          : Array.from(
              { length: selector.rows },
              () => selector.min + randomBelow(selector.max - selector.min + 1),
            ),
      };
    case "posValue":
      return {
        ...current,
        position: 1 + randomBelow(selector.positions),
        numbers: [selector.min + randomBelow(selector.max - selector.min + 1)],
      };
    case "position":
      return { ...current, numbers: [1 + randomBelow(selector.positions)] };
    case "none":
      return current;
  }
}
