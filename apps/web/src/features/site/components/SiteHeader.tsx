import { type ComponentType, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { cn } from "../../../shared/lib/cn";
import { useSession } from "../../../shared/session/session-store";
import type { NavCategory } from "../../../shared/shell/types";
import { useSite } from "../../../shared/site/site-info";
import { MenuIcon } from "../../../shared/ui/icons";
import { BrandLogo } from "./BrandLogo";
import { CategoryBar } from "./CategoryBar";
import { GuestActions } from "./GuestActions";
import { LanguageSwitcher } from "./LanguageSwitcher";

export interface SiteHeaderProps {
  /** Lobby, categories and promotions for the desktop category bar. */
  navItems: readonly NavCategory[];
  /** Shown instead of the guest buttons while a session token exists. */
  LoggedInBar?: ComponentType;
}

/**
 * Logo, language switcher and the account area; below it the desktop category bar. On /lottery
 * the bar is folded away behind a toggle (SPEC §2: the header nav toggles only there).
 */
export function SiteHeader({ navItems, LoggedInBar }: SiteHeaderProps) {
  const { t } = useTranslation();
  const site = useSite();
  const { token } = useSession();
  const { pathname } = useLocation();
  const togglable = pathname === "/lottery";
  const [navOpen, setNavOpen] = useState(false);
  const showNav = !togglable || navOpen;

  return (
    <header className="sticky top-0 z-40 border-b border-line/70 bg-night/90 backdrop-blur-md">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-3 sm:gap-3 sm:px-4">
        {togglable && (
          <button
            type="button"
            className="rounded-lg p-2 text-white/80 hover:bg-white/10 focus-visible:ring-2 focus-visible:ring-gold focus-visible:outline-none"
            aria-label={t("header.toggleNav")}
            aria-expanded={navOpen}
            aria-controls="site-category-bar"
            onClick={() => setNavOpen((open) => !open)}
            data-testid="nav-toggle"
          >
            <MenuIcon className="size-5" />
          </button>
        )}
        {/* A phone's header has room for the emblem only beside the toggle or the logged-in bar, and
            for neither beside both. */}
        <div className={togglable && token ? "hidden sm:contents" : "contents"}>
          <BrandLogo name={site.info.name} compact={togglable || token ? true : "narrow"} />
        </div>
        <div className="ml-auto flex min-w-0 items-center gap-1.5 sm:gap-2" data-testid="header-account">
          {/* Logged in, a phone's bar is full (chat, messages, balance, account): the language is
              chosen in the account menu there. */}
          <div className={token && LoggedInBar ? "hidden sm:block" : "contents"}>
            <LanguageSwitcher languages={site.info.supportedLanguages} />
          </div>
          {token && LoggedInBar ? (
            // The bar's parts arrive as chunks with the first session: shown together, once all are in.
            <Suspense fallback={null}>
              <LoggedInBar />
            </Suspense>
          ) : (
            <GuestActions />
          )}
        </div>
      </div>
      <div
        id="site-category-bar"
        className={cn(showNav ? (togglable ? "block" : "hidden lg:block") : "hidden")}
      >
        <CategoryBar items={navItems} />
      </div>
    </header>
  );
}
