import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSite } from "../../../shared/site/site-info";
import { DateInput } from "../../../shared/ui/DateInput";
import { type DateRange, PERIODS, type Period, periodRange, todayIn } from "../lib/period";
import { control, Field } from "./form";
import { ScrollStrip, StripTab } from "./ScrollStrip";

/** The period of a report: quick choices, or two dates. */
export function usePeriod(initial: Exclude<Period, "custom"> = "thisWeek") {
  const site = useSite();
  const today = todayIn(site.info.timeZone);
  const [period, setPeriod] = useState<Period>(initial);
  const [custom, setCustom] = useState<DateRange>(() => periodRange(initial, today));
  const range = period === "custom" ? custom : periodRange(period, today);
  return { period, setPeriod, custom, setCustom, range, today };
}

export function PeriodPicker({ state }: { state: ReturnType<typeof usePeriod> }) {
  const { t } = useTranslation("agentCentre");
  const { period, setPeriod, custom, setCustom, today } = state;
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <ScrollStrip label={t("period.label")} testId="period-strip">
        {PERIODS.map((p) => (
          <StripTab key={p} active={p === period} onSelect={() => setPeriod(p)} testId={`period-${p}`}>
            {t(`period.${p}`)}
          </StripTab>
        ))}
      </ScrollStrip>
      {period === "custom" && (
        <div className="grid grid-cols-2 gap-2">
          <Field label={t("period.from")}>
            <DateInput
              className={control}
              value={custom.startDate}
              onChange={(day) => day && day <= today && setCustom({ ...custom, startDate: day })}
            />
          </Field>
          <Field label={t("period.to")}>
            <DateInput
              className={control}
              value={custom.endDate}
              onChange={(day) => day && day <= today && setCustom({ ...custom, endDate: day })}
            />
          </Field>
        </div>
      )}
    </div>
  );
}
