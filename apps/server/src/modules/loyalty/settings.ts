import { type BrandConfig, LoyaltySettings, parseMoney } from "@jogada/contracts";
import type { Queryable } from "../../platform/db.js";
import { AppError } from "../../platform/errors.js";
import * as settingsRepo from "./settings-repository.js";

const LEVEL_NAMES: [string, string][] = [
  ["Iniciante", "Starter"],
  ["Bronze", "Bronze"],
  ["Prata", "Silver"],
  ["Ouro", "Gold"],
  ["Platina", "Platinum"],
  ["Diamante", "Diamond"],
  ["Rubi", "Ruby"],
  ["Lenda", "Legend"],
];
// Deposit, turnover, keep (60 days), upgrade bonus, birthday bonus, daily withdrawal limit.
const LEVEL_FIGURES: [string, string, string, string, string, string][] = [
  ["0", "0", "0", "0", "0", "5000"],
  ["100", "1000", "500", "5", "5", "10000"],
  ["500", "5000", "2500", "20", "10", "20000"],
  ["2000", "20000", "10000", "50", "25", "50000"],
  ["5000", "60000", "30000", "120", "50", "100000"],
  ["15000", "200000", "100000", "300", "100", "200000"],
  ["50000", "600000", "300000", "800", "250", "500000"],
  ["150000", "2000000", "1000000", "2000", "500", "1000000"],
];

const DAILY_WITHDRAWAL_COUNTS = [3, 3, 5, 5, 10, 10, 20, 20];

/** A good default: eight levels, a 60-day keep window, points on every category, referral on first deposit. */
export function defaultSettings(): LoyaltySettings {
  return LoyaltySettings.parse({
    keepDays: 60,
    levels: LEVEL_NAMES.map(([PT, EN], rankLevel) => {
      const [minDeposit, minTurnover, keepTurnover, upgradeBonus, birthdayBonus, dailyWithdrawalLimit] =
        LEVEL_FIGURES[rankLevel] as [string, string, string, string, string, string];
      const step = rankLevel * 0.1;
      return {
        rankLevel,
        name: { PT: `VIP${rankLevel} ${PT}`, EN: `VIP${rankLevel} ${EN}` },
        minDeposit,
        minTurnover,
        keepTurnover,
        upgradeBonus,
        birthdayBonus,
        dailyWithdrawalLimit,
        dailyWithdrawalCount: DAILY_WITHDRAWAL_COUNTS[rankLevel] ?? 0,
        rebate: {
          slots: Math.round((0.3 + step) * 100) / 100,
          live: Math.round((0.2 + step) * 100) / 100,
          sports: Math.round((0.2 + step) * 100) / 100,
          lottery: Math.round((0.1 + step / 2) * 100) / 100,
        },
      };
    }),
    points: {
      enabled: true,
      earnPer100: { slots: 10, house: 10, fish: 10, live: 5, pvp: 5, sports: 5, lottery: 2, other: 2 },
      convertPoints: 100,
      convertAmount: "1",
      minConvert: 100,
    },
    referral: { enabled: true, condition: "first_deposit", amount: "50", reward: "20", maxRewarded: 100 },
    leaderboard: { enabled: true, period: "weekly", prizes: ["500", "300", "200", "100", "50"], size: 20 },
  });
}

/** Rules the schema alone cannot say: levels 0..n in order with rising thresholds; amounts in the currency. */
export function checkSettings(settings: LoyaltySettings, brand: Pick<BrandConfig, "currency">): void {
  const d = brand.currency.decimals;
  const refuse = (field: string, PT: string, EN: string): never => {
    throw new AppError("loyalty.settings.invalid", { reason: { PT, EN } }, { field });
  };
  const money = (text: string, field: string) =>
    parseMoney(text, d) ??
    refuse(
      field,
      `"${text}" não é um valor válido nesta moeda`,
      `"${text}" is not an amount in this currency`,
    );
  let previous: { deposit: bigint; turnover: bigint } | undefined;
  settings.levels.forEach((level, index) => {
    const at = `levels.${index}`;
    if (level.rankLevel !== index)
      refuse(
        `${at}.rankLevel`,
        `o nível na posição ${index} deve ser ${index}`,
        `the level at position ${index} must be ${index}`,
      );
    const deposit = money(level.minDeposit, `${at}.minDeposit`);
    const turnover = money(level.minTurnover, `${at}.minTurnover`);
    money(level.keepTurnover, `${at}.keepTurnover`);
    money(level.upgradeBonus, `${at}.upgradeBonus`);
    money(level.birthdayBonus, `${at}.birthdayBonus`);
    money(level.dailyWithdrawalLimit, `${at}.dailyWithdrawalLimit`);
    if (index === 0 && (deposit !== 0n || turnover !== 0n))
      refuse(
        `${at}.minDeposit`,
        "o nível 0 não tem mínimos de depósito nem de apostas",
        "level 0 has no deposit or turnover thresholds",
      );
    if (previous && (deposit < previous.deposit || turnover < previous.turnover))
      refuse(
        `${at}.minDeposit`,
        `os mínimos do nível ${index} não podem ser menores que os do nível ${index - 1}`,
        `level ${index}'s thresholds cannot be below level ${index - 1}'s`,
      );
    previous = { deposit, turnover };
  });
  if (money(settings.points.convertAmount, "points.convertAmount") === 0n)
    refuse(
      "points.convertAmount",
      "o valor da conversão de pontos deve ser maior que zero",
      "the points conversion amount must be above zero",
    );
  money(settings.referral.amount, "referral.amount");
  money(settings.referral.reward, "referral.reward");
  for (const [index, prize] of settings.leaderboard.prizes.entries())
    money(prize, `leaderboard.prizes.${index}`);
}

/** The brand's settings; the default until an operator saves some. Cached briefly: read on every bet batch. */
export class SettingsStore {
  private readonly cache = new Map<string, { at: number; value: LoyaltySettings }>();

  constructor(private readonly db: Queryable) {}

  async get(merchant: string): Promise<LoyaltySettings> {
    const hit = this.cache.get(merchant);
    if (hit && Date.now() - hit.at < 5000) return hit.value;
    const stored = await settingsRepo.loadSettings(this.db, merchant);
    const value = stored ? LoyaltySettings.parse(stored) : defaultSettings();
    this.cache.set(merchant, { at: Date.now(), value });
    return value;
  }

  async save(merchant: string, settings: LoyaltySettings, brand: Pick<BrandConfig, "currency">) {
    checkSettings(settings, brand);
    await settingsRepo.saveSettings(this.db, merchant, settings);
    this.cache.delete(merchant);
    return settings;
  }

  forget(): void {
    this.cache.clear();
  }
}
