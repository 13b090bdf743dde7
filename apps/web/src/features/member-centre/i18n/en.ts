import type { CatalogueOf } from "../../../shared/i18n/types";
import type { pt } from "./pt";

export const en: CatalogueOf<typeof pt> = {
  title: "Member centre",
  menu: "Member centre menu",
};
