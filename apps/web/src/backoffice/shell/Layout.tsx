import { type ReactNode, useState } from "react";
import { NavLink } from "react-router";
import { cn } from "../../shared/lib/cn";
import { Button } from "../../shared/ui/Button";
import { signOut } from "../lib/auth";
import { consoleClock } from "../lib/format";
import type { StaffSession } from "../lib/session";
import { GROUP_ORDER, screensFor } from "../screens";
import { IdleWatcher } from "./IdleWatcher";
import { LanguageSwitch } from "./LanguageSwitch";
import { useShellTexts } from "./texts";

/** The console's frame: side navigation (only what the role allows), top bar, content. */
export function Layout({ session, children }: { session: StaffSession; children: ReactNode }) {
  const { t } = useShellTexts();
  const [open, setOpen] = useState(false);
  const screens = screensFor(session.permissions);

  const nav = (
    <nav aria-label={t("layout.menu")} className="flex flex-col gap-4 p-3" data-testid="bo-nav">
      {GROUP_ORDER.map((group) => {
        const items = screens.filter((screen) => screen.group === group);
        if (items.length === 0) return null;
        return (
          <div key={group} className="flex flex-col gap-0.5">
            <p className="px-3 pb-1 text-[11px] font-semibold tracking-wider text-muted uppercase">
              {t(`nav.groups.${group}`)}
            </p>
            {items.map((screen) => (
              <NavLink
                key={screen.path}
                to={`/backoffice/${screen.path}`}
                onClick={() => setOpen(false)}
                className={({ isActive }) =>
                  cn(
                    "rounded-lg px-3 py-2 text-sm transition",
                    isActive
                      ? "bg-brand/25 font-semibold text-white"
                      : "text-white/75 hover:bg-white/5 hover:text-white",
                  )
                }
              >
                {t(`nav.${screen.nav}`)}
              </NavLink>
            ))}
          </div>
        );
      })}
    </nav>
  );

  return (
    <div className="flex min-h-dvh">
      <a href="#bo-main" className="sr-only focus:not-sr-only focus:absolute focus:p-2">
        {t("layout.skip")}
      </a>
      <aside className="sticky top-0 hidden h-dvh w-60 shrink-0 overflow-y-auto border-r border-line bg-panel/90 lg:block">
        <p className="px-6 pt-5 pb-2 text-xs font-bold tracking-widest text-gold uppercase">{t("product")}</p>
        {nav}
      </aside>
      {open && (
        <div className="fixed inset-0 z-40 lg:hidden">
          <button
            type="button"
            aria-label={t("layout.closeMenu")}
            className="absolute inset-0 bg-black/60"
            onClick={() => setOpen(false)}
          />
          <aside className="absolute inset-y-0 left-0 w-64 overflow-y-auto border-r border-line bg-panel">
            <p className="px-6 pt-5 pb-2 text-xs font-bold tracking-widest text-gold uppercase">
              {t("product")}
            </p>
            {nav}
          </aside>
        </div>
      )}
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex items-center justify-between gap-3 border-b border-line bg-night/90 px-4 py-2 backdrop-blur">
          <button
            type="button"
            className="rounded-lg border border-line px-3 py-1.5 text-sm text-white lg:hidden"
            onClick={() => setOpen(true)}
            aria-expanded={open}
          >
            {t("layout.menu")}
          </button>
          <div className="ml-auto flex min-w-0 items-center gap-3">
            <span className="truncate text-sm text-white" data-testid="bo-staff">
              {session.username}
              <span className="ml-2 text-xs text-muted">
                {t("layout.role", { role: t(`roles.${session.role}`) })}
              </span>
            </span>
            <LanguageSwitch />
            <Button variant="ghost" size="sm" onClick={() => void signOut()} data-testid="bo-logout">
              {t("layout.logout")}
            </Button>
          </div>
        </header>
        <main id="bo-main" className="min-w-0 flex-1 p-4 lg:p-6">
          {/* Every time on every screen is on this clock, the one the brand's players read. */}
          <p className="mb-3 text-xs text-muted" data-testid="bo-clock">
            {t("layout.clock", { zone: consoleClock().label })}
          </p>
          {children}
        </main>
      </div>
      <IdleWatcher session={session} />
    </div>
  );
}
