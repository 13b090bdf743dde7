import { calls } from "@jogada/contracts";
import { useState } from "react";
import { useScreenTexts } from "../i18n";
import { input, Outcome, primary, secondary } from "../kit";
import { useBrandWrite } from "./brand-write";

function CountryList({
  label,
  codes,
  onChange,
  testId,
}: {
  label: string;
  codes: string[];
  onChange: (codes: string[]) => void;
  testId: string;
}) {
  const { t } = useScreenTexts();
  const [typed, setTyped] = useState("");
  const [bad, setBad] = useState(false);
  const add = () => {
    const code = typed.trim().toUpperCase();
    if (!/^[A-Z]{2}$/.test(code)) {
      setBad(true);
      return;
    }
    setBad(false);
    setTyped("");
    if (!codes.includes(code)) onChange([...codes, code].sort());
  };
  return (
    <fieldset className="min-w-0 rounded-md border border-line p-3" data-testid={testId}>
      <legend className="px-1 text-sm font-semibold text-white/90">{label}</legend>
      <div className="mb-2 flex min-h-8 flex-wrap gap-1">
        {codes.map((code) => (
          <button
            key={code}
            type="button"
            className="rounded bg-white/10 px-2 py-1 font-mono text-xs hover:bg-red-500/20"
            aria-label={`${t("common.remove")} ${code}`}
            onClick={() => onChange(codes.filter((c) => c !== code))}
          >
            {code} ×
          </button>
        ))}
      </div>
      <div className="flex gap-2">
        <input
          aria-label={t("brand.countries.code")}
          placeholder={t("brand.countries.code")}
          className={`${input} w-full max-w-52 uppercase`}
          maxLength={2}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              add();
            }
          }}
        />
        <button type="button" className={secondary} onClick={add}>
          {t("brand.countries.add")}
        </button>
      </div>
      {bad ? (
        <p role="alert" className="mt-1 text-xs text-red-300">
          {t("brand.countries.invalid")}
        </p>
      ) : null}
    </fieldset>
  );
}

/** The countries the brand refuses, or the only ones it allows. */
export function Countries({
  merchantCode,
  value,
}: {
  merchantCode: string;
  value: { allowed: string[]; blocked: string[] };
}) {
  const { t } = useScreenTexts();
  const [allowed, setAllowed] = useState(value.allowed);
  const [blocked, setBlocked] = useState(value.blocked);
  const write = useBrandWrite(calls.backOffice.setBrandCountries);
  return (
    <form
      className="grid max-w-3xl gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        write.mutate({ params: { merchantCode }, body: { allowed, blocked } });
      }}
    >
      <div className="grid gap-3 md:grid-cols-2">
        <CountryList
          label={t("brand.countries.allowed")}
          codes={allowed}
          onChange={setAllowed}
          testId="countries-allowed"
        />
        <CountryList
          label={t("brand.countries.blocked")}
          codes={blocked}
          onChange={setBlocked}
          testId="countries-blocked"
        />
      </div>
      <Outcome error={write.error} done={write.isSuccess ? t("common.saved") : null} />
      <div>
        <button type="submit" className={primary} disabled={write.isPending}>
          {t("common.save")}
        </button>
      </div>
    </form>
  );
}
