import { useTranslation } from "react-i18next";
import type { NavCategory } from "../../../shared/shell/types";
import { GiftIcon, HomeIcon } from "../../../shared/ui/icons";

/** Lobby first, then the catalogue's categories, then promotions (SPEC §2 bottom nav). */
export function useNavItems(categories: readonly NavCategory[]): NavCategory[] {
  const { t } = useTranslation();
  return [
    { id: "LOBBY", label: t("nav.lobby"), to: "/", icon: <HomeIcon className="size-5" /> },
    ...categories,
    {
      id: "PROMOTIONS",
      label: t("nav.promotions"),
      to: "/promotions",
      icon: <GiftIcon className="size-5" />,
    },
  ];
}
