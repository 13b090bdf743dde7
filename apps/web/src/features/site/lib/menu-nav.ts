import { type MenuItem, parseLanguage } from "@jogada/contracts";
import { isSitePath } from "../../../shared/site/site-menus";

export { isSitePath };

/**
 * The game catalogue's categories behind a header entry of the server's menu: such an entry is
 * shown only while one of them has vendors, and its dropdown lists their vendors.
 */
const ENTRY_CATEGORIES: Record<string, string[]> = {
  lottery: ["LOTT", "ELOTT"],
  rng: ["RNG"],
  live: ["LIVE"],
  fish: ["FISH"],
  pvp: ["PVP"],
  sports: ["SPORTS"],
  esports: ["ESPORTS"],
  bgs: ["BGS"],
};

/** What the header needs of an entry; icons and vendor lists are added by the caller. */
export interface MenuNavEntry {
  /** The category code for game entries (LIVE, RNG...), else the key in capitals (LOBBY, VIP). */
  id: string;
  label: string;
  to: string;
  /** The catalogue categories it stands for (empty for the site's own pages). */
  categories: string[];
}

/**
 * The header menu's entries in the server's order, labelled in the language shown. Entries that
 * are not a path of the site (the chat room, which the bar's icon opens) are left out, and so are
 * game entries none of whose categories the catalogue has (`available`).
 */
export function menuNavEntries(
  header: readonly MenuItem[],
  language: string,
  available: ReadonlySet<string>,
): MenuNavEntry[] {
  const entries: MenuNavEntry[] = [];
  for (const item of header) {
    if (!isSitePath(item.route)) continue;
    const categories = (ENTRY_CATEGORIES[item.key] ?? []).filter((code) => available.has(code));
    if (ENTRY_CATEGORIES[item.key] && categories.length === 0) continue;
    entries.push({
      id: categories[0] ?? item.key.toUpperCase(),
      label: item.label[parseLanguage(language)],
      to: item.route,
      categories,
    });
  }
  return entries;
}
