import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { usePageName } from "../../../shared/lib/page-names";
import type { NavCategory, NavVendor } from "../../../shared/shell/types";
import { useSiteMenus, useSiteMenusPending } from "../../../shared/site/site-menus";
import { CrownIcon, GiftIcon, GlobeIcon, HomeIcon, StarIcon } from "../../../shared/ui/icons";
import { menuNavEntries } from "../lib/menu-nav";

const SITE_ICONS: Record<string, ReactNode> = {
  LOBBY: <HomeIcon className="size-5" />,
  PROMOTIONS: <GiftIcon className="size-5" />,
  VIP: <CrownIcon className="size-5" />,
  POINTMALL: <StarIcon className="size-5" />,
};

/**
 * The header's entries (SPEC §2 bottom nav and category bar). The server's header menu gives
 * which entries there are, in which order, with their labels and routes; the game catalogue
 * (`categories`, from GET /lgw/games/game_menus) says which game entries have vendors and gives
 * their icons and vendor dropdowns. If the menu cannot be read: lobby, the catalogue's
 * categories (the in-house games first), promotions.
 *
 * Empty while the menu or the catalogue is still on its way: the bars keep their height and fill
 * in once, instead of showing a shorter list whose tabs move sideways when the rest arrives.
 */
export function useNavItems(categories: readonly NavCategory[] | undefined): NavCategory[] {
  const { i18n } = useTranslation();
  const menus = useSiteMenus();
  const menusPending = useSiteMenusPending();
  const lobby = usePageName("lobby");
  const promotions = usePageName("promotions");
  if (menusPending || !categories) return [];
  if (menus && menus.header.length > 0) {
    const byId = new Map(categories.map((category) => [category.id, category]));
    return menuNavEntries(menus.header, i18n.language, new Set(byId.keys())).map(
      ({ categories: codes, ...entry }) => {
        const found = codes.flatMap((code) => byId.get(code) ?? []);
        // A vendor in two of the entry's categories is listed once.
        const vendors: NavVendor[] = [
          ...new Map(found.flatMap((category) => category.vendors ?? []).map((v) => [v.code, v])).values(),
        ];
        return {
          ...entry,
          icon: found[0]?.icon ?? SITE_ICONS[entry.id] ?? <GlobeIcon className="size-5" />,
          ...(vendors.length > 0 ? { vendors } : {}),
        };
      },
    );
  }
  // The in-house games first among the games (SPEC §2), as in the server's menu.
  const house = categories.filter((category) => category.id === "BGS");
  return [
    { id: "LOBBY", label: lobby, to: "/", icon: SITE_ICONS.LOBBY },
    ...house,
    ...categories.filter((category) => category.id !== "BGS"),
    { id: "PROMOTIONS", label: promotions, to: "/promotions", icon: SITE_ICONS.PROMOTIONS },
  ];
}
