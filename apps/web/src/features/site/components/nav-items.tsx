import type { MenuItem } from "@jogada/contracts";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { NavCategory } from "../../../shared/shell/types";
import { useMenuLabel, useSiteMenus } from "../../../shared/site/site-menus";
import { GiftIcon, GlobeIcon, HomeIcon } from "../../../shared/ui/icons";

const SITE_ICONS: Record<string, ReactNode> = {
  LOBBY: <HomeIcon className="size-5" />,
  PROMOTIONS: <GiftIcon className="size-5" />,
};

/** Only the site's own paths: an entry pointing anywhere else is left out. */
function isSitePath(route: string): boolean {
  return route.startsWith("/") && !route.startsWith("//");
}

/**
 * The header's entries (SPEC §2 bottom nav and category bar). The server's header menu gives
 * which entries there are, in which order, with their labels and routes; the game catalogue
 * (`categories`, from GET /lgw/games/game_menus) gives each category its icon and vendor list.
 * Until the menu has arrived: lobby, the catalogue's categories, promotions.
 */
export function useNavItems(categories: readonly NavCategory[]): NavCategory[] {
  const { t } = useTranslation();
  const menus = useSiteMenus();
  const label = useMenuLabel();
  if (menus && menus.header.length > 0) {
    const byId = new Map(categories.map((category) => [category.id, category]));
    return menus.header
      .filter((item: MenuItem) => isSitePath(item.route))
      .map((item) => {
        const category = byId.get(item.key);
        return {
          id: item.key,
          label: label(item),
          to: item.route,
          icon: category?.icon ?? SITE_ICONS[item.key] ?? <GlobeIcon className="size-5" />,
          ...(category?.vendors ? { vendors: category.vendors } : {}),
        };
      });
  }
  return [
    { id: "LOBBY", label: t("nav.lobby"), to: "/", icon: SITE_ICONS.LOBBY },
    ...categories,
    { id: "PROMOTIONS", label: t("nav.promotions"), to: "/promotions", icon: SITE_ICONS.PROMOTIONS },
  ];
}
