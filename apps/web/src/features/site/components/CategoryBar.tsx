import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";
import { cn } from "../../../shared/lib/cn";
import type { NavCategory } from "../../../shared/shell/types";
import { ChevronDownIcon } from "../../../shared/ui/icons";
import { vendorTriggerClass } from "./vendor-trigger";

const tab =
  "flex h-12 items-center gap-2 border-b-2 px-4 text-sm font-semibold whitespace-nowrap transition focus-visible:ring-2 focus-visible:ring-gold focus-visible:outline-none";
const tabState = ({ isActive }: { isActive: boolean }) =>
  cn(tab, isActive ? "border-gold text-gold" : "border-transparent text-white/75 hover:text-white");

/** Desktop category bar: lobby, the game categories (with a vendor dropdown), promotions. */
export function CategoryBar({ items }: { items: readonly NavCategory[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("nav.categories")} className="border-t border-line/60 bg-panel/60">
      <ul className="mx-auto flex min-h-12 max-w-7xl items-center overflow-x-auto px-4 [scrollbar-width:none]">
        {items.map((item) => (
          <li key={item.id} className="flex items-center" data-testid={`nav-${item.id}`}>
            <NavLink to={item.to} end={item.to === "/"} className={tabState}>
              {item.icon}
              {item.label}
            </NavLink>
            {item.vendors && item.vendors.length > 0 && <VendorMenu category={item} />}
          </li>
        ))}
      </ul>
    </nav>
  );
}

const loadMenu = () => import("./VendorMenu");
const OpenedVendorMenu = lazy(loadMenu);

/** The closed vendor menu is a plain button; the menu's code loads (and opens) on first use. */
function VendorMenu({ category }: { category: NavCategory }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const closed = (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      className={vendorTriggerClass}
      aria-label={t("nav.vendorsOf", { category: category.label })}
      onPointerEnter={() => void loadMenu()}
      onFocus={() => void loadMenu()}
      onClick={() => setOpened(true)}
      onKeyDown={(event) => {
        if (event.key === "ArrowDown") setOpened(true);
      }}
    >
      <ChevronDownIcon className="size-4" />
    </button>
  );
  if (!opened) return closed;
  return (
    <Suspense fallback={closed}>
      <OpenedVendorMenu category={category} />
    </Suspense>
  );
}
