import type { Language } from "@jogada/contracts";
import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { useTranslation } from "react-i18next";
import { setLanguage } from "../../../shared/i18n";
import { cn } from "../../../shared/lib/cn";
import { ChevronDownIcon, GlobeIcon } from "../../../shared/ui/icons";

/** The brand's supported languages (SPEC §2); the choice is kept in localStorage `lang`/`hisLang`. */
export function LanguageSwitcher({
  languages,
  className,
}: {
  languages: readonly Language[];
  className?: string;
}) {
  const { t, i18n } = useTranslation();
  const current = i18n.language as Language;
  if (languages.length < 2) return null;
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className={cn(
          "inline-flex h-8 items-center gap-1 rounded-full border border-line bg-white/5 px-2.5 sm:h-9 sm:gap-1.5 sm:px-3 text-sm font-semibold text-white/90 transition hover:bg-white/10 focus-visible:ring-2 focus-visible:ring-gold focus-visible:outline-none",
          className,
        )}
        data-testid="language-switcher"
      >
        <GlobeIcon className="hidden size-4 sm:block" />
        {/* The visible code is part of the name a screen reader hears (WCAG 2.5.3). */}
        <span className="sr-only">{t("header.language")}: </span>
        <span>{current}</span>
        <span className="sr-only"> ({t(`languages.${current}`)})</span>
        <ChevronDownIcon className="size-3.5 opacity-70" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-40 rounded-xl border border-line bg-panel p-1 shadow-xl shadow-black/50"
        >
          <DropdownMenu.RadioGroup value={current} onValueChange={(value) => setLanguage(value as Language)}>
            {languages.map((language) => (
              <DropdownMenu.RadioItem
                key={language}
                value={language}
                lang={language === "PT" ? "pt" : "en"}
                className="flex cursor-pointer items-center justify-between gap-3 rounded-lg px-3 py-2 text-sm text-white/90 outline-none data-[highlighted]:bg-white/10 data-[state=checked]:text-gold"
              >
                {t(`languages.${language}`)}
                <span className="text-xs font-bold text-muted">{language}</span>
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
