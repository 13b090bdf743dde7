/** A catalogue in another language must have exactly the keys of the Portuguese one. */
export type CatalogueOf<T> = {
  [K in keyof T]: T[K] extends string ? string : CatalogueOf<T[K]>;
};
