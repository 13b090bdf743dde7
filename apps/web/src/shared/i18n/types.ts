/** A plural form only some languages have (i18next's suffixes; `_other` is in every language). */
type PluralOnly = `${string}_${"zero" | "one" | "two" | "few" | "many"}`;

/**
 * A catalogue in another language: exactly the keys of the Portuguese one, except the plural
 * forms a language may lack (Vietnamese has no `_one`); the completeness test holds each
 * language to the forms its plural rules use.
 */
export type CatalogueOf<T> = {
  [K in keyof T as K extends PluralOnly ? never : K]: T[K] extends string ? string : CatalogueOf<T[K]>;
} & {
  [K in keyof T as K extends PluralOnly ? K : never]?: string;
};
