import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../shared/ui/Button";
import { DateInput } from "../../../shared/ui/DateInput";
import { rgApi, useRgBirthday, useRgRefresh } from "../api/rg-api";
import { birthdayProblem } from "../lib/birthday";
import { inputClass, Loadable, Note, Section } from "./ui";

/** The player's birthday: shown once given, otherwise a form checked against the brand's minimum age. */
export function BirthdayForm() {
  const { t } = useTranslation("responsibleGaming");
  const id = useId();
  const birthday = useRgBirthday();
  const refresh = useRgRefresh();
  const [value, setValue] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const minimumAge = birthday.data?.minimumAge ?? 0;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = birthdayProblem(value, minimumAge, new Date());
    if (problem) return setError(t(`birthday.${problem}`, { age: minimumAge }));
    setBusy(true);
    setError(null);
    try {
      await rgApi.setBirthday(value.trim());
      await refresh();
    } catch (failure) {
      setError((failure as Error).message || t("loadError"));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Section
      id="rg-birthday"
      title={t("birthday.label")}
      help={t("birthday.help", { age: minimumAge || "" })}
    >
      <Loadable pending={birthday.isPending} error={birthday.error} retry={() => void birthday.refetch()}>
        {birthday.data?.birthday ? (
          <p className="text-sm text-white" data-testid="rg-birthday-value">
            {birthday.data.birthday}
          </p>
        ) : (
          <form onSubmit={submit} className="grid gap-2" noValidate>
            <div className="flex flex-wrap items-end gap-2">
              <div className="grid min-w-0 flex-1 basis-40 gap-1">
                <label htmlFor={`${id}-date`} className="text-xs text-muted">
                  {t("birthday.label")}
                </label>
                <DateInput
                  id={`${id}-date`}
                  className={inputClass}
                  value={value}
                  onChange={setValue}
                  aria-invalid={error ? true : undefined}
                  autoComplete="bday"
                  data-testid="rg-birthday-input"
                />
              </div>
              <Button type="submit" size="sm" className="h-10" disabled={busy || !value}>
                {t("limits.save")}
              </Button>
            </div>
            {error && <Note tone="error">{error}</Note>}
          </form>
        )}
      </Loadable>
    </Section>
  );
}
