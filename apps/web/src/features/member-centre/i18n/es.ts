import type { CatalogueOf } from "../../../shared/i18n/types";
import type { pt } from "./pt";

export const es: CatalogueOf<typeof pt> = {
  title: "Centro de miembros",
  menu: "Menú del centro de miembros",
};
