import { PERIOD_ERRORS } from "@jogada/contracts";
import type { ReactNode } from "react";
import {
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
  useForm,
} from "react-hook-form";
import type { z } from "zod";
import { cn } from "../../shared/lib/cn";
import type { Translate } from "../lib/texts";
import { type pt, useScreenTexts } from "./i18n";
import { input, Outcome, primary, secondary } from "./kit";

/**
 * Forms checked by the call's own schema from the contracts: the form's values are turned into the
 * body the server takes, the schema judges that body, and each problem is shown next to the field
 * whose name is the problem's path, in the staff's language. What no field shows goes above the
 * buttons.
 */

type Issue = z.core.$ZodIssue;

/** A problem in the staff's words, by its kind rather than the schema's English message. */
export function issueText(issue: Issue, t: Translate<typeof pt>): string {
  switch (issue.code) {
    case "too_small":
      if (issue.origin === "string")
        return Number(issue.minimum) <= 1
          ? t("form.errors.required")
          : t("form.errors.tooShort", { count: Number(issue.minimum) });
      if (issue.origin === "array" || issue.origin === "set") return t("form.errors.pickOne");
      return t("form.errors.min", { min: String(issue.minimum) });
    case "too_big":
      if (issue.origin === "string") return t("form.errors.tooLong", { count: Number(issue.maximum) });
      if (issue.origin === "array") return t("form.errors.tooMany", { count: Number(issue.maximum) });
      return t("form.errors.max", { max: String(issue.maximum) });
    case "invalid_type":
      return issue.expected === "number" || issue.expected === "int"
        ? t("form.errors.number")
        : t("form.errors.required");
    case "invalid_format":
      return issue.format === "datetime" ? t("form.errors.date") : t("form.errors.format");
    case "invalid_value":
      return t("form.errors.choice");
    case "not_multiple_of":
      return t("form.errors.decimals");
    case "custom": {
      // A period rule of the contracts (dates.ts) says which one it is; other rules are decimals.
      const rule = issue.params as { errorCode?: string; days?: number } | undefined;
      if (rule?.errorCode === PERIOD_ERRORS.order) return t("form.errors.periodOrder");
      if (rule?.errorCode === PERIOD_ERRORS.length)
        return t("form.errors.periodLength", { days: String(rule.days) });
      return t("form.errors.decimals");
    }
    default:
      return t("form.errors.invalid");
  }
}

/** The form field an issue belongs to: the longest start of its path that the form has. */
export function fieldOf(path: readonly PropertyKey[], fields: readonly string[]): string | undefined {
  for (let end = path.length; end > 0; end--) {
    const name = path.slice(0, end).map(String).join(".");
    if (fields.includes(name)) return name;
  }
  return undefined;
}

function nest(flat: Record<string, { type: string; message: string }>): FieldErrors {
  const root: Record<string, unknown> = {};
  for (const [name, error] of Object.entries(flat)) {
    const parts = name.split(".");
    let node = root;
    for (const part of parts.slice(0, -1)) {
      node[part] ??= {};
      node = node[part] as Record<string, unknown>;
    }
    node[parts[parts.length - 1] as string] = error;
  }
  return root as FieldErrors;
}

/**
 * A react-hook-form whose submit hands over the body the schema accepted. `fields` names every
 * input (dotted, as registered); issues on other paths become the form-level error `root.body`.
 */
export function useContractForm<V extends FieldValues, B>({
  schema,
  toBody,
  defaultValues,
  fields,
}: {
  schema: z.ZodType<B>;
  toBody: (values: V) => unknown;
  defaultValues: DefaultValues<V>;
  fields: readonly string[];
}): UseFormReturn<V, unknown, B> {
  const { t } = useScreenTexts();
  const resolver: Resolver<V, unknown, B> = (values) => {
    const result = schema.safeParse(toBody(values));
    if (result.success) return { values: result.data, errors: {} };
    const flat: Record<string, { type: string; message: string }> = {};
    for (const issue of result.error.issues) {
      const name = fieldOf(issue.path, fields) ?? "root.body";
      const text = issueText(issue, t);
      flat[name] ??= {
        type: issue.code,
        message: name === "root.body" ? `${issue.path.join(".")}: ${text}` : text,
      };
    }
    return { values: {}, errors: nest(flat) as FieldErrors<V> };
  };
  return useForm<V, unknown, B>({ resolver, defaultValues, mode: "onSubmit", reValidateMode: "onChange" });
}

