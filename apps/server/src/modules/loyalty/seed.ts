import { type BrandConfig, parseMoney, SaveMallRewardBody, SaveMissionBody } from "@jogada/contracts";
import type { Queryable } from "../../platform/db.js";
import * as mallRepo from "./mall-repository.js";
import * as missionsRepo from "./missions-repository.js";

const t = (PT: string, EN: string, dPT: string, dEN: string) => ({
  PT: { title: PT, description: dPT },
  EN: { title: EN, description: dEN },
});

/** The demo brand's missions and mall: a few daily, weekly and one-off missions; cash, bonus and one physical item. */
export const DEMO_MISSIONS: (SaveMissionBody & { key: string })[] = [
  {
    key: "mission-daily-login",
    period: "daily",
    goal: { kind: "login_streak", count: 1 },
    reward: { kind: "points", points: 10 },
    texts: t("Entre hoje", "Log in today", "Entre na sua conta hoje.", "Log in to your account today."),
    sortOrder: 0,
  },
  {
    key: "mission-daily-rounds",
    period: "daily",
    goal: { kind: "rounds", count: 20 },
    reward: { kind: "points", points: 50 },
    texts: t(
      "Jogue 20 rodadas",
      "Play 20 rounds",
      "Jogue 20 rodadas em qualquer jogo hoje.",
      "Play 20 rounds of any game today.",
    ),
    sortOrder: 1,
  },
  {
    key: "mission-daily-slots",
    period: "daily",
    goal: { kind: "bet", amount: "200", category: "slots" },
    reward: { kind: "points", points: 100 },
    texts: t(
      "Aposte P 200 em slots",
      "Bet P 200 on slots",
      "Apostas válidas em slots hoje.",
      "Valid bets on slots today.",
    ),
    sortOrder: 2,
  },
  {
    key: "mission-weekly-deposit",
    period: "weekly",
    goal: { kind: "deposit", amount: "500" },
    reward: {
      kind: "bonus",
      amount: "25",
      wagering: { multiple: 5, base: "bonus", contributions: {}, expiryDays: 7 },
    },
    texts: t(
      "Deposite P 500 na semana",
      "Deposit P 500 this week",
      "Depósitos de segunda a domingo. Bônus com 5x de apostas.",
      "Deposits from Monday to Sunday. Bonus with 5x wagering.",
    ),
    sortOrder: 3,
  },
  {
    key: "mission-weekly-streak",
    period: "weekly",
    goal: { kind: "login_streak", count: 5 },
    reward: { kind: "cash", amount: "5" },
    texts: t(
      "Entre 5 dias seguidos",
      "Log in 5 days in a row",
      "Cinco dias seguidos na semana.",
      "Five days in a row this week.",
    ),
    sortOrder: 4,
  },
  {
    key: "mission-once-invite",
    period: "once",
    goal: { kind: "invite", count: 1 },
    reward: { kind: "points", points: 500 },
    texts: t(
      "Convide um amigo",
      "Invite a friend",
      "Um amigo que se cadastra com o seu link e deposita.",
      "A friend who registers with your link and deposits.",
    ),
    sortOrder: 5,
  },
];

export const DEMO_MALL: (SaveMallRewardBody & { key: string })[] = [
  {
    key: "mall-cash-10",
    kind: "cash",
    points: 1000,
    amount: "10",
    stock: null,
    perPlayerLimit: null,
    texts: t(
      "P 10 em dinheiro",
      "P 10 cash",
      "Creditado na carteira principal.",
      "Credited to your main wallet.",
    ),
    imageUrl: "",
    sortOrder: 0,
  },
  {
    key: "mall-bonus-30",
    kind: "bonus",
    points: 2000,
    amount: "30",
    wagering: { multiple: 3, base: "bonus", contributions: {}, expiryDays: 14 },
    stock: 500,
    perPlayerLimit: 5,
    texts: t(
      "Bônus de P 30",
      "P 30 bonus",
      "Bônus com 3x de apostas, 14 dias.",
      "Bonus with 3x wagering, 14 days.",
    ),
    imageUrl: "",
    sortOrder: 1,
  },
  {
    key: "mall-headphones",
    kind: "physical",
    points: 25000,
    stock: 10,
    perPlayerLimit: 1,
    texts: t(
      "Fones de ouvido sem fio",
      "Wireless headphones",
      "Entregues no seu endereço após aprovação.",
      "Delivered to your address once approved.",
    ),
    imageUrl: "",
    sortOrder: 2,
  },
];

/** Inserted once per seed key, so an operator's changes stay. */
export async function seedLoyalty(db: Queryable, brand: BrandConfig): Promise<void> {
  for (const { key, ...seed } of DEMO_MISSIONS) {
    const body = SaveMissionBody.parse(seed);
    await missionsRepo.insertMission(db, {
      merchant: brand.merchantCode,
      period: body.period,
      goal: body.goal,
      reward: body.reward,
      texts: body.texts,
      sortOrder: body.sortOrder,
      seedKey: key,
    });
  }
  for (const { key, ...seed } of DEMO_MALL) {
    const body = SaveMallRewardBody.parse(seed);
    await mallRepo.insertMall(db, {
      merchant: brand.merchantCode,
      kind: body.kind,
      points: body.points,
      amount: body.amount ? (parseMoney(body.amount, brand.currency.decimals) ?? null) : null,
      wagering: body.wagering ?? null,
      stock: body.stock,
      perPlayerLimit: body.perPlayerLimit,
      texts: body.texts,
      imageUrl: body.imageUrl,
      sortOrder: body.sortOrder,
      seedKey: key,
    });
  }
}
