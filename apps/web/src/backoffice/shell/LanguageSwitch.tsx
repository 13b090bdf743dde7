import { setLanguage } from "../../shared/i18n";
import { cn } from "../../shared/lib/cn";
import { BACK_OFFICE_LANGUAGES } from "../lib/texts";
import { useShellTexts } from "./texts";

/** PT or EN for the console (the same choice as the player site's, kept in localStorage). */
export function LanguageSwitch() {
  const { t, language } = useShellTexts();
  return (
    <fieldset
      aria-label={t("layout.language")}
      className="flex rounded-full border border-line p-0.5 text-xs"
    >
      {BACK_OFFICE_LANGUAGES.map((code) => (
        <button
          key={code}
          type="button"
          data-testid={`bo-lang-${code}`}
          aria-pressed={language === code}
          onClick={() => setLanguage(code)}
          className={cn(
            "rounded-full px-2.5 py-1 font-semibold",
            language === code ? "bg-brand text-white" : "text-muted hover:text-white",
          )}
        >
          {code}
        </button>
      ))}
    </fieldset>
  );
}
