import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Outlet } from "react-router";
import { BottomNav } from "../features/site/components/BottomNav";
import { useNavItems } from "../features/site/components/nav-items";
import { SiteFooter } from "../features/site/components/SiteFooter";
import { SiteHeader } from "../features/site/components/SiteHeader";
import { useMedia } from "../shared/lib/use-media";
import { shell as extensions } from "../shared/shell/extensions";

const QuickContactBar = lazy(() =>
  import("../features/site/components/QuickContactBar").then((module) => ({
    default: module.QuickContactBar,
  })),
);

/** The quick-contact bar is for wide screens only (lg): a phone never loads its code. */
function QuickBar() {
  const wide = useMedia("(min-width: 1024px)");
  if (!wide) return null;
  return (
    <Suspense fallback={null}>
      <QuickContactBar />
    </Suspense>
  );
}

/*
 * The page layouts of SPEC §2. Every route of router.tsx sits under one of them.
 */

function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href="#content"
      className="sr-only z-50 rounded-full bg-gold px-4 py-2 font-semibold text-night focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      {t("common.skipToContent")}
    </a>
  );
}

function Header() {
  const navItems = useNavItems(extensions.useNavCategories());
  return <SiteHeader navItems={navItems} LoggedInBar={extensions.LoggedInBar} />;
}

function Main({ className = "min-h-[60vh]" }: { className?: string }) {
  return (
    <main id="content" tabIndex={-1} className={`${className} outline-none`}>
      <Outlet />
    </main>
  );
}

/** Header, footer, quick-contact side bar and (phones) the bottom nav: lobby and most pages. */
export function MainLayout() {
  const navItems = useNavItems(extensions.useNavCategories());
  return (
    <>
      <SkipLink />
      <SiteHeader navItems={navItems} LoggedInBar={extensions.LoggedInBar} />
      <div className="lg:pr-16">
        {/* A screen high: the footer starts below the fold while a section loads, so it does not
            jump down when the page fills in. */}
        <Main className="min-h-dvh" />
      </div>
      <SiteFooter vendors={extensions.useFooterVendors()} besideQuickBar />
      <QuickBar />
      <BottomNav items={navItems} />
    </>
  );
}

/** Header only: lotteries and the game frame. */
export function HeaderOnlyLayout() {
  return (
    <>
      <SkipLink />
      <Header />
      <Main />
    </>
  );
}

/** Header and the side bar: /seamless. A phone gets the bottom bar, whose menu holds the contacts. */
export function HeaderSideLayout() {
  const navItems = useNavItems(extensions.useNavCategories());
  return (
    <>
      <SkipLink />
      <SiteHeader navItems={navItems} LoggedInBar={extensions.LoggedInBar} />
      <div className="lg:pr-16">
        <Main className="min-h-[60vh] pb-24 lg:pb-0" />
      </div>
      <QuickBar />
      <BottomNav items={navItems} />
    </>
  );
}

/** No header, with the footer: /vip. */
export function NoHeaderLayout() {
  return (
    <>
      <Main />
      <SiteFooter vendors={extensions.useFooterVendors()} />
    </>
  );
}

/** Nothing around the page: /helpmc. */
export function BareLayout() {
  return <Main />;
}
