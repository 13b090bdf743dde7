import { type FormEvent, type ReactNode, useEffect, useId, useState } from "react";
import { Button } from "../../shared/ui/Button";
import { useShellTexts } from "../shell/texts";

export const controlClass =
  "h-9 w-full min-w-0 rounded-lg border border-line bg-night/60 px-3 text-sm text-white placeholder:text-muted/70 outline-none focus:border-gold focus:ring-1 focus:ring-gold";

export interface FilterField<F extends string> {
  name: F;
  label: string;
  /** Choices make a select; otherwise a text input. */
  options?: { value: string; label: string }[];
  type?: "text" | "date" | "number";
  placeholder?: string;
}

/** The filters of a list: edited locally, sent to the server on submit (page 1 again). */
export function Filters<F extends string>({
  fields,
  values,
  onSubmit,
  extra,
}: {
  fields: FilterField<F>[];
  values: Record<F, string>;
  onSubmit: (values: Partial<Record<F, string>>) => void;
  extra?: ReactNode;
}) {
  const { t } = useShellTexts();
  const id = useId();
  const [draft, setDraft] = useState<Record<string, string>>(values);
  useEffect(() => setDraft(values), [values]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(draft as Partial<Record<F, string>>);
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
      {fields.map((field) => (
        <div key={field.name} className="flex w-full flex-col gap-1 text-xs text-muted sm:w-44">
          <label htmlFor={`${id}-${field.name}`}>{field.label}</label>
          {field.options ? (
            <select
              id={`${id}-${field.name}`}
              className={controlClass}
              name={field.name}
              value={draft[field.name] ?? ""}
              onChange={(event) => setDraft({ ...draft, [field.name]: event.target.value })}
            >
              {field.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          ) : (
            <input
              id={`${id}-${field.name}`}
              className={controlClass}
              name={field.name}
              type={field.type ?? "text"}
              placeholder={field.placeholder}
              value={draft[field.name] ?? ""}
              onChange={(event) => setDraft({ ...draft, [field.name]: event.target.value })}
            />
          )}
        </div>
      ))}
      <div className="flex gap-2">
        <Button type="submit" size="sm">
          {t("table.search")}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            const cleared = Object.fromEntries(fields.map((field) => [field.name, ""]));
            setDraft(cleared);
            onSubmit(cleared as Partial<Record<F, string>>);
          }}
        >
          {t("table.clear")}
        </Button>
        {extra}
      </div>
    </form>
  );
}
