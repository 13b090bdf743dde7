import type { Language } from "@jogada/contracts";
import { startI18n } from "../shared/i18n";
import type { firstScreen, Namespaces } from "./catalogues/pt";

/**
 * The texts of the site, one namespace per feature, a complete catalogue per shipped language
 * (app/catalogues/<language>.ts; add a feature's namespace to each). Per language, the first
 * screen's namespaces are one chunk, fetched before the first render (preloaded for the default
 * language); every other namespace is a chunk of its own, fetched when a component first asks for
 * it (useTranslation suspends meanwhile) or with its route (router.tsx). A visitor never downloads
 * another language, nor the texts of features not opened.
 */
type FirstScreen = typeof firstScreen;
type Catalogue = FirstScreen & { [K in keyof Namespaces]: Awaited<ReturnType<Namespaces[K]>> };
export type Namespace = keyof Catalogue;

interface LanguageCatalogue {
  firstScreen: Record<string, object>;
  namespaces: Record<string, () => Promise<object>>;
}

const loaders: Record<Language, () => Promise<LanguageCatalogue>> = {
  PT: () => import("./catalogues/pt"),
  EN: () => import("./catalogues/en"),
  VI: () => import("./catalogues/vi"),
  TH: () => import("./catalogues/th"),
  ZH: () => import("./catalogues/zh"),
  ID: () => import("./catalogues/id"),
  ES: () => import("./catalogues/es"),
};

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "site";
    resources: Catalogue;
  }
}

/** The namespaces in the first-screen chunk: i18next loads them before the first render. */
export const FIRST_SCREEN_NAMESPACES = ["site", "games"] as const satisfies readonly (keyof FirstScreen)[];

/** One namespace's texts in one language (i18next's backend reads through this). */
async function readNamespace(language: Language, namespace: string): Promise<object> {
  const catalogue = await loaders[language]();
  const texts = catalogue.firstScreen[namespace] ?? (await catalogue.namespaces[namespace]?.());
  if (!texts) throw new Error(`no texts for namespace ${namespace}`);
  return texts;
}

/** Resolves once the first screen's texts are in, in the stored language. */
export const i18nReady = startI18n(readNamespace, FIRST_SCREEN_NAMESPACES);
