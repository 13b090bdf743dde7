import type { CatalogueOf } from "../../../shared/i18n/types";
import type { pt } from "./pt";

export const zh: CatalogueOf<typeof pt> = {
  title: "会员中心",
  menu: "会员中心菜单",
};
