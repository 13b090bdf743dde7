import { lazy, Suspense, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { NavLink, useLocation } from "react-router";
import { cn } from "../../../shared/lib/cn";
import { useFitLabels } from "../../../shared/lib/fit-labels";
import type { NavCategory } from "../../../shared/shell/types";
import { MenuIcon } from "../../../shared/ui/icons";

/** The sheet's code (and the contact list's call) is fetched with the first tap on Menu. */
const MenuSheet = lazy(() => import("./MenuSheet").then((module) => ({ default: module.MenuSheet })));

/** Destinations the bar holds beside its Menu tab: six tabs of at least 60 px on a 360 px phone. */
export const BAR_DESTINATIONS = 5;

const tabClass = (active: boolean) =>
  cn(
    "flex h-16 w-full flex-col items-center justify-center gap-1 text-[11px] font-semibold transition focus-visible:bg-white/10 focus-visible:outline-none",
    active ? "text-gold" : "text-white/60 hover:text-white",
  );

/** The entries the bar shows: the first ones in the menu's order, promotions always, as the last. */
export function barEntries<T extends { id: string }>(items: readonly T[]): T[] {
  const promotions = items.find((item) => item.id === "PROMOTIONS");
  const others = items.filter((item) => item !== promotions);
  return [...others.slice(0, BAR_DESTINATIONS - (promotions ? 1 : 0)), ...(promotions ? [promotions] : [])];
}

/**
 * Phone navigation fixed to the bottom (SPEC §2: lobby, in-house games, game categories,
 * promotions last). It holds five destinations and a Menu tab, every tab in sight, as the apps of
 * the large betting brands do: a bar that scrolls sideways hides half its tabs from a player who
 * does not know to swipe. Menu opens a sheet with every destination, the current one marked, and
 * the quick contacts (live chat, WhatsApp, Telegram, app downloads) the desktop's side bar holds.
 */
export function BottomNav({ items }: { items: readonly NavCategory[] }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const shown = barEntries(items);
  const inSheetOnly = items.some((item) => !shown.includes(item) && item.to.split("?")[0] === pathname);
  const bar = useRef<HTMLUListElement>(null);
  // Labels break between words only; one too wide for its tab gets smaller type instead.
  useFitLabels(bar, shown.map((item) => item.label).join("|"));
  return (
    <nav
      aria-label={t("nav.main")}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-night/95 pb-[env(safe-area-inset-bottom)] backdrop-blur lg:hidden"
      data-testid="bottom-nav"
    >
      {/* A tab's height even while the tabs are on their way, so the bar does not grow. */}
      <ul className="flex h-16" ref={bar}>
        {shown.map((item) => (
          <li key={item.id} className="min-w-0 flex-1" data-testid={`bottom-nav-${item.id}`}>
            <NavLink to={item.to} end={item.to === "/"} className={({ isActive }) => tabClass(isActive)}>
              {item.icon}
              <span data-fit-label className="line-clamp-2 w-full px-0.5 text-center leading-tight">
                {item.label}
              </span>
            </NavLink>
          </li>
        ))}
        {items.length > 0 && (
          <li className="min-w-0 flex-1">
            <button
              type="button"
              className={tabClass(open || inSheetOnly)}
              aria-haspopup="dialog"
              aria-expanded={open}
              onClick={() => setOpen(true)}
              data-testid="bottom-nav-menu"
            >
              <MenuIcon className="size-5" />
              <span data-fit-label className="line-clamp-2 w-full px-0.5 text-center leading-tight">
                {t("nav.menu")}
              </span>
            </button>
          </li>
        )}
      </ul>
      {open && (
        <Suspense fallback={null}>
          <MenuSheet items={items} close={() => setOpen(false)} />
        </Suspense>
      )}
    </nav>
  );
}
