import { useTranslation } from "react-i18next";
import { isRouteErrorResponse, useRouteError } from "react-router";
import NotFoundPage from "../features/site/pages/NotFoundPage";
import { ChunkLoadError } from "../shared/lib/chunk";
import { Button } from "../shared/ui/Button";

/** A section that failed to load or render: says so in the reader's language and offers a reload. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  const slow =
    error instanceof ChunkLoadError ||
    (error instanceof Error && /dynamically imported module|Importing a module script/i.test(error.message));
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-6 py-24 text-center" role="alert">
      <p className="text-white/85">{slow ? t("slowNetwork") : t("networkError")}</p>
      <Button onClick={() => window.location.reload()}>{t("reload")}</Button>
    </div>
  );
}
