import { describe, expect, it } from "vitest";
import { lengthText, matchesRule, PATTERN_IDS, PATTERNS, patternMessage } from "./patterns.js";

/** For every pattern id: values it must accept and values it must refuse. */
const CASES: Record<number, { good: string[]; bad: string[] }> = {
  0: { good: ["anything at all", "ção 123 !"], bad: ["tab\there", "line\nbreak"] },
  1: { good: ["a1b2", "Player7"], bad: ["1abc", "ab_c", "ab c"] },
  2: { good: ["山田123", "東京"], bad: ["abc", "山田 1"] },
  3: { good: ["ana@example.com", "a.b+c@mail.co.uk"], bad: ["ana@", "ana@example", "a b@c.com", "@x.com"] },
  4: { good: ["abc123", "ABC", "123"], bad: ["abc-123", "ab c", "ção"] },
  5: { good: ["abc123", "1a"], bad: ["abcdef", "123456", "abc_1"] },
  6: { good: ["123456", "0"], bad: ["12a", "+55", "1 2"] },
  7: { good: ["Abc123", "ABC"], bad: ["abc123", "Abc-1"] },
  8: { good: ["John Smith", "Ana"], bad: ["John  Smith", "João", " Ana", "Ana1"] },
  9: { good: ["a-b_c!", "ção"], bad: ["a b", "a\tb"] },
  10: { good: ["你好，世界。", "中文"], bad: ["中文abc", "abc"] },
  11: { good: ["2024-02-29", "1999-12-31"], bad: ["2023-02-29", "2024-13-01", "24-01-01", "2024/01/01"] },
  12: { good: ["안녕하세요"], bad: ["안녕 하세요", "abc"] },
  13: { good: ["02-29-2024", "12-31-1999"], bad: ["02-29-2023", "13-01-2024", "2024-01-01"] },
  14: { good: ["สวัสดี"], bad: ["สวัสดี abc", "abc"] },
  15: { good: ["こんにちは", "カタカナー", "ＡＢＣ１２３"], bad: ["abc", "こんにちは abc"] },
  16: { good: ["abc", "ABC"], bad: ["abc1", "ab c"] },
  17: { good: ["+5511987654321", "11987654321"], bad: ["+55 11", "55-11", "abc"] },
  18: { good: ["29-02-2024", "31-12-1999"], bad: ["29-02-2023", "31-04-2024", "2024-01-01"] },
  19: { good: ["abc123", "a"], bad: ["Abc123", "abc-1"] },
  20: { good: ["Abc123!x", "P@ssw0rd"], bad: ["abc123!x", "ABC123!X", "Abcdef!x", "Abc12345", "Ab c1!"] },
  21: {
    good: ["Maria Silva", "José da Costa", "Anne-Marie O'Neil"],
    bad: ["Maria", "Maria  Silva", "Maria 1", " Maria Silva"],
  },
  22: { good: ["Maria", "José da Costa"], bad: ["Maria1", "Maria  Silva", "Maria_"] },
};

describe("registration patterns", () => {
  it("defines ids 0 to 22, each with PT and EN messages", () => {
    expect(PATTERN_IDS).toEqual(Array.from({ length: 23 }, (_, i) => i));
    for (const kind of PATTERNS) {
      expect(kind.message.PT.length).toBeGreaterThan(3);
      expect(kind.message.EN.length).toBeGreaterThan(3);
      expect(kind.message.PT).not.toBe(kind.message.EN);
    }
  });

  for (const id of PATTERN_IDS) {
    it(`pattern ${id} accepts and refuses the right values`, () => {
      const cases = CASES[id]!;
      const rule = { patternId: id, minLength: 1, maxLength: 40, acceptedPattern: "*" };
      for (const value of cases.good)
        expect(matchesRule(value, rule), `${id} should accept ${value}`).toBe(true);
      for (const value of cases.bad)
        expect(matchesRule(value, rule), `${id} should refuse ${value}`).toBe(false);
      const tooLong = { ...rule, maxLength: 0 };
      expect(matchesRule(cases.good[0]!, { ...tooLong, minLength: 0 })).toBe(false);
      const overlong = cases.good[0]!.repeat(50);
      expect(matchesRule(overlong, rule)).toBe(false);
    });
  }

  it("counts characters, not UTF-16 units, and applies the brand's own pattern too", () => {
    expect(matchesRule("ção", { patternId: 0, minLength: 3, maxLength: 3, acceptedPattern: "*" })).toBe(true);
    expect(
      matchesRule("abc123", { patternId: 4, minLength: 1, maxLength: 10, acceptedPattern: "^[a-z]+$" }),
    ).toBe(false);
  });

  it("fills min and max into the message, a single number when they are equal", () => {
    expect(lengthText(6, 12, "PT")).toBe("6 a 12");
    expect(lengthText(6, 12, "EN")).toBe("6 to 12");
    expect(patternMessage(4, 6, 12, "EN")).toBe("6 to 12 letters or digits");
    expect(patternMessage(6, 6, 6, "PT")).toBe("6 dígitos, só números");
  });
});
