import { DEFAULT_LANGUAGE, type Language, parseLanguage } from "@jogada/contracts";
import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import { apiSession } from "../api/client";

/** SPEC §2: the choice is kept in localStorage under `lang` and `hisLang`. */
export function storedLanguage(): Language {
  return parseLanguage(localStorage.getItem("lang"), DEFAULT_LANGUAGE);
}

/** Fetches a language's texts before it is shown; app/i18n-resources.ts sets it. */
let loadCatalogue: (language: Language) => Promise<void> = async () => {};

export function setCatalogueLoader(load: (language: Language) => Promise<void>): void {
  loadCatalogue = load;
}

export function setLanguage(language: Language): void {
  // hisLang keeps the language shown before this choice (the stored one, or the default in use)
  const previous = localStorage.getItem("lang") ?? apiSession.language;
  if (previous !== language) localStorage.setItem("hisLang", previous);
  localStorage.setItem("lang", language);
  apiSession.language = language;
  document.documentElement.lang = language === "PT" ? "pt" : "en";
  // The other language's texts are a chunk of their own: switch once they are here.
  void loadCatalogue(language).then(
    () => i18n.changeLanguage(language),
    () => undefined,
  );
}

const initial = storedLanguage();
apiSession.language = initial;
document.documentElement.lang = initial === "PT" ? "pt" : "en";

// The texts come from the features (app/i18n-resources.ts loads the shown language's catalogue).
void i18n.use(initReactI18next).init({
  resources: {},
  lng: initial,
  fallbackLng: false,
  defaultNS: "site",
  interpolation: { escapeValue: false },
  returnNull: false,
});

export default i18n;
