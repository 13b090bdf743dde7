import { describe, expect, it } from "vitest";
import { RecentSet } from "./recent-set";

describe("RecentSet", () => {
  it("forgets the oldest entry past its capacity", () => {
    const set = new RecentSet<string>(2);
    set.add("a");
    set.add("b");
    set.add("a");
    set.add("c");
    expect(set.has("a")).toBe(true);
    expect(set.has("b")).toBe(false);
    expect(set.has("c")).toBe(true);
    expect(set.size).toBe(2);
  });
});
