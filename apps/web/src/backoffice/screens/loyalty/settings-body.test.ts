import type { LoyaltySettings } from "@jogada/contracts";
import i18n from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import type { SettingsValues } from "./settings-body";

// the screens' texts register with i18next when loaded, so they load after it starts
let kit: typeof import("../form-kit");
let form: typeof import("./settings-body");
beforeAll(async () => {
  await i18n.init({ resources: {}, lng: "PT" });
  kit = await import("../form-kit");
  form = await import("./settings-body");
});

const level = (rankLevel: number, minDeposit: string, minTurnover: string) => ({
  rankLevel,
  name: { PT: `Nível ${rankLevel}`, EN: `Level ${rankLevel}` },
  minDeposit,
  minTurnover,
  keepTurnover: "0",
  upgradeBonus: "0",
  rebate: { slots: 0.5 },
  birthdayBonus: "0",
  dailyWithdrawalLimit: "0",
  dailyWithdrawalCount: 3,
});

const SETTINGS: LoyaltySettings = {
  levels: [level(0, "0", "0"), level(1, "100", "1000")],
  keepDays: 60,
  points: {
    enabled: true,
    earnPer100: { slots: 10 },
    convertPoints: 100,
    convertAmount: "1",
    minConvert: 100,
  },
  referral: { enabled: true, condition: "first_deposit", amount: "50", reward: "20", maxRewarded: 100 },
  leaderboard: { enabled: true, period: "weekly", prizes: ["500", "300"], size: 20 },
};

/** The fields the form would mark, with the kind of problem. */
function problems(change: (values: SettingsValues) => void) {
  const values = form.settingsValues(SETTINGS);
  change(values);
  const result = form.SettingsBody.safeParse(form.settingsBody(values));
  return result.success
    ? []
    : result.error.issues.map(
        (issue) => `${kit.fieldOf(issue.path, form.SETTINGS_FIELDS) ?? "?"}:${issue.code}`,
      );
}

describe("loyalty settings form", () => {
  it("gives back the stored settings unchanged when nothing is edited", () => {
    expect(form.SettingsBody.parse(form.settingsBody(form.settingsValues(SETTINGS)))).toEqual(SETTINGS);
  });

  it("numbers the levels by their place and leaves empty categories out", () => {
    const values = form.settingsValues(SETTINGS);
    values.levels.push({ ...form.nextLevel(values.levels[1]), name: { PT: "Ouro", EN: "Gold" } });
    values.levels[2]!.rebate.slots = "";
    const body = form.SettingsBody.parse(form.settingsBody(values));
    expect(body.levels.map((l) => l.rankLevel)).toEqual([0, 1, 2]);
    expect(body.levels[2]!.rebate).toEqual({});
    expect(body.levels[2]!.minDeposit).toBe("100");
  });

  it("puts each problem on its field", () => {
    expect(
      problems((v) => {
        v.keepDays = "0";
      }),
    ).toEqual(["keepDays:too_small"]);
    expect(
      problems((v) => {
        v.levels[1]!.name.EN = " ";
      }),
    ).toEqual(["levels.1.name.EN:too_small"]);
    expect(
      problems((v) => {
        v.levels[1]!.rebate.live = "abc";
      }),
    ).toEqual(["levels.1.rebate.live:invalid_type"]);
    expect(
      problems((v) => {
        v.leaderboard.prizes = "500, dez";
      }),
    ).toEqual(["leaderboard.prizes:invalid_format"]);
  });

  it("says what the server would refuse: level 0 thresholds, falling thresholds, decimals, a free conversion", () => {
    expect(
      problems((v) => {
        v.levels[0]!.minDeposit = "10";
      }),
    ).toEqual(["levels.0.minDeposit:too_big"]);
    expect(
      problems((v) => {
        v.levels[1]!.minTurnover = "0";
      }),
    ).toEqual([]);
    const falling = form.settingsValues(SETTINGS);
    falling.levels.push({
      ...form.nextLevel(falling.levels[1]),
      name: { PT: "Ouro", EN: "Gold" },
      minDeposit: "99",
    });
    expect(form.SettingsBody.safeParse(form.settingsBody(falling)).error?.issues[0]?.path).toEqual([
      "levels",
      2,
      "minDeposit",
    ]);
    expect(
      problems((v) => {
        v.referral.reward = "1.005";
      }),
    ).toEqual(["referral.reward:custom"]);
    expect(
      problems((v) => {
        v.points.convertAmount = "0.00";
      }),
    ).toEqual(["points.convertAmount:too_small"]);
  });
});
