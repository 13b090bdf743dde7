import type { CatalogueOf } from "../../../shared/i18n/types";
import type { pt } from "./pt";

export const id: CatalogueOf<typeof pt> = {
  title: "Pusat Member",
  menu: "Menu Pusat Member",
};
