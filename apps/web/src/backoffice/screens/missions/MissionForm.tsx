import {
  BET_CATEGORIES,
  type CallValue,
  type calls,
  MISSION_KINDS,
  type MissionKind,
  type MissionPeriod,
  type MissionReward,
  SaveMissionBody,
} from "@jogada/contracts";
import { FieldGroup, FormField, FormFooter, LanguageTexts, numberOf, useContractForm } from "../form-kit";
import { useScreenTexts } from "../i18n";
import { useMissionTexts } from "./texts";

type Mission = CallValue<typeof calls.loyalty.opsMissions>["list"][number];
type Text = { title: string; description: string };

export interface MissionValues {
  period: MissionPeriod;
  goal: { kind: MissionKind; amount: string; category: string; count: string };
  reward: {
    kind: MissionReward["kind"];
    points: string;
    amount: string;
    wagering: { multiple: string; expiryDays: string };
  };
  texts: { PT: Text; EN: Text };
  sortOrder: string;
}

const PERIODS = ["daily", "weekly", "once"] as const;
const REWARD_KINDS = ["points", "bonus", "cash"] as const;
const MONEY_GOALS: readonly MissionKind[] = ["deposit", "bet"];
const FIELDS = [
  "period",
  "goal.kind",
  "goal.amount",
  "goal.category",
  "goal.count",
  "reward.kind",
  "reward.points",
  "reward.amount",
  "reward.wagering.multiple",
  "reward.wagering.expiryDays",
  "texts.PT.title",
  "texts.PT.description",
  "texts.EN.title",
  "texts.EN.description",
  "sortOrder",
] as const;

/**
 * The body the server takes: only the goal and reward fields of the chosen kinds. A bonus keeps
 * the wagering terms the form does not show (contributions, stake limit) from `base`.
 */
export function missionBody(values: MissionValues, base?: Mission) {
  const goal = values.goal;
  const reward = values.reward;
  const kept = base?.reward.kind === "bonus" ? base.reward.wagering : {};
  return {
    period: values.period,
    goal:
      goal.kind === "deposit"
        ? { kind: goal.kind, amount: goal.amount.trim() }
        : goal.kind === "bet"
          ? { kind: goal.kind, amount: goal.amount.trim(), category: goal.category || undefined }
          : { kind: goal.kind, count: numberOf(goal.count) },
    reward:
      reward.kind === "points"
        ? { kind: reward.kind, points: numberOf(reward.points) }
        : reward.kind === "bonus"
          ? {
              kind: reward.kind,
              amount: reward.amount.trim(),
              wagering: {
                ...kept,
                multiple: numberOf(reward.wagering.multiple),
                expiryDays: numberOf(reward.wagering.expiryDays),
              },
            }
          : { kind: reward.kind, amount: reward.amount.trim() },
    texts: values.texts,
    sortOrder: numberOf(values.sortOrder),
  };
}

/** The form's values for a new mission, or for one being changed. */
export function missionValues(row?: Mission): MissionValues {
  const goal = row?.goal;
  const reward = row?.reward;
  const wagering = reward?.kind === "bonus" ? reward.wagering : undefined;
  return {
    period: row?.period ?? "daily",
    goal: {
      kind: goal?.kind ?? "rounds",
      amount: goal && "amount" in goal ? goal.amount : "",
      category: goal?.kind === "bet" ? (goal.category ?? "") : "",
      count: goal && "count" in goal ? String(goal.count) : "",
    },
    reward: {
      kind: reward?.kind ?? "points",
      points: reward?.kind === "points" ? String(reward.points) : "",
      amount: reward && "amount" in reward ? reward.amount : "",
      wagering: {
        multiple: String(wagering?.multiple ?? 0),
        expiryDays: String(wagering?.expiryDays ?? 30),
      },
    },
    texts: row?.texts ?? { PT: { title: "", description: "" }, EN: { title: "", description: "" } },
    sortOrder: String(row?.sortOrder ?? 0),
  };
}

