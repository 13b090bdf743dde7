import { describe, expect, it } from "vitest";
import { type PageItem, paginationItems } from "./pagination";

const show = (items: PageItem[]) => items.map((i) => (i.kind === "page" ? String(i.page) : "…")).join(" ");

describe("paginationItems", () => {
  it("shows nothing without pages and every page when they fit", () => {
    expect(paginationItems(1, 0)).toEqual([]);
    expect(show(paginationItems(1, 1))).toBe("1");
    expect(show(paginationItems(2, 5))).toBe("1 2 3 4 5");
  });

  it("keeps a window of three pages around the current one and one page at each end", () => {
    expect(show(paginationItems(1, 20))).toBe("1 2 3 … 20");
    expect(show(paginationItems(10, 20))).toBe("1 … 9 10 11 … 20");
    expect(show(paginationItems(20, 20))).toBe("1 … 18 19 20");
  });

  it("shows a lone hidden page instead of a gap", () => {
    expect(show(paginationItems(4, 20))).toBe("1 2 3 4 5 … 20");
    expect(show(paginationItems(17, 20))).toBe("1 … 16 17 18 19 20");
  });

  it("clamps a page outside the range", () => {
    expect(show(paginationItems(99, 8))).toBe("1 … 6 7 8");
    expect(show(paginationItems(-3, 8))).toBe("1 2 3 … 8");
  });

  it("honours other window sizes", () => {
    expect(show(paginationItems(10, 20, 5, 2))).toBe("1 2 … 8 9 10 11 12 … 19 20");
  });

  it("gives every gap a distinct key", () => {
    const keys = paginationItems(10, 20).flatMap((i) => (i.kind === "gap" ? [i.key] : []));
    expect(new Set(keys).size).toBe(keys.length);
  });
});
