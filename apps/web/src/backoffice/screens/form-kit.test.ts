import { SaveMallRewardBody, SavePromotionBody } from "@jogada/contracts";
import i18n from "i18next";
import { beforeAll, describe, expect, it } from "vitest";

// the screens' texts register with i18next when loaded, so they load after it starts
let kit: typeof import("./form-kit");
let pt: typeof import("./i18n").pt;
let mall: typeof import("./mall/MallForm");
let promotion: typeof import("./promotions/PromotionForm");
beforeAll(async () => {
  await i18n.init({ resources: {}, lng: "PT" });
  kit = await import("./form-kit");
  pt = (await import("./i18n")).pt;
  mall = await import("./mall/MallForm");
  promotion = await import("./promotions/PromotionForm");
});

/** The PT catalogue as `t`, with {{placeholders}} filled: what a PT staff member reads. */
function t(key: string, values: Record<string, unknown> = {}): string {
  const text = key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], pt);
  return String(text).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
}

function problems(schema: typeof SavePromotionBody | typeof SaveMallRewardBody, body: unknown) {
  const result = schema.safeParse(body);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join("."), kit.issueText(issue, t)]),
  );
}

describe("forms checked by the contract schemas", () => {
  it("names each problem of a new promotion at its field, in the staff's words", () => {
    const values = promotion.promotionValues();
    values.texts.PT.title = "Prêmio";
    values.terms.amount = "dez";
    expect(problems(SavePromotionBody, promotion.promotionBody(values))).toEqual({
      "terms.amount": "Formato inválido: use um número como 100 ou 100.50.",
      "texts.EN.title": "Preencha este campo.",
    });
  });

  it("names an end before the start at the end field", () => {
    const values = promotion.promotionValues();
    values.texts = { PT: { title: "Bônus", content: "" }, EN: { title: "Bonus", content: "" } };
    values.terms.amount = "10";
    const body = {
      ...(promotion.promotionBody(values) as object),
      startsAt: "2026-03-02T10:00:00Z",
      endsAt: "2026-03-01T10:00:00Z",
    };
    expect(problems(SavePromotionBody, body)).toEqual({ endsAt: "Deve ser depois do início." });
  });

  it("sends only the terms of the kind chosen, and keeps the stored ones the form does not show", () => {
    const values = promotion.promotionValues();
    values.kind = "deposit_match";
    values.texts = { PT: { title: "Bônus", content: "" }, EN: { title: "Bonus", content: "" } };
    Object.assign(values.terms, { percent: "100", cap: "500", minDeposit: "20", deposit: "first" });
    const body = SavePromotionBody.parse(promotion.promotionBody(values));
    expect(body.terms).toMatchObject({ kind: "deposit_match", percent: 100, cap: "500", minDeposit: "20" });
    expect(body.terms).not.toHaveProperty("amount");
    expect(body.endsAt).toBeNull();
  });

  it("refuses a mall item under one point and takes empty stock as unlimited", () => {
    const values = mall.mallValues();
    values.points = "0";
    values.texts = { PT: { title: "Crédito", description: "" }, EN: { title: "Credit", description: "" } };
    values.amount = "5";
    expect(problems(SaveMallRewardBody, mall.mallBody(values))).toEqual({ points: "O mínimo é 1." });
    values.points = "100";
    expect(SaveMallRewardBody.parse(mall.mallBody(values))).toMatchObject({
      points: 100,
      stock: null,
      amount: "5",
    });
  });

  it("puts an issue on the longest path the form has", () => {
    expect(kit.fieldOf(["terms", "prizes", 2], ["terms.prizes"])).toBe("terms.prizes");
    expect(kit.fieldOf(["eligibility", "countries", 0], ["terms.prizes"])).toBeUndefined();
  });
});
