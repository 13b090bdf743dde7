import { lazy, Suspense, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, Outlet, useLocation } from "react-router";
import { applyBrandLanguages } from "../shared/i18n";
import { guestRedirect } from "../shared/lib/guest-guard";
import { ModalHost } from "../shared/modals/ModalHost";
import { useSession } from "../shared/session/session-store";
import { useSiteInfo } from "../shared/site/site-info";
import { Button } from "../shared/ui/Button";
import { Spinner } from "../shared/ui/Spinner";
import { ScrollManager } from "./ScrollManager";

/** Maintenance and region screens: shown only when the brand is closed to this visitor. */
const StatusScreen = lazy(() =>
  import("../features/site/components/StatusScreen").then((module) => ({ default: module.StatusScreen })),
);

/**
 * The root of every page: waits for the site info, then shows the status screen (maintenance,
 * region) or the site; applies the brand colour and language, guards guests when the brand sets
 * loginedToHomePage, manages scrolling and hosts the modals.
 */
export function AppShell() {
  const { t } = useTranslation();
  const { data: site, isError, refetch, isFetching } = useSiteInfo();
  const { token } = useSession();
  const { pathname } = useLocation();

  const brandColor = site?.info.brandColor;
  useEffect(() => {
    if (brandColor) document.documentElement.style.setProperty("--brand", brandColor);
  }, [brandColor]);

  const supported = site?.info.supportedLanguages;
  const fallbackLanguage = site?.info.defaultLanguage;
  useEffect(() => {
    if (supported && fallbackLanguage) applyBrandLanguages(supported, fallbackLanguage);
  }, [supported, fallbackLanguage]);

  const name = site?.info.name;
  useEffect(() => {
    if (name) document.title = `${name} · ${t("brandTagline")}`;
  }, [name, t]);

  if (!site) {
    return (
      <div className="grid min-h-dvh place-items-center p-6 text-center">
        {isError ? (
          <div className="space-y-4">
            <p className="text-white/85">{t("networkError")}</p>
            <Button onClick={() => refetch()} disabled={isFetching}>
              {t("retry")}
            </Button>
          </div>
        ) : (
          <Spinner />
        )}
      </div>
    );
  }
  if (site.status !== 0)
    return (
      <Suspense fallback={<Spinner className="grid min-h-dvh place-items-center" />}>
        <StatusScreen site={site} />
      </Suspense>
    );

  const redirect = guestRedirect(pathname, {
    loginedToHomePage: site.info.loginedToHomePage,
    hasToken: !!token,
  });
  if (redirect) return <Navigate to={redirect} replace />;

  return (
    <>
      <ScrollManager />
      <Outlet />
      <ModalHost />
    </>
  );
}
