import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";
import { cn } from "../../../shared/lib/cn";
import type { NavCategory } from "../../../shared/shell/types";
import { ChevronDownIcon } from "../../../shared/ui/icons";
import { LazyImage } from "../../../shared/ui/LazyImage";

const tab =
  "flex h-12 items-center gap-2 border-b-2 px-4 text-sm font-semibold whitespace-nowrap transition focus-visible:ring-2 focus-visible:ring-gold focus-visible:outline-none";
const tabState = ({ isActive }: { isActive: boolean }) =>
  cn(tab, isActive ? "border-gold text-gold" : "border-transparent text-white/75 hover:text-white");

/** Desktop category bar: lobby, the game categories (with a vendor dropdown), promotions. */
export function CategoryBar({ items }: { items: readonly NavCategory[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("nav.categories")} className="border-t border-line/60 bg-panel/60">
      <ul className="mx-auto flex max-w-7xl items-center overflow-x-auto px-4 [scrollbar-width:none]">
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

function VendorMenu({ category }: { category: NavCategory }) {
  const { t } = useTranslation();
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className="-ml-2 rounded-full p-1 text-white/60 hover:text-white focus-visible:ring-2 focus-visible:ring-gold focus-visible:outline-none"
        aria-label={t("nav.vendorsOf", { category: category.label })}
      >
        <ChevronDownIcon className="size-4" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          sideOffset={6}
          align="start"
          className="z-50 grid max-h-[70vh] min-w-56 grid-cols-2 gap-1 overflow-y-auto rounded-xl border border-line bg-panel p-2 shadow-xl shadow-black/50"
        >
          {category.vendors?.map((vendor) => (
            <DropdownMenu.Item
              key={vendor.code}
              onSelect={vendor.onSelect}
              className="relative flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm text-white/90 outline-none data-[highlighted]:bg-white/10"
            >
              {vendor.iconUrl && (
                <LazyImage
                  src={vendor.iconUrl}
                  alt=""
                  wrapperClassName="size-6 shrink-0"
                  className="size-6 object-contain"
                />
              )}
              <span className="truncate">{vendor.displayName}</span>
              {vendor.isHot && (
                <span className="ml-auto rounded-full bg-rose-500 px-1.5 text-[10px] font-bold uppercase">
                  {t("nav.hot")}
                </span>
              )}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
