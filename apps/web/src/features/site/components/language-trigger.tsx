import { LANGUAGE_INFO, type Language, languageTag } from "@jogada/contracts";
import { useTranslation } from "react-i18next";
import { ChevronDownIcon, GlobeIcon } from "../../../shared/ui/icons";

/* The closed language switcher, shared by the switcher and its menu (loaded later). */

export interface LanguageSwitcherProps {
  languages: readonly Language[];
  className?: string;
}

export const triggerClass =
  "inline-flex h-8 items-center gap-1 rounded-full border border-line bg-white/5 px-2.5 sm:h-9 sm:gap-1.5 sm:px-3 text-sm font-semibold text-white/90 transition hover:bg-white/10 focus-visible:ring-2 focus-visible:ring-gold focus-visible:outline-none";

/** What the closed switcher shows: the current language's code. */
export function TriggerFace({ language }: { language: Language }) {
  const { t } = useTranslation();
  return (
    <>
      <GlobeIcon className="hidden size-4 sm:block" />
      {/* The visible code is part of the name a screen reader hears (WCAG 2.5.3). */}
      <span className="sr-only">{t("header.language")}: </span>
      <span>{language}</span>
      <span className="sr-only" lang={languageTag(language)}>
        {" "}
        ({LANGUAGE_INFO[language].nativeName})
      </span>
      <ChevronDownIcon className="size-3.5 opacity-70" />
    </>
  );
}
