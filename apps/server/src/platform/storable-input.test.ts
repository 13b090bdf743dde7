import { describe, expect, it } from "vitest";
import { firstUnstorablePath, isStorableText } from "./storable-input.js";

describe("storable text", () => {
  it("refuses NUL and lone surrogates, keeps paired ones and other text", () => {
    expect(isStorableText("a\u0000b")).toBe(false);
    expect(isStorableText("\ud800")).toBe(false);
    expect(isStorableText("x\udfff")).toBe(false);
    expect(isStorableText("😀 ação \u202e\ufeff")).toBe(true);
    expect(isStorableText("")).toBe(true);
  });

  it("names the path of the first bad value or key, however deep", () => {
    expect(firstUnstorablePath({ a: "ok", b: [1, { c: "x\u0000" }] })).toEqual(["b", 1, "c"]);
    expect(firstUnstorablePath({ ok: { "bad\ud800": 1 } })).toEqual(["ok", "bad\ud800"]);
    expect(firstUnstorablePath("\u0000")).toEqual([]);
    expect(firstUnstorablePath({ a: 1, b: null, c: "fine", d: ["😀"] })).toBeUndefined();
    let deep: unknown = ["\u0000"];
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(firstUnstorablePath(deep)).toHaveLength(100_001);
  });
});
