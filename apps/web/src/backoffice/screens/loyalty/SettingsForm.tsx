import { BET_CATEGORIES, type LoyaltySettings } from "@jogada/contracts";
import type { UseFormReturn } from "react-hook-form";
import { cn } from "../../../shared/lib/cn";
import { FieldGroup, FormField, FormFooter, useContractForm } from "../form-kit";
import { useScreenTexts } from "../i18n";
import { LevelList } from "./LevelFields";
import {
  SETTINGS_FIELDS,
  SettingsBody,
  type SettingsValues,
  settingsBody,
  settingsValues,
} from "./settings-body";
import { useLoyaltyTexts } from "./texts";

type Form = UseFormReturn<SettingsValues, unknown, SettingsBody>;

/**
 * The brand's loyalty settings as one form, checked by the contract's `LoyaltySettings` and the
 * rules the server adds to it. Without `canWrite` every input is disabled and there is no save.
 */
export function SettingsForm({
  settings,
  canWrite,
  pending,
  error,
  onSubmit,
  onCancel,
}: {
  settings: LoyaltySettings;
  canWrite: boolean;
  pending: boolean;
  error?: unknown;
  onSubmit: (settings: SettingsBody) => void;
  onCancel: () => void;
}) {
  const { t } = useScreenTexts();
  const form = useContractForm<SettingsValues, SettingsBody>({
    schema: SettingsBody,
    toBody: settingsBody,
    defaultValues: settingsValues(settings),
    fields: SETTINGS_FIELDS,
  });
  return (
    <form
      data-testid="loyalty-settings-form"
      noValidate
      className="flex min-w-0 flex-col gap-3"
      onSubmit={form.handleSubmit(onSubmit)}
    >
      {/* a disabled fieldset disables every input and button inside it, level list included */}
      <fieldset
        disabled={!canWrite}
        className={cn("m-0 flex min-w-0 flex-col gap-4 border-0 p-0", !canWrite && "opacity-75")}
      >
        <LevelList form={form} canWrite={canWrite} />
        <OtherSettings form={form} />
      </fieldset>
      {canWrite ? (
        <FormFooter
          form={form as never}
          pending={pending}
          error={error}
          submitLabel={t("common.save")}
          onCancel={() => {
            form.reset();
            onCancel();
          }}
          testId="loyalty-settings"
        />
      ) : null}
    </form>
  );
}

function OtherSettings({ form }: { form: Form }) {
  const { t } = useLoyaltyTexts();
  return (
    <>
      <FieldGroup title={t("keep.title")}>
        <FormField form={form} name="keepDays" type="number" label={t("keep.keepDays")} />
      </FieldGroup>
      <FieldGroup title={t("points.title")}>
        <FormField
          form={form}
          name="points.enabled"
          type="checkbox"
          label={t("points.enabled")}
          className="md:col-span-2"
        />
        <FormField form={form} name="points.convertPoints" type="number" label={t("points.convertPoints")} />
        <FormField form={form} name="points.convertAmount" label={t("points.convertAmount")} />
        <FormField form={form} name="points.minConvert" type="number" label={t("points.minConvert")} />
        <div className="min-w-0 md:col-span-2">
          <p className="mb-2 text-sm font-medium text-white/90">{t("points.earn")}</p>
          <div className="grid min-w-0 grid-cols-2 gap-3 sm:grid-cols-4">
            {BET_CATEGORIES.map((category) => (
              <FormField
                key={category}
                form={form}
                name={`points.earnPer100.${category}`}
                type="number"
                label={t(`categories.${category}`)}
              />
            ))}
          </div>
        </div>
      </FieldGroup>
      <FieldGroup title={t("referral.title")}>
        <FormField
          form={form}
          name="referral.enabled"
          type="checkbox"
          label={t("referral.enabled")}
          className="md:col-span-2"
        />
        <FormField
          form={form}
          name="referral.condition"
          type="select"
          label={t("referral.condition")}
          options={(["first_deposit", "turnover"] as const).map((value) => ({
            value,
            label: t(`referral.conditions.${value}`),
          }))}
        />
        <FormField form={form} name="referral.amount" label={t("referral.amount")} />
        <FormField form={form} name="referral.reward" label={t("referral.reward")} />
        <FormField form={form} name="referral.maxRewarded" type="number" label={t("referral.maxRewarded")} />
      </FieldGroup>
      <FieldGroup title={t("leaderboard.title")}>
        <FormField
          form={form}
          name="leaderboard.enabled"
          type="checkbox"
          label={t("leaderboard.enabled")}
          className="md:col-span-2"
        />
        <FormField
          form={form}
          name="leaderboard.period"
          type="select"
          label={t("leaderboard.period")}
          options={(["daily", "weekly", "monthly"] as const).map((value) => ({
            value,
            label: t(`leaderboard.periods.${value}`),
          }))}
        />
        <FormField form={form} name="leaderboard.size" type="number" label={t("leaderboard.size")} />
        <FormField
          form={form}
          name="leaderboard.prizes"
          label={t("leaderboard.prizes")}
          hint={t("leaderboard.prizesHint")}
          className="md:col-span-2"
        />
      </FieldGroup>
    </>
  );
}