/**
 * A mission: how often it repeats, the goal of its kind, what it pays and its texts in PT and EN,
 * checked by `SaveMissionBody` before it is sent. Progress players already made stays on a change.
 */
export function MissionForm({
  row,
  pending,
  error,
  onSubmit,
  onCancel,
}: {
  row?: Mission;
  pending: boolean;
  error?: unknown;
  onSubmit: (body: SaveMissionBody) => void;
  onCancel: () => void;
}) {
  const screen = useScreenTexts();
  const { t } = useMissionTexts();
  const form = useContractForm<MissionValues, SaveMissionBody>({
    schema: SaveMissionBody,
    toBody: (values) => missionBody(values, row),
    defaultValues: missionValues(row),
    fields: FIELDS,
  });
  const period = form.watch("period");
  const goalKind = form.watch("goal.kind");
  const rewardKind = form.watch("reward.kind");
  return (
    <form
      data-testid="mission-form"
      noValidate
      className="flex min-w-0 flex-col gap-3"
      onSubmit={form.handleSubmit(onSubmit)}
    >
      <FieldGroup title={t("form.general")}>
        <FormField
          form={form}
          name="period"
          type="select"
          label={t("form.period")}
          options={PERIODS.map((value) => ({ value, label: t(`periods.${value}`) }))}
        />
        <FormField form={form} name="sortOrder" type="number" label={screen.t("form.sortOrder")} />
      </FieldGroup>
      <FieldGroup title={t("form.goal")}>
        <FormField
          form={form}
          name="goal.kind"
          type="select"
          label={t("form.kind")}
          options={MISSION_KINDS.map((value) => ({ value, label: t(`kinds.${value}`) }))}
        />
        {MONEY_GOALS.includes(goalKind) ? (
          <FormField
            key="amount"
            form={form}
            name="goal.amount"
            label={t("form.amount")}
            hint={t("form.amountHint")}
          />
        ) : (
          <FormField
            key="count"
            form={form}
            name="goal.count"
            type="number"
            label={t(`form.counts.${goalKind as "rounds"}`)}
            // the server refuses a daily streak of more than one day: the cycle is one day long
            hint={goalKind === "login_streak" && period === "daily" ? t("form.streakHint") : undefined}
          />
        )}
        {goalKind === "bet" ? (
          <FormField
            form={form}
            name="goal.category"
            type="select"
            label={t("form.category")}
            options={[
              { value: "", label: t("categories.any") },
              ...BET_CATEGORIES.map((value) => ({ value, label: t(`categories.${value}`) })),
            ]}
          />
        ) : null}
      </FieldGroup>
      <FieldGroup title={t("form.reward")}>
        <FormField
          form={form}
          name="reward.kind"
          type="select"
          label={t("form.rewardKind")}
          options={REWARD_KINDS.map((value) => ({ value, label: t(`form.rewardKinds.${value}`) }))}
        />
        {rewardKind === "points" ? (
          <FormField key="points" form={form} name="reward.points" type="number" label={t("form.points")} />
        ) : (
          <FormField key="amount" form={form} name="reward.amount" label={t("form.rewardAmount")} />
        )}
        {rewardKind === "bonus" ? (
          <>
            <FormField form={form} name="reward.wagering.multiple" type="number" label={t("form.multiple")} />
            <FormField
              form={form}
              name="reward.wagering.expiryDays"
              type="number"
              label={t("form.expiryDays")}
            />
          </>
        ) : null}
      </FieldGroup>
      <LanguageTexts form={form as never} body="description" bodyLabel={screen.t("form.description")} />
      <FormFooter
        form={form as never}
        pending={pending}
        error={error}
        submitLabel={row ? screen.t("common.save") : screen.t("common.create")}
        onCancel={onCancel}
        testId="mission"
      />
    </form>
  );
}
