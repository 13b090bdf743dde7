import type { Language } from "@jogada/contracts";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "../../../shared/lib/cn";
import { ChevronDownIcon, GlobeIcon } from "../../../shared/ui/icons";

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
      <span className="sr-only"> ({t(`languages.${language}`)})</span>
      <ChevronDownIcon className="size-3.5 opacity-70" />
    </>
  );
}

const loadMenu = () => import("./LanguageMenu");
const LanguageMenu = lazy(loadMenu);

/**
 * The brand's supported languages (SPEC §2); the choice is kept in localStorage `lang`/`hisLang`.
 * The menu's code is not on the first screen: the closed switcher is a plain button, and the
 * menu loads (and opens) when it is first used.
 */
export function LanguageSwitcher({ languages, className }: LanguageSwitcherProps) {
  const { i18n } = useTranslation();
  const [opened, setOpened] = useState(false);
  if (languages.length < 2) return null;
  const closed = (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      className={cn(triggerClass, className)}
      data-testid="language-switcher"
      onPointerEnter={() => void loadMenu()}
      onFocus={() => void loadMenu()}
      onClick={() => setOpened(true)}
      onKeyDown={(event) => {
        if (event.key === "ArrowDown") setOpened(true);
      }}
    >
      <TriggerFace language={i18n.language as Language} />
    </button>
  );
  if (!opened) return closed;
  return (
    <Suspense fallback={closed}>
      <LanguageMenu languages={languages} className={className} />
    </Suspense>
  );
}
