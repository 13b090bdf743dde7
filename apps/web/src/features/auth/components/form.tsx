import { calls } from "@jogada/contracts";
import { forwardRef } from "react";
import { useTranslation } from "react-i18next";
import { useCallQuery } from "../../../shared/api/hooks";
import { cn } from "../../../shared/lib/cn";
import { inputLook } from "../../../shared/ui/Field";

export function useCountries() {
  const { i18n } = useTranslation();
  return useCallQuery(
    calls.content.countries,
    { query: {} },
    { keyExtra: [i18n.language], staleTime: 60 * 60_000 },
  );
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
      className={cn(inputLook, "w-24 shrink-0 px-2")}
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
