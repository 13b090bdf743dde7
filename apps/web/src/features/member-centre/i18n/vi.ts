import type { CatalogueOf } from "../../../shared/i18n/types";
import type { pt } from "./pt";

export const vi: CatalogueOf<typeof pt> = {
  title: "Trung tâm thành viên",
  menu: "Menu trung tâm thành viên",
};
