import type { CatalogueOf } from "../../shared/i18n/types";

export const pt = {
  title: "Central do membro",
  menu: "Menu da central do membro",
};

export const en: CatalogueOf<typeof pt> = {
  title: "Member centre",
  menu: "Member centre menu",
};
