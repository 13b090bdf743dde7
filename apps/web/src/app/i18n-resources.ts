import type { Language } from "@jogada/contracts";
import i18n from "i18next";
import { setCatalogueLoader } from "../shared/i18n";
import type { catalogue as ptCatalogue } from "./catalogues/pt";

/**
 * The texts of the site, one namespace per feature, each with a complete PT and EN catalogue
 * (app/catalogues/pt.ts and en.ts; add a feature's catalogue to both). Each language is a chunk
 * of its own, fetched only when that language is shown: a visitor never downloads the other one.
 */
type Catalogue = typeof ptCatalogue;

const loaders: Record<Language, () => Promise<{ catalogue: Record<string, object> }>> = {
  PT: () => import("./catalogues/pt"),
  EN: () => import("./catalogues/en"),
};

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "site";
    resources: Catalogue;
  }
}

const loaded = new Map<Language, Promise<void>>();

/** Gives one language's catalogue to i18next (once); resolves when its texts can be shown. */
export function loadCatalogue(language: Language): Promise<void> {
  let done = loaded.get(language);
  if (!done) {
    done = loaders[language]().then(({ catalogue }) => {
      for (const [namespace, texts] of Object.entries(catalogue)) {
        i18n.addResourceBundle(language, namespace, texts, true, true);
      }
    });
    // A failed fetch (network gone) may be tried again on the next switch.
    done.catch(() => loaded.delete(language));
    loaded.set(language, done);
  }
  return done;
}

setCatalogueLoader(loadCatalogue);
