import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Outlet } from "react-router";

export function RootLayout() {
  const { t } = useTranslation();
  return (
    <div className="min-h-dvh">
      <Suspense fallback={<p className="p-8 text-center text-muted">{t("loading")}</p>}>
        <Outlet />
      </Suspense>
    </div>
  );
}
