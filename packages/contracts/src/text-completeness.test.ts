import { describe, expect, it } from "vitest";
import { catalogueProblems, pluralForms } from "./text-completeness.js";

const pt = {
  title: "Olá, {{name}}",
  games: { count_one: "{{count}} jogo", count_many: "{{count}} jogos", count_other: "{{count}} jogos" },
  error: "Saldo de {amount} insuficiente",
};

describe("catalogue completeness", () => {
  it("knows each language's plural forms", () => {
    expect(pluralForms("PT")).toEqual(["many", "one", "other"]);
    expect(pluralForms("EN")).toEqual(["one", "other"]);
    for (const language of ["VI", "TH", "ZH", "ID"] as const)
      expect(pluralForms(language)).toEqual(["other"]);
  });

  it("passes a complete translation", () => {
    const vi = {
      title: "Xin chào, {{name}}",
      games: { count_other: "{{count}} trò chơi" },
      error: "Số dư {amount} không đủ",
    };
    expect(catalogueProblems(pt, vi, "VI")).toEqual([]);
    expect(catalogueProblems(pt, pt, "PT")).toEqual([]);
  });

  it("names missing, empty, extra texts, wrong plural forms and placeholders", () => {
    const en = {
      title: "Hello, {{nome}}",
      games: { count_other: "{{count}} games" },
      error: " ",
      extra: "Extra",
    };
    expect(catalogueProblems(pt, en, "EN")).toEqual([
      "EN title: placeholders {nome}, the reference has {name}",
      "EN games.count: plural forms other, the language uses one/other",
      "EN error is empty",
      "EN error: placeholders {}, the reference has {amount}",
      "EN has extra, unknown to the reference",
    ]);
    expect(catalogueProblems(pt, { games: pt.games, error: pt.error }, "VI")).toContain("VI lacks title");
    expect(catalogueProblems(pt, { ...pt, title: { nested: "x" } }, "PT")).toContain("PT lacks title");
  });
});
