import type { CatalogueOf } from "../../../shared/i18n/types";
import type { pt } from "./pt";

export const th: CatalogueOf<typeof pt> = {
  title: "ศูนย์สมาชิก",
  menu: "เมนูศูนย์สมาชิก",
};
