import { moneyParam } from "@jogada/contracts";
import { describe, expect, it } from "vitest";
import { maskedName } from "./chat-service.js";
import { renderTemplate } from "./templates.js";
import { DEFAULT_BLOCKED_WORDS, WordFilter } from "./word-filter.js";

describe("chat word filter", () => {
  const filter = new WordFilter([...DEFAULT_BLOCKED_WORDS, "Golpe"]);

  it("catches listed words whatever their case, accents, look-alike digits or separators", () => {
    for (const text of [
      "que PUTA jogo",
      "pút4 merda",
      "p.u.t.a",
      "p u t a sorte",
      "isso é um golpe!",
      "GÓLPE",
    ])
      expect(filter.blocks(text), text).toBe(true);
  });

  it("lets words that only contain a listed word through", () => {
    for (const text of ["computador novo", "a computadora", "golpeado? não", "bom jogo a todos"])
      expect(filter.blocks(text), text).toBe(false);
  });
});

describe("chat nicknames", () => {
  it("never shows a whole username", () => {
    expect(maskedName("membro01")).toBe("me****01");
    expect(maskedName("abc")).toBe("a***");
  });
});

describe("system message templates", () => {
  it("escapes what the caller passes into the HTML", () => {
    const rendered = renderTemplate("withdrawal.rejected", {
      amount: "R$ 10.00",
      reason: "<img src=x onerror=alert(1)>",
    });
    expect(rendered.content.EN).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(rendered.title).toMatchObject({ PT: "Saque recusado", EN: "Withdrawal rejected" });
  });

  it("writes an amount the way each language writes money, symbol held to the number", () => {
    const rendered = renderTemplate("deposit.credited", {
      amount: moneyParam("1234.5", { symbol: "R$", decimals: 2 }),
    });
    expect(rendered.content.PT).toContain("Seu depósito de R$\u00a01.234,50 foi creditado");
    expect(rendered.content.EN).toContain("Your deposit of R$\u00a01,234.50 has been credited");
  });
});
