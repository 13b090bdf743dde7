import { useTranslation } from "react-i18next";
import { ApiError } from "../../../shared/api/client";
import { Button } from "../../../shared/ui/Button";
import { Spinner } from "../../../shared/ui/Spinner";

/** Loading and error states shared by the inbox, feedback and chat lists. */
export function LoadState({
  loading,
  error,
  retry,
}: {
  loading: boolean;
  error: unknown;
  retry: () => void;
}) {
  const { t } = useTranslation("messages");
  if (loading) return <Spinner className="py-6" label={t("common.loading")} />;
  if (!error) return null;
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-3 py-4 text-sm text-red-200"
      data-testid="load-error"
    >
      <span>{error instanceof ApiError && error.message ? error.message : t("common.error")}</span>
      <Button size="sm" variant="ghost" onClick={retry}>
        {t("common.retry")}
      </Button>
    </div>
  );
}

/** The server's message in the user's language, or the fallback. */
export function errorText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}
