import type { CatalogueOf } from "../../shared/i18n/types";

export const pt = {
  title: "Centro de membros",
  menu: "Menu do centro de membros",
};

export const en: CatalogueOf<typeof pt> = {
  title: "Member centre",
  menu: "Member centre menu",
};
