import { LANGUAGE_INFO, type Language, languageTag } from "@jogada/contracts";
import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { useTranslation } from "react-i18next";
import { setLanguage } from "../../../shared/i18n";
import { cn } from "../../../shared/lib/cn";
import { type LanguageSwitcherProps, TriggerFace, triggerClass } from "./language-trigger";

/** The language menu, opened: loaded when the visitor first opens the switcher. */
export default function LanguageMenu({ languages, className }: LanguageSwitcherProps) {
  const { i18n } = useTranslation();
  const current = i18n.language as Language;
  return (
    <DropdownMenu.Root modal={false} defaultOpen>
      <DropdownMenu.Trigger className={cn(triggerClass, className)} data-testid="language-switcher">
        <TriggerFace language={current} />
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
                lang={languageTag(language)}
                className="flex cursor-pointer items-center justify-between gap-3 rounded-lg px-3 py-2 text-sm text-white/90 outline-none data-[highlighted]:bg-white/10 data-[state=checked]:text-gold"
              >
                {LANGUAGE_INFO[language].nativeName}
                <span className="text-xs font-bold text-muted">{language}</span>
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
