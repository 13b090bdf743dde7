import type { MenuItem } from "@jogada/contracts";
import { isSitePath } from "../../../shared/site/site-menus";

/** What the header needs of an entry; icons and vendor lists are added by the caller. */
export interface MenuNavEntry {
  id: string;
  label: string;
  to: string;
}

export { isSitePath };

/** The header menu's entries in the server's order, labelled in the language shown. */
export function menuNavEntries(header: readonly MenuItem[], language: string): MenuNavEntry[] {
  return header
    .filter((item) => isSitePath(item.route))
    .map((item) => ({
      id: item.key,
      label: language === "EN" ? item.label.EN : item.label.PT,
      to: item.route,
    }));
}
