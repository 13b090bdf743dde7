import { BET_CATEGORIES } from "@jogada/contracts";
import type { UseFormReturn } from "react-hook-form";
import { useFieldArray } from "react-hook-form";
import { FieldGroup, FormField } from "../form-kit";
import { secondary } from "../kit";
import { MAX_LEVELS, nextLevel, type SettingsBody, type SettingsValues } from "./settings-body";
import { useLoyaltyTexts } from "./texts";

type Form = UseFormReturn<SettingsValues, unknown, SettingsBody>;

const MONEY = [
  ["minDeposit", undefined],
  ["minTurnover", undefined],
  ["keepTurnover", "keepTurnoverHint"],
  ["upgradeBonus", undefined],
  ["birthdayBonus", undefined],
  ["dailyWithdrawalLimit", "dailyWithdrawalLimitHint"],
] as const;

/**
 * The VIP ladder as an editable list. A level's rank is its place in the list, so removing one
 * moves the ones above it down; level 0 is the entry level and stays.
 */
export function LevelList({ form, canWrite }: { form: Form; canWrite: boolean }) {
  const { t } = useLoyaltyTexts();
  const levels = useFieldArray({ control: form.control, name: "levels" });
  return (
    <section className="flex min-w-0 flex-col gap-3" data-testid="loyalty-levels">
      <div>
        <h2 className="text-base font-semibold text-white">{t("levels.title")}</h2>
        <p className="text-sm text-muted">{t("levels.intro")}</p>
      </div>
      {levels.fields.map((field, index) => (
        <FieldGroup key={field.id} title={t("levels.level", { level: index })}>
          <LevelFields form={form} index={index} />
          {canWrite && index > 0 ? (
            <div className="flex justify-end md:col-span-2">
              <button
                type="button"
                className={secondary}
                data-testid={`loyalty-level-remove-${index}`}
                onClick={() => levels.remove(index)}
              >
                {t("levels.remove", { level: index })}
              </button>
            </div>
          ) : null}
        </FieldGroup>
      ))}
      {canWrite ? (
        <div>
          <button
            type="button"
            className={secondary}
            data-testid="loyalty-level-add"
            disabled={levels.fields.length >= MAX_LEVELS}
            onClick={() => levels.append(nextLevel(form.getValues("levels").at(-1)))}
          >
            {t("levels.add")}
          </button>
        </div>
      ) : null}
    </section>
  );
}

function LevelFields({ form, index }: { form: Form; index: number }) {
  const { t } = useLoyaltyTexts();
  return (
    <>
      <FormField form={form} name={`levels.${index}.name.PT`} label={t("levels.namePT")} />
      <FormField form={form} name={`levels.${index}.name.EN`} label={t("levels.nameEN")} />
      {MONEY.map(([key, hint]) => (
        <FormField
          key={key}
          form={form}
          name={`levels.${index}.${key}`}
          label={t(`levels.${key}`)}
          hint={hint ? t(`levels.${hint}`) : undefined}
        />
      ))}
      <FormField
        form={form}
        name={`levels.${index}.dailyWithdrawalCount`}
        type="number"
        label={t("levels.dailyWithdrawalCount")}
        hint={t("levels.dailyWithdrawalCountHint")}
      />
      <div className="min-w-0 md:col-span-2">
        <p className="mb-2 text-sm font-medium text-white/90">{t("levels.rebate")}</p>
        <div className="grid min-w-0 grid-cols-2 gap-3 sm:grid-cols-4">
          {BET_CATEGORIES.map((category) => (
            <FormField
              key={category}
              form={form}
              name={`levels.${index}.rebate.${category}`}
              type="number"
              label={t(`categories.${category}`)}
            />
          ))}
        </div>
      </div>
    </>
  );
}
