import { BET_CATEGORIES, type BetCategory, LoyaltySettings, parseMoney } from "@jogada/contracts";
import type { z } from "zod";
import { numberOf } from "../form-kit";

type PerCategory = Record<BetCategory, string>;

export interface LevelValues {
  name: { PT: string; EN: string };
  minDeposit: string;
  minTurnover: string;
  keepTurnover: string;
  upgradeBonus: string;
  birthdayBonus: string;
  dailyWithdrawalLimit: string;
  dailyWithdrawalCount: string;
  rebate: PerCategory;
}

export interface SettingsValues {
  levels: LevelValues[];
  keepDays: string;
  points: {
    enabled: boolean;
    earnPer100: PerCategory;
    convertPoints: string;
    convertAmount: string;
    minConvert: string;
  };
  referral: {
    enabled: boolean;
    condition: LoyaltySettings["referral"]["condition"];
    amount: string;
    reward: string;
    maxRewarded: string;
  };
  leaderboard: {
    enabled: boolean;
    period: LoyaltySettings["leaderboard"]["period"];
    /** The prizes in rank order, separated by commas. */
    prizes: string;
    size: string;
  };
}

/** The contract allows up to 21 levels (0 to 20). */
export const MAX_LEVELS = 21;

const LEVEL_MONEY = [
  "minDeposit",
  "minTurnover",
  "keepTurnover",
  "upgradeBonus",
  "birthdayBonus",
  "dailyWithdrawalLimit",
] as const;

/** Every input's name, for every level the contract allows, so each problem lands on its field. */
export const SETTINGS_FIELDS: readonly string[] = [
  ...Array.from({ length: MAX_LEVELS }, (_, index) => [
    `levels.${index}.name.PT`,
    `levels.${index}.name.EN`,
    ...LEVEL_MONEY.map((key) => `levels.${index}.${key}`),
    `levels.${index}.dailyWithdrawalCount`,
    ...BET_CATEGORIES.map((category) => `levels.${index}.rebate.${category}`),
  ]).flat(),
  "keepDays",
  "points.enabled",
  ...BET_CATEGORIES.map((category) => `points.earnPer100.${category}`),
  "points.convertPoints",
  "points.convertAmount",
  "points.minConvert",
  "referral.enabled",
  "referral.condition",
  "referral.amount",
  "referral.reward",
  "referral.maxRewarded",
  "leaderboard.enabled",
  "leaderboard.period",
  "leaderboard.prizes",
  "leaderboard.size",
];

const textOf = (value: number | undefined) => (value === undefined ? "" : String(value));

function perCategoryValues(record: Partial<Record<BetCategory, number>>): PerCategory {
  return Object.fromEntries(
    BET_CATEGORIES.map((category) => [category, textOf(record[category])]),
  ) as PerCategory;
}

/** Empty means none for that category, so it is left out of the record. */
function perCategoryBody(values: PerCategory) {
  return Object.fromEntries(
    BET_CATEGORIES.filter((category) => values[category].trim() !== "").map((category) => [
      category,
      numberOf(values[category]),
    ]),
  );
}

export function levelValues(level: LoyaltySettings["levels"][number]): LevelValues {
  return {
    name: { ...level.name },
    minDeposit: level.minDeposit,
    minTurnover: level.minTurnover,
    keepTurnover: level.keepTurnover,
    upgradeBonus: level.upgradeBonus,
    birthdayBonus: level.birthdayBonus,
    dailyWithdrawalLimit: level.dailyWithdrawalLimit,
    dailyWithdrawalCount: String(level.dailyWithdrawalCount),
    rebate: perCategoryValues(level.rebate),
  };
}

/** A level added at the top: the thresholds of the one below (so the ladder still rises), no names yet. */
export function nextLevel(top: LevelValues | undefined): LevelValues {
  return {
    name: { PT: "", EN: "" },
    minDeposit: top?.minDeposit ?? "0",
    minTurnover: top?.minTurnover ?? "0",
    keepTurnover: top?.keepTurnover ?? "0",
    upgradeBonus: "0",
    birthdayBonus: "0",
    dailyWithdrawalLimit: top?.dailyWithdrawalLimit ?? "0",
    dailyWithdrawalCount: top?.dailyWithdrawalCount ?? "0",
    rebate: top ? { ...top.rebate } : perCategoryValues({}),
  };
}

