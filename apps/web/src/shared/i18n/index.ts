import { DEFAULT_LANGUAGE, type Language, parseLanguage } from "@jogada/contracts";
import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import { apiSession } from "../api/client";

/** SPEC §2: the choice is kept in localStorage under `lang` and `hisLang`. */
export function storedLanguage(): Language {
  return parseLanguage(localStorage.getItem("lang"), DEFAULT_LANGUAGE);
}

export function setLanguage(language: Language): void {
  // hisLang keeps the language shown before this choice (the stored one, or the default in use)
  const previous = localStorage.getItem("lang") ?? apiSession.language;
  if (previous !== language) localStorage.setItem("hisLang", previous);
  localStorage.setItem("lang", language);
  apiSession.language = language;
  document.documentElement.lang = language === "PT" ? "pt" : "en";
  void i18n.changeLanguage(language);
}

const initial = storedLanguage();
apiSession.language = initial;
document.documentElement.lang = initial === "PT" ? "pt" : "en";

// The texts come from the features (app/i18n-resources.ts adds each feature's catalogue).
void i18n.use(initReactI18next).init({
  resources: {},
  lng: initial,
  fallbackLng: false,
  defaultNS: "site",
  interpolation: { escapeValue: false },
  returnNull: false,
});

export default i18n;
