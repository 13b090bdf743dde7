import { DATE_INPUT_PLACEHOLDER, type Language, parseLanguage } from "@jogada/contracts";
import { type InputHTMLAttributes, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

/** "20261123" or "2026-11-23" -> "2026-11-23" as the person types; digits only, dashes added. */
function shape(text: string): string {
  const digits = text.replace(/\D/g, "").slice(0, 8);
  return [digits.slice(0, 4), digits.slice(4, 6), digits.slice(6, 8)].filter(Boolean).join("-");
}

function isDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/**
 * The site's date field: the day in the same `yyyy-MM-dd` the site shows dates in, whatever the
 * browser's own locale (a native date input would show mm/dd/yyyy to a Portuguese reader), with
 * the placeholder in the reader's language. `value` and `onChange` carry `yyyy-MM-dd` or "".
 */
export function DateInput({
  value,
  onChange,
  className,
  ...rest
}: Omit<InputHTMLAttributes<HTMLInputElement>, "value" | "onChange" | "type"> & {
  value: string;
  onChange: (day: string) => void;
}) {
  const { i18n } = useTranslation();
  const language: Language = parseLanguage(i18n.language);
  const [text, setText] = useState(value);
  useEffect(() => setText((old) => (isDay(old) || old === "" ? value : old)), [value]);
  const invalid = text !== "" && text.length === 10 && !isDay(text);
  return (
    <input
      {...rest}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      maxLength={10}
      placeholder={DATE_INPUT_PLACEHOLDER[language]}
      value={text}
      aria-invalid={invalid || undefined}
      className={className}
      onChange={(event) => {
        const next = shape(event.target.value);
        setText(next);
        if (next === "") onChange("");
        else if (isDay(next)) onChange(next);
      }}
    />
  );
}
