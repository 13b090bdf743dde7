import type { Language } from "@jogada/contracts";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "../../../shared/lib/cn";
import { type LanguageSwitcherProps, TriggerFace, triggerClass } from "./language-trigger";

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
