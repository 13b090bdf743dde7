import {
  DEFAULT_LANGUAGE,
  findLanguage,
  LANGUAGES,
  type Language,
  languageTag,
  negotiateLanguage,
} from "@jogada/contracts";
import i18n, { type BackendModule, type ResourceKey } from "i18next";
import { initReactI18next } from "react-i18next";
import { apiSession } from "../api/client";

/** The browser's languages, most wanted first. */
function browserLanguages(): readonly string[] {
  return navigator.languages?.length ? navigator.languages : [navigator.language ?? ""];
}

/**
 * SPEC §2: the visitor's choice is kept in localStorage under `lang` and `hisLang`. Before any
 * choice (a first visit), the first of the browser's languages the platform ships; the brand's
 * own list narrows it once the site info is in (`applyBrandLanguages`).
 */
export function storedLanguage(): Language {
  return (
    findLanguage(localStorage.getItem("lang")) ??
    negotiateLanguage(browserLanguages(), LANGUAGES, DEFAULT_LANGUAGE)
  );
}

/** Whether the visitor (or the account) has chosen a language, as opposed to the browser's guess. */
export function hasChosenLanguage(): boolean {
  return findLanguage(localStorage.getItem("lang")) !== undefined;
}

/** Fetches one namespace's texts in one language (each is a chunk); app/i18n-resources.ts gives it. */
export type NamespaceReader = (language: Language, namespace: string) => Promise<object>;

let read: NamespaceReader = async () => ({});
let started: () => void = () => undefined;
const ready = new Promise<void>((resolve) => {
  started = resolve;
});

/** i18next fetches a namespace it lacks through this, e.g. when useTranslation("lottery") first renders. */
const chunkBackend: BackendModule = {
  type: "backend",
  init() {},
  read(language, namespace, callback) {
    read(language as Language, namespace).then(
      (texts) => callback(null, texts as ResourceKey),
      (error: Error) => callback(error, false),
    );
  },
};

/**
 * Starts i18next in the stored language with the given namespaces loaded; resolves once their
 * texts are in (main.tsx renders then, so the first screen never shows a key).
 */
export function startI18n(reader: NamespaceReader, namespaces: readonly string[]): Promise<void> {
  read = reader;
  const done = i18n
    .use(initReactI18next)
    .use(chunkBackend)
    .init({
      lng: initial,
      // No fallback language is fetched ahead: a visitor downloads one language only. A key missing
      // at run time (the completeness test makes it rare) is filled from the brand's default.
      fallbackLng: false,
      ns: [...namespaces],
      defaultNS: "site",
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      returnNull: false,
      appendNamespaceToMissingKey: true,
      parseMissingKeyHandler: missingText,
      react: { bindI18nStore: "added" },
    })
    .then(() => undefined);
  void done.finally(started);
  return done;
}

/**
 * Fetches namespaces of the shown language ahead of the components that use them (a route or a
 * modal with its chunk), so they render at once instead of suspending for a second round trip.
 */
export function loadNamespaces(namespaces: string | readonly string[]): Promise<void> {
  return ready.then(() => i18n.loadNamespaces(typeof namespaces === "string" ? namespaces : [...namespaces]));
}

/**
 * For React.lazy: a component's chunk and its feature's texts fetched together, e.g.
 * `lazy(withTexts(() => import("./LoginModal"), "auth"))`.
 */
export function withTexts<T>(
  load: () => Promise<T>,
  namespaces: string | readonly string[],
): () => Promise<T> {
  return () => Promise.all([load(), loadNamespaces(namespaces)]).then(([module]) => module);
}

/** Every namespace in use, in another language; rejects when one cannot be fetched. */
async function loadLanguage(language: Language): Promise<void> {
  const namespaces = (i18n.options.ns as string[] | undefined) ?? [];
  await Promise.all(
    namespaces.map(async (namespace) => {
      if (i18n.hasResourceBundle(language, namespace)) return;
      i18n.addResourceBundle(language, namespace, await read(language, namespace), true, true);
    }),
  );
}

type LanguageListener = (language: Language) => void;
const choiceListeners = new Set<LanguageListener>();

/** Called on each choice the visitor makes (the account keeps it: features/auth). */
export function onLanguageChosen(listener: LanguageListener): () => void {
  choiceListeners.add(listener);
  return () => choiceListeners.delete(listener);
}

/** Shows the site in `language`; `remember: false` for a language the site picked, not the visitor. */
export function setLanguage(language: Language, { remember = true } = {}): void {
  if (remember) {
    // hisLang keeps the language shown before this choice (the stored one, or the default in use)
    const previous = localStorage.getItem("lang") ?? apiSession.language;
    if (previous !== language) localStorage.setItem("hisLang", previous);
    localStorage.setItem("lang", language);
    for (const listener of choiceListeners) listener(language);
  }
  showLanguage(language);
}

/** A language the account holds (after login): the site follows it and keeps it as the choice. */
export function adoptAccountLanguage(language: Language, offered: readonly Language[]): void {
  if (!offered.includes(language) || language === i18n.language) return;
  localStorage.setItem("lang", language);
  showLanguage(language);
}

function showLanguage(language: Language): void {
  apiSession.language = language;
  document.documentElement.lang = languageTag(language);
  // Another language's texts are chunks of their own: switch once those in use are here.
  void loadLanguage(language).then(
    () => i18n.changeLanguage(language),
    () => undefined,
  );
}

let brandDefault: Language = DEFAULT_LANGUAGE;

/**
 * The brand's languages, once the site info is in: a language it does not offer (a stored choice
 * it has since turned off) becomes its default; a first visit takes the browser's first language
 * the brand offers.
 */
export function applyBrandLanguages(offered: readonly Language[], fallback: Language): void {
  brandDefault = fallback;
  const current = i18n.language as Language;
  if (hasChosenLanguage()) {
    if (!offered.includes(current)) setLanguage(fallback, { remember: false });
    return;
  }
  const wanted = negotiateLanguage(browserLanguages(), offered, fallback);
  if (wanted !== current) setLanguage(wanted, { remember: false });
}

const reported = new Set<string>();

/**
 * A key the shown language lacks: the brand default's text (fetched if needed; the components
 * re-render when it arrives), never the raw key; each key is reported once.
 */
function missingText(namespacedKey: string, defaultValue?: string, options?: object): string {
  if (defaultValue !== undefined) return defaultValue;
  const cut = namespacedKey.indexOf(":");
  const namespace = namespacedKey.slice(0, cut);
  const key = namespacedKey.slice(cut + 1);
  const language = i18n.language as Language;
  if (!reported.has(`${language}:${namespacedKey}`)) {
    reported.add(`${language}:${namespacedKey}`);
    console.error(`missing text ${namespacedKey} in ${language}; shown in ${brandDefault}`);
  }
  if (language === brandDefault) return "";
  if (i18n.hasResourceBundle(brandDefault, namespace)) {
    // The namespace is only known as a string here; i18next's typed keys cannot check it.
    const there = { ...options, lng: brandDefault, ns: namespace } as never;
    return i18n.exists(key, there) ? String(i18n.t(key, there)) : "";
  }
  void read(brandDefault, namespace).then(
    (texts) => i18n.addResourceBundle(brandDefault, namespace, texts, true, false),
    () => undefined,
  );
  return "";
}

const initial = storedLanguage();
apiSession.language = initial;
document.documentElement.lang = languageTag(initial);

export default i18n;
