import { type CallValue, type calls, SaveMissionBody } from "@jogada/contracts";
import i18n from "i18next";
import { beforeAll, describe, expect, it } from "vitest";

type Mission = CallValue<typeof calls.loyalty.opsMissions>["list"][number];

// the form's texts register with i18next when loaded, so it loads after i18next starts
let form: typeof import("./MissionForm");
beforeAll(async () => {
  await i18n.init({ resources: {}, lng: "PT" });
  form = await import("./MissionForm");
});

const texts = { PT: { title: "Jogue", description: "" }, EN: { title: "Play", description: "" } };

const stored: Mission = {
  id: 7,
  merchant: "jogada",
  status: "active",
  period: "weekly",
  goal: { kind: "bet", amount: "200.00", category: "slots" },
  reward: {
    kind: "bonus",
    amount: "25.00",
    wagering: { multiple: 5, base: "bonus", contributions: { live: 50 }, maxStake: "10", expiryDays: 7 },
  },
  texts,
  sortOrder: 3,
  completed: 0,
  claimed: 0,
};

describe("mission form body", () => {
  it("sends only the goal and reward fields of the chosen kinds", () => {
    const values = form.missionValues();
    values.goal = { kind: "rounds", amount: "100", category: "slots", count: "20" };
    values.reward.points = "50";
    values.reward.amount = "5";
    values.texts = texts;
    expect(SaveMissionBody.parse(form.missionBody(values))).toEqual({
      period: "daily",
      goal: { kind: "rounds", count: 20 },
      reward: { kind: "points", points: 50 },
      texts,
      sortOrder: 0,
    });
  });

  it("gives back a stored mission unchanged, keeping wagering terms the form does not show", () => {
    expect(SaveMissionBody.parse(form.missionBody(form.missionValues(stored), stored))).toEqual({
      period: stored.period,
      goal: stored.goal,
      reward: stored.reward,
      texts,
      sortOrder: 3,
    });
  });

  it("leaves the category out when any category counts", () => {
    const values = form.missionValues(stored);
    values.goal.category = "";
    expect(form.missionBody(values, stored).goal).toEqual({
      kind: "bet",
      amount: "200.00",
      category: undefined,
    });
  });

  it("words one and several in PT", () => {
    // the console's namespace is added at run time, so i18next's typed keys do not know it
    const translate = i18n.t as unknown as (key: string, options: object) => string;
    const t = (key: string, count: number) => translate(`missions.${key}`, { ns: "backoffice", count });
    expect(t("goals.login_streak", 1)).toBe("Entrar 1 dia");
    expect(t("goals.login_streak", 5)).toBe("Entrar 5 dias seguidos");
    expect(t("rewards.points", 1)).toBe("1 ponto");
  });
});
