import { LANGUAGES, type PromotionTerms } from "@jogada/contracts";
import { describe, expect, it } from "vitest";
import { headline } from "./texts.js";

const brand = { currency: { symbol: "P", decimals: 2 } } as Parameters<typeof headline>[1];
const wagering = { multiple: 0, base: "bonus", contributions: {}, expiryDays: 30 } as const;

const TERMS: PromotionTerms[] = [
  { kind: "registration", amount: "10", wagering },
  { kind: "deposit_match", deposit: "first", percent: 100, cap: "1000", minDeposit: "10", wagering },
  { kind: "deposit_match", deposit: "reload", percent: 2.5, cap: "1000", minDeposit: "10", wagering },
  {
    kind: "cashback",
    period: "weekly",
    categories: ["lottery"],
    percent: 5,
    cap: "5000",
    minLoss: "0",
    wagering,
  },
  { kind: "rebate", period: "daily", categories: ["lottery"], percent: 1, cap: "500", wagering },
  { kind: "free_credits", amount: "20", wagering },
  { kind: "raffle", maxTicketsPerPlayer: 1000, prizes: ["2500", "100"] },
  { kind: "manual", amount: "50", needsApproval: true, wagering },
];

describe("promotion headlines", () => {
  it("keep the Portuguese and English wording", () => {
    expect(headline(TERMS[0]!, brand, "EN")).toBe("P\u00a010.00 when you sign up");
    expect(headline(TERMS[1]!, brand, "PT")).toBe("100% no primeiro depósito até P\u00a01.000,00");
    expect(headline(TERMS[3]!, brand, "EN")).toBe("5% weekly cashback up to P\u00a05,000.00");
  });

  it("are written in each shipped language, with its own number marks", () => {
    for (const language of LANGUAGES) {
      const lines = TERMS.map((terms) => headline(terms, brand, language));
      expect(new Set(lines).size).toBe(lines.length);
      for (const line of lines) expect(line).not.toMatch(/undefined|NaN/);
      if (language !== "EN") {
        for (const line of lines) expect(line).not.toMatch(/\b(when you sign up|up to|reward|prizes)\b/);
      }
    }
    expect(headline(TERMS[2]!, brand, "ID")).toBe("Bonus deposit ulang 2,5% hingga P\u00a01.000,00");
    expect(headline(TERMS[6]!, brand, "ZH")).toContain("抽奖");
    expect(headline(TERMS[4]!, brand, "TH")).toContain("คืนยอดเล่น 1%");
  });
});
