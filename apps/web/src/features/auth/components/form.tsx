import type { Country } from "@jogada/contracts";
import { useQuery } from "@tanstack/react-query";
import { forwardRef, type InputHTMLAttributes, type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../../../shared/api/client";
import { cn } from "../../../shared/lib/cn";

export const inputClass =
  "h-11 w-full rounded-xl border border-line bg-night/60 px-3 text-sm text-white placeholder:text-muted/70 outline-none transition focus:border-gold focus:ring-1 focus:ring-gold aria-[invalid=true]:border-red-400";

export interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode;
  error?: string;
  /** Shown at the end of the input row (a send-code button, a captcha image). */
  addon?: ReactNode;
}

/** A labelled input with its error under it, wired for screen readers. */
export const Field = forwardRef<HTMLInputElement, FieldProps>(function Field(
  { label, error, addon, className, ...rest },
  ref,
) {
  const id = useId();
  return (
    <div className={cn("flex flex-col gap-1", className)}>
      <label htmlFor={id} className="text-xs font-medium text-muted">
        {label}
      </label>
      <div className="flex items-center gap-2">
        <input
          id={id}
          ref={ref}
          className={inputClass}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...rest}
        />
        {addon}
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-xs text-red-300">
          {error}
        </p>
      )}
    </div>
  );
});

/** A refusal from the server, above the submit button. */
export function FormError({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      data-testid="form-error"
      className="rounded-lg bg-red-500/10 px-3 py-2 text-sm text-red-200"
    >
      {message}
    </p>
  );
}

export function useCountries() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ["countries", i18n.language],
    queryFn: () => api<{ countries: Country[] }>("/wps/system/countries"),
    staleTime: 60 * 60_000,
  });
}

/** The country dial-code picker of the login and register forms. */
export const DialCodeSelect = forwardRef<
  HTMLSelectElement,
  { value: string; onChange: (value: string) => void; label: string }
>(function DialCodeSelect({ value, onChange, label }, ref) {
  const { data } = useCountries();
  const countries = data?.countries ?? [];
  const known = countries.some((c) => c.countryDialingCode === value);
  return (
    <select
      ref={ref}
      aria-label={label}
      data-testid="dial-code"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      className={cn(inputClass, "w-28 shrink-0 px-2")}
    >
      {!known && <option value={value}>{value}</option>}
      {countries.map((country) => (
        <option key={country.countryCode} value={country.countryDialingCode}>
          {country.countryCode} {country.countryDialingCode}
        </option>
      ))}
    </select>
  );
});

/** Tab buttons (SPEC §2: shown only when both ways are on). */
export function TabPair<T extends string>({
  value,
  onChange,
  tabs,
}: {
  value: T;
  onChange: (value: T) => void;
  tabs: { id: T; label: string }[];
}) {
  return (
    <div role="tablist" className="mb-4 grid grid-cols-2 gap-1 rounded-full bg-night/60 p-1">
      {tabs.map((tab) => (
        <button
          key={tab.id}
          type="button"
          role="tab"
          aria-selected={value === tab.id}
          data-testid={`tab-${tab.id}`}
          onClick={() => onChange(tab.id)}
          className={cn(
            "h-9 rounded-full text-sm font-semibold transition",
            value === tab.id ? "bg-brand text-white" : "text-muted hover:text-white",
          )}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
