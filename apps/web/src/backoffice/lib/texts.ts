import type { Language } from "@jogada/contracts";
import i18n from "i18next";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import type { CatalogueOf } from "../../shared/i18n/types";

/** The console's languages (the player site may offer more). */
export const BACK_OFFICE_LANGUAGES = ["PT", "EN"] as const satisfies readonly Language[];
export type ConsoleLanguage = (typeof BACK_OFFICE_LANGUAGES)[number];

/** The back office's own i18n namespace: loaded with its chunk, never in the player site's bundle. */
export const BACKOFFICE_NS = "backoffice";

type Tree = { [key: string]: string | Tree };

/** Every dotted key of a catalogue ("queue.approve"). */
export type TextKey<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${TextKey<T[K]>}`;
}[keyof T & string];

export type Translate<T> = (key: TextKey<T>, values?: Record<string, unknown>) => string;

/** Every section's catalogue, for the test that checks PT and EN have the same texts. */
export const allTexts: { section: string; pt: Tree; en: Tree }[] = [];

/**
 * Adds one section's PT and EN texts to the back-office namespace and returns its hook: a
 * `t` typed on the section's own keys. Each screen keeps its texts next to it.
 */
export function defineTexts<T extends Tree>(section: string, pt: T, en: CatalogueOf<T>) {
  i18n.addResourceBundle("PT", BACKOFFICE_NS, { [section]: pt }, true, true);
  i18n.addResourceBundle("EN", BACKOFFICE_NS, { [section]: en }, true, true);
  allTexts.push({ section, pt, en: en as Tree });
  return function useTexts(): { t: Translate<T>; language: ConsoleLanguage } {
    const { i18n: instance } = useTranslation();
    // The console speaks PT and EN: a player-site language it lacks shows it in Portuguese.
    const language: ConsoleLanguage = instance.language === "EN" ? "EN" : "PT";
    const t = useCallback<Translate<T>>(
      (key, values) =>
        // the namespace is added at run time, so i18next's typed keys do not know it
        (instance.t as unknown as (key: string, options: object) => string)(`${section}.${key}`, {
          ns: BACKOFFICE_NS,
          lng: language,
          ...values,
        }),
      [instance, language],
    );
    return { t, language };
  };
}
