import { useTranslation } from "react-i18next";
import { cn } from "../lib/cn";

export function Spinner({ className, label }: { className?: string; label?: string }) {
  const { t } = useTranslation();
  return (
    <span role="status" className={cn("inline-flex items-center gap-3 text-muted", className)}>
      <span
        className="size-5 animate-spin rounded-full border-2 border-white/20 border-t-gold"
        aria-hidden="true"
      />
      <span className="text-sm">{label ?? t("loading")}</span>
    </span>
  );
}

/**
 * A whole screen waiting for its first content. index.html paints the same markup before any
 * script runs (app/first-paint.test.tsx), so this replaces it without a visible change.
 */
export const LOADING_SCREEN_CLASS = "grid min-h-dvh place-items-center";

export function LoadingScreen() {
  return <Spinner className={LOADING_SCREEN_CLASS} />;
}
