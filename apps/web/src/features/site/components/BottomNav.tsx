import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";
import { cn } from "../../../shared/lib/cn";
import type { NavCategory } from "../../../shared/shell/types";
import { ScrollRow } from "../../../shared/ui/ScrollRow";

/**
 * Phone navigation fixed to the bottom: lobby, game categories, promotions (SPEC §2). More tabs
 * than fit scroll sideways with the ScrollRow's fading edge as the cue; a long label takes two
 * lines rather than being cut.
 */
export function BottomNav({ items }: { items: readonly NavCategory[] }) {
  const { t } = useTranslation();
  return (
    <nav
      aria-label={t("nav.main")}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-night/95 pb-[env(safe-area-inset-bottom)] backdrop-blur lg:hidden"
    >
      <ScrollRow role="none" testId="bottom-nav-row">
        {/* A tab's height even while the tabs are on their way, so the bar does not grow. */}
        <ul className="flex h-16 min-w-full">
          {items.map((item) => (
            <li key={item.id} className="min-w-16 flex-1" data-testid={`bottom-nav-${item.id}`}>
              <NavLink
                to={item.to}
                end={item.to === "/"}
                className={({ isActive }) =>
                  cn(
                    "flex h-16 flex-col items-center justify-center gap-1 text-[11px] font-semibold transition focus-visible:bg-white/10 focus-visible:outline-none",
                    isActive ? "text-gold" : "text-white/60 hover:text-white",
                  )
                }
              >
                {item.icon}
                <span className="line-clamp-2 max-w-full px-1 text-center leading-tight break-words">
                  {item.label}
                </span>
              </NavLink>
            </li>
          ))}
        </ul>
      </ScrollRow>
    </nav>
  );
}
