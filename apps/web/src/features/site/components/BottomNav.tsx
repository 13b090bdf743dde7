import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";
import { cn } from "../../../shared/lib/cn";
import type { NavCategory } from "../../../shared/shell/types";

/** Phone navigation fixed to the bottom: lobby, game categories, promotions (SPEC §2). */
export function BottomNav({ items }: { items: readonly NavCategory[] }) {
  const { t } = useTranslation();
  return (
    <nav
      aria-label={t("nav.main")}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-night/95 pb-[env(safe-area-inset-bottom)] backdrop-blur lg:hidden"
    >
      <ul className="flex overflow-x-auto [scrollbar-width:none]">
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
              <span className="max-w-full truncate px-1">{item.label}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
