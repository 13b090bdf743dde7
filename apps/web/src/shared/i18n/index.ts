import { DEFAULT_LANGUAGE, type Language, parseLanguage } from "@jogada/contracts";
import i18n, { type BackendModule, type ResourceKey } from "i18next";
import { initReactI18next } from "react-i18next";
import { apiSession } from "../api/client";

/** SPEC §2: the choice is kept in localStorage under `lang` and `hisLang`. */
export function storedLanguage(): Language {
  return parseLanguage(localStorage.getItem("lang"), DEFAULT_LANGUAGE);
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
      fallbackLng: false,
      ns: [...namespaces],
      defaultNS: "site",
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      returnNull: false,
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

export function setLanguage(language: Language): void {
  // hisLang keeps the language shown before this choice (the stored one, or the default in use)
  const previous = localStorage.getItem("lang") ?? apiSession.language;
  if (previous !== language) localStorage.setItem("hisLang", previous);
  localStorage.setItem("lang", language);
  apiSession.language = language;
  document.documentElement.lang = language === "PT" ? "pt" : "en";
  // The other language's texts are chunks of their own: switch once those in use are here.
  void loadLanguage(language).then(
    () => i18n.changeLanguage(language),
    () => undefined,
  );
}

const initial = storedLanguage();
apiSession.language = initial;
document.documentElement.lang = initial === "PT" ? "pt" : "en";

export default i18n;
