import { describe, expect, it } from "vitest";
import { checkoutLanguage, checkoutPage, type Payment } from "./pages.js";

const payment = (language: "PT" | "EN"): Payment => ({
  paymentId: "PAY-1",
  orderNo: "D123",
  amount: "1234.5",
  currency: "PHP",
  display: { symbol: "P", decimals: 2, language },
  description: "Jogada D123",
  returnUrl: "http://site.test/",
  notifyUrl: "http://site.test/notify",
  status: "open",
  createdAt: "2026-01-01T00:00:00Z",
});

describe("hosted checkout", () => {
  it("speaks the language the platform gave and shows money with the brand's symbol", () => {
    const pt = checkoutPage(payment("PT"), checkoutLanguage(payment("PT"), undefined));
    expect(pt).toContain('lang="pt"');
    expect(pt).toContain("P\u00a01.234,50");
    expect(pt).toContain("Pagar agora");
    expect(pt).not.toContain("PHP");
    const en = checkoutPage(payment("EN"), checkoutLanguage(payment("EN"), undefined));
    expect(en).toContain("P\u00a01,234.50");
    expect(en).toContain("Pay now");
    expect(en).not.toContain("PHP");
  });

  it("lets ?lang= on the address choose the language", () => {
    expect(checkoutLanguage(payment("PT"), "en")).toBe("EN");
    expect(checkoutLanguage(payment("EN"), "xx")).toBe("EN");
    expect(checkoutLanguage(undefined, undefined)).toBe("PT");
  });
});
