import { type BrandConfig, Eligibility, PromotionTerms } from "@jogada/contracts";
import type { Queryable } from "../../platform/db.js";
import * as repo from "./repository.js";

const DAY = 86_400_000;

/**
 * The demo brand's promotions, the ones its announcements describe: a registration bonus of
 * the amount the register form shows, the first-deposit match and the weekly lottery cashback.
 * Inserted once per seed key, so an operator's changes stay.
 */
export async function seedPromotions(db: Queryable, brand: BrandConfig): Promise<void> {
  const startsAt = new Date(Date.now() - 30 * DAY);
  const seeds: {
    key: string;
    terms: unknown;
    sortOrder: number;
    imageUrl: string;
    texts: unknown;
    eligibility?: unknown;
  }[] = [
    {
      key: "promotion-register-bonus",
      sortOrder: 0,
      imageUrl: "/images/banners/register.svg",
      terms: { kind: "registration", amount: "10" },
      eligibility: { newPlayersOnly: true },
      texts: {
        PT: {
          title: "P 10 de bônus de cadastro",
          content:
            "<p>Crie a sua conta e resgate <strong>P 10</strong> em Promoções. O valor vai direto para a carteira principal, sem requisito de apostas.</p><p>Uma vez por conta.</p>",
        },
        EN: {
          title: "P 10 sign-up bonus",
          content:
            "<p>Open your account and claim <strong>P 10</strong> under Promotions. It goes straight to your main wallet, with no wagering requirement.</p><p>Once per account.</p>",
        },
      },
    },
    {
      key: "promotion-first-deposit",
      sortOrder: 1,
      imageUrl: "/images/promotions/first-deposit.svg",
      terms: {
        kind: "deposit_match",
        deposit: "first",
        percent: 100,
        cap: "1000",
        minDeposit: "100",
        wagering: { multiple: 10, base: "bonus", contributions: {}, maxStake: "200", expiryDays: 30 },
      },
      eligibility: { maxDeposits: 0 },
      texts: {
        PT: {
          title: "100% no primeiro depósito",
          content:
            "<p>Participe antes de depositar e dobramos seu primeiro depósito até <strong>P 1.000</strong>.</p><ul><li>Depósito mínimo: P 100.</li><li>Requisito de apostas: 10 vezes o bônus. Contam 100% slots, pesca e jogos da casa, 10% cassino ao vivo; loterias não contam.</li><li>Aposta máxima com o bônus ativo: P 200.</li><li>Válido por 30 dias a partir do crédito do bônus.</li></ul>",
        },
        EN: {
          title: "100% on your first deposit",
          content:
            "<p>Join before you deposit and we double your first deposit up to <strong>P 1,000</strong>.</p><ul><li>Minimum deposit: P 100.</li><li>Wagering: 10 times the bonus. Slots, fishing and house games count 100%, live casino 10%; lotteries do not count.</li><li>Largest stake while the bonus is active: P 200.</li><li>Valid for 30 days from when the bonus is credited.</li></ul>",
        },
      },
    },
    {
      key: "promotion-lottery-cashback",
      sortOrder: 2,
      imageUrl: "/images/promotions/lottery-cashback.svg",
      terms: { kind: "cashback", period: "weekly", categories: ["lottery"], percent: 5, cap: "5000" },
      texts: {
        PT: {
          title: "Cashback semanal de 5% nas loterias",
          content:
            "<p>Toda segunda-feira devolvemos <strong>5%</strong> das perdas líquidas da semana anterior (segunda a domingo) nas loterias, até P 5.000.</p><p>O cashback é creditado automaticamente na carteira principal e não tem requisito de apostas.</p>",
        },
        EN: {
          title: "5% weekly lottery cashback",
          content:
            "<p>Every Monday we return <strong>5%</strong> of the previous week's (Monday to Sunday) net lottery losses, up to P 5,000.</p><p>The cashback is credited automatically to your main wallet with no wagering requirement.</p>",
        },
      },
    },
  ];
  for (const seed of seeds) {
    const terms = PromotionTerms.parse(seed.terms);
    await repo.insertPromotion(db, {
      merchant: brand.merchantCode,
      kind: terms.kind,
      status: "active",
      terms,
      eligibility: Eligibility.parse(seed.eligibility ?? {}),
      texts: seed.texts,
      imageUrl: seed.imageUrl,
      startsAt,
      endsAt: null,
      budget: null,
      sortOrder: seed.sortOrder,
      seedKey: seed.key,
    });
  }
}
