import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { useTranslation } from "react-i18next";
import type { NavCategory } from "../../../shared/shell/types";
import { ChevronDownIcon } from "../../../shared/ui/icons";
import { LazyImage } from "../../../shared/ui/LazyImage";
import { vendorTriggerClass } from "./vendor-trigger";

/** A category's vendor menu, opened: loaded when the visitor first opens one. */
export default function VendorMenu({ category }: { category: NavCategory }) {
  const { t } = useTranslation();
  return (
    <DropdownMenu.Root modal={false} defaultOpen>
      <DropdownMenu.Trigger
        className={vendorTriggerClass}
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
