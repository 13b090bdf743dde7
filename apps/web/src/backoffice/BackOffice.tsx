import { type ComponentType, lazy, Suspense, useEffect, useMemo } from "react";
import { Navigate, Route, Routes } from "react-router";
import { useSiteInfo } from "../shared/site/site-info";
import { setConsoleBrand } from "./lib/format";
import { useStaffSession } from "./lib/session";
import { SCREENS, screensFor } from "./screens";
import { Layout } from "./shell/Layout";
import { LoginPage } from "./shell/LoginPage";
import { useShellTexts } from "./shell/texts";
import { EmptyState, LoadingState } from "./ui/States";

/** The operator console under /backoffice: login, then the screens the staff's role allows. */
export default function BackOffice() {
  const { session } = useStaffSession();
  const { t } = useShellTexts();
  const site = useSiteInfo();

  useEffect(() => {
    document.title = `Jogada · ${t("product")}`;
  }, [t]);

  // one lazy component per screen, made once
  const pages = useMemo(() => new Map(SCREENS.map((screen) => [screen.path, lazy(screen.load)])), []);

  if (!session) return <LoginPage />;
  // Screens show times on the brand's clock and money in its symbol: both come with the site info.
  if (!site.data) return <LoadingState />;
  setConsoleBrand({ timeZone: site.data.info.timeZone, currency: site.data.info.currency });
  const allowed = screensFor(session.permissions);
  const first = allowed[0]?.path ?? "dashboard";

  return (
    <Layout session={session}>
      <Suspense fallback={<LoadingState />}>
        <Routes>
          <Route index element={<Navigate to={first} replace />} />
          {SCREENS.map((screen) => {
            const Page = pages.get(screen.path) as ComponentType;
            return (
              <Route
                key={screen.path}
                path={`${screen.path}/*`}
                element={allowed.includes(screen) ? <Page /> : <EmptyState text={t("layout.noAccess")} />}
              />
            );
          })}
          <Route path="*" element={<EmptyState text={t("layout.notFound")} />} />
        </Routes>
      </Suspense>
    </Layout>
  );
}