function errorAt(errors: FieldErrors, name: string): string | undefined {
  let node: unknown = errors;
  for (const part of name.split(".")) node = (node as Record<string, unknown> | undefined)?.[part];
  return (node as { message?: string } | undefined)?.message;
}

/** A labelled input with its problem under it; `as` picks a select or a text area. */
export function FormField<V extends FieldValues>({
  form,
  name,
  label,
  hint,
  type = "text",
  options,
  rows,
  className,
}: {
  form: UseFormReturn<V, unknown, unknown>;
  name: Path<V>;
  label: string;
  hint?: string;
  type?: "text" | "number" | "datetime-local" | "textarea" | "select" | "checkbox";
  options?: readonly { value: string; label: string }[];
  rows?: number;
  className?: string;
}) {
  const error = errorAt(form.formState.errors, name);
  const id = `field-${name.replace(/\./g, "-")}`;
  const common = {
    id,
    "data-testid": id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${id}-error` : undefined,
    ...form.register(name),
  };
  if (type === "checkbox")
    return (
      <div className={cn("flex min-w-0 items-center gap-2 text-sm text-white/90", className)}>
        <input type="checkbox" className="size-4 accent-brand" {...common} />
        <label htmlFor={id}>{label}</label>
      </div>
    );
  return (
    <div className={cn("min-w-0", className)}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-white/90">
        {label}
      </label>
      {type === "select" ? (
        <select className={input} {...common}>
          {options?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : type === "textarea" ? (
        <textarea className={input} rows={rows ?? 3} {...common} />
      ) : (
        <input className={input} type={type} step={type === "number" ? "any" : undefined} {...common} />
      )}
      {error ? (
        <p id={`${id}-error`} data-testid={`${id}-error`} className="mt-1 text-xs text-red-300">
          {error}
        </p>
      ) : hint ? (
        <p className="mt-1 text-xs text-muted">{hint}</p>
      ) : null}
    </div>
  );
}

/** A titled group of fields, two columns from tablet width. */
export function FieldGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="min-w-0 rounded-md border border-line p-3">
      <legend className="px-1 text-sm font-semibold text-gold">{title}</legend>
      <div className="grid min-w-0 gap-3 md:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/** The form-level problem, the server's refusal, then cancel and submit. */
export function FormFooter({
  form,
  pending,
  error,
  submitLabel,
  onCancel,
  testId,
}: {
  form: UseFormReturn<FieldValues, unknown, unknown>;
  pending: boolean;
  error?: unknown;
  submitLabel: string;
  onCancel: () => void;
  testId: string;
}) {
  const { t } = useScreenTexts();
  const body = form.formState.errors.root?.body?.message;
  return (
    <>
      {body ? (
        <p role="alert" data-testid="form-error" className="mt-3 text-sm text-red-300">
          {body}
        </p>
      ) : null}
      <Outcome error={error} />
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <button type="button" className={secondary} onClick={onCancel}>
          {t("common.cancel")}
        </button>
        <button type="submit" className={primary} disabled={pending} data-testid={`${testId}-submit`}>
          {pending ? t("common.saving") : submitLabel}
        </button>
      </div>
    </>
  );
}

/** A local date-time for <input type="datetime-local">, from an ISO instant. */
export function localInput(iso: string | null | undefined): string {
  if (!iso) return "";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  const shifted = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return shifted.toISOString().slice(0, 16);
}

/** The ISO instant of a local date-time input, or null when empty. */
export function isoOf(local: string): string | null {
  if (!local) return null;
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** A number input's text as the schema wants it: a number, or the text itself when it is none. */
export function numberOf(text: string | number): number | string {
  if (typeof text === "number") return text;
  const trimmed = text.trim();
  if (trimmed === "") return "";
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : trimmed;
}

/** The PT and EN texts of an item: a title and a longer text (`body`) in each language. */
export function LanguageTexts<V extends FieldValues>({
  form,
  body,
  bodyLabel,
}: {
  form: UseFormReturn<V, unknown, unknown>;
  body: "content" | "description";
  bodyLabel: string;
}) {
  const { t } = useScreenTexts();
  return (
    <>
      {(["PT", "EN"] as const).map((language) => (
        <FieldGroup key={language} title={t("form.textsIn", { language })}>
          <FormField
            form={form}
            name={`texts.${language}.title` as Path<V>}
            label={t("form.title")}
            className="md:col-span-2"
          />
          <FormField
            form={form}
            name={`texts.${language}.${body}` as Path<V>}
            type="textarea"
            label={bodyLabel}
            className="md:col-span-2"
          />
        </FieldGroup>
      ))}
    </>
  );
}