export function settingsValues(settings: LoyaltySettings): SettingsValues {
  return {
    levels: settings.levels.map(levelValues),
    keepDays: String(settings.keepDays),
    points: {
      enabled: settings.points.enabled,
      earnPer100: perCategoryValues(settings.points.earnPer100),
      convertPoints: String(settings.points.convertPoints),
      convertAmount: settings.points.convertAmount,
      minConvert: String(settings.points.minConvert),
    },
    referral: {
      enabled: settings.referral.enabled,
      condition: settings.referral.condition,
      amount: settings.referral.amount,
      reward: settings.referral.reward,
      maxRewarded: String(settings.referral.maxRewarded),
    },
    leaderboard: {
      enabled: settings.leaderboard.enabled,
      period: settings.leaderboard.period,
      prizes: settings.leaderboard.prizes.join(", "),
      size: String(settings.leaderboard.size),
    },
  };
}

/** The level's rank is its place in the list: the server wants 0, 1, 2... in order. */
export function settingsBody(values: SettingsValues) {
  const prizes = values.leaderboard.prizes
    .split(",")
    .map((prize) => prize.trim())
    .filter((prize) => prize !== "");
  return {
    levels: values.levels.map((level, rankLevel) => ({
      rankLevel,
      name: level.name,
      ...Object.fromEntries(LEVEL_MONEY.map((key) => [key, level[key].trim()])),
      dailyWithdrawalCount: numberOf(level.dailyWithdrawalCount),
      rebate: perCategoryBody(level.rebate),
    })),
    keepDays: numberOf(values.keepDays),
    points: {
      enabled: values.points.enabled,
      earnPer100: perCategoryBody(values.points.earnPer100),
      convertPoints: numberOf(values.points.convertPoints),
      convertAmount: values.points.convertAmount.trim(),
      minConvert: numberOf(values.points.minConvert),
    },
    referral: {
      enabled: values.referral.enabled,
      condition: values.referral.condition,
      amount: values.referral.amount.trim(),
      reward: values.referral.reward.trim(),
      maxRewarded: numberOf(values.referral.maxRewarded),
    },
    leaderboard: {
      enabled: values.leaderboard.enabled,
      period: values.leaderboard.period,
      prizes,
      size: numberOf(values.leaderboard.size),
    },
  };
}

// The brand's currency has two decimals; the server refuses more, so the form says it on the field.
const cents = (text: unknown) => (typeof text === "string" ? parseMoney(text, 2) : undefined);
const MORE_DECIMALS = /^\d+\.\d{3,}$/;

/**
 * The contract's settings plus the rules the server checks after it: amounts with two decimals at
 * most, level 0 without thresholds, thresholds never lower than the level below, a conversion
 * worth more than nothing. Each problem is put on the field it is about.
 */
export const SettingsBody = LoyaltySettings.superRefine((settings, ctx) => {
  const money = (text: string, path: (string | number)[]) => {
    if (MORE_DECIMALS.test(text.trim()))
      ctx.addIssue({ code: "custom", path, input: text, message: "at most two decimals" });
  };
  settings.levels.forEach((level, index) => {
    for (const key of LEVEL_MONEY) money(level[key], ["levels", index, key]);
  });
  money(settings.points.convertAmount, ["points", "convertAmount"]);
  money(settings.referral.amount, ["referral", "amount"]);
  money(settings.referral.reward, ["referral", "reward"]);
  settings.leaderboard.prizes.forEach((prize, index) => {
    money(prize, ["leaderboard", "prizes", index]);
  });

  settings.levels.forEach((level, index) => {
    for (const key of ["minDeposit", "minTurnover"] as const) {
      const value = cents(level[key]);
      if (value === undefined) continue;
      const path = ["levels", index, key];
      if (index === 0) {
        if (value !== 0n)
          ctx.addIssue({
            code: "too_big",
            origin: "number",
            maximum: 0,
            inclusive: true,
            input: level[key],
            path,
          });
        continue;
      }
      const below = settings.levels[index - 1]?.[key];
      const belowValue = cents(below);
      if (belowValue !== undefined && value < belowValue)
        ctx.addIssue({
          code: "too_small",
          origin: "number",
          minimum: Number(below),
          inclusive: true,
          input: level[key],
          path,
        });
    }
  });

  if (cents(settings.points.convertAmount) === 0n)
    ctx.addIssue({
      code: "too_small",
      origin: "number",
      minimum: 0.01,
      inclusive: true,
      input: settings.points.convertAmount,
      path: ["points", "convertAmount"],
    });
});
export type SettingsBody = z.infer<typeof SettingsBody>;
