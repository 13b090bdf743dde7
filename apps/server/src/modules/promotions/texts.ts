import { formatAmount, type Language, type PromotionTerms } from "@jogada/contracts";
import type { LoadedBrand } from "../brand/service.js";

type Brand = LoadedBrand["config"];

/** "P 1,000.00" / "P 1.000,00": the site's one money rule (formatAmount). */
export function money(text: string, brand: Brand, language: Language): string {
  return formatAmount(text, language, brand.currency.symbol, brand.currency.decimals);
}

/** One line from the terms, so the list never promises what the terms do not say. */
export function headline(terms: PromotionTerms, brand: Brand, language: Language): string {
  const pt = language === "PT";
  const m = (text: string) => money(text, brand, language);
  switch (terms.kind) {
    case "registration":
      return pt ? `${m(terms.amount)} ao criar a conta` : `${m(terms.amount)} when you sign up`;
    case "deposit_match":
      return pt
        ? `${terms.percent}% ${terms.deposit === "first" ? "no primeiro depósito" : "de recarga"} até ${m(terms.cap)}`
        : `${terms.percent}% ${terms.deposit === "first" ? "on your first deposit" : "reload"} up to ${m(terms.cap)}`;
    case "cashback":
      return pt
        ? `${terms.percent}% de cashback ${terms.period === "weekly" ? "semanal" : "diário"} até ${m(terms.cap)}`
        : `${terms.percent}% ${terms.period} cashback up to ${m(terms.cap)}`;
    case "rebate":
      return pt
        ? `${terms.percent}% de rebate ${terms.period === "weekly" ? "semanal" : "diário"} até ${m(terms.cap)}`
        : `${terms.percent}% ${terms.period} rebate up to ${m(terms.cap)}`;
    case "free_credits":
      return pt
        ? `${m(terms.amount)} em créditos para jogos da casa`
        : `${m(terms.amount)} in house-game credits`;
    case "raffle":
      return pt
        ? `Sorteio: ${terms.prizes.length} prêmios, o maior ${m(terms.prizes[0] ?? "0")}`
        : `Raffle: ${terms.prizes.length} prizes, top prize ${m(terms.prizes[0] ?? "0")}`;
    case "manual":
      return pt ? `Recompensa de ${m(terms.amount)}` : `${m(terms.amount)} reward`;
  }
}
