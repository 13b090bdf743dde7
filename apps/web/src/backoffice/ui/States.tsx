import type { ReactNode } from "react";
import { cn } from "../../shared/lib/cn";
import { Button } from "../../shared/ui/Button";
import { errorText } from "../lib/ops-api";
import { useShellTexts } from "../shell/texts";

export function LoadingState({ className }: { className?: string }) {
  const { t } = useShellTexts();
  return (
    <div
      role="status"
      data-testid="bo-loading"
      className={cn("flex items-center gap-3 p-6 text-sm text-muted", className)}
    >
      <span
        className="size-5 animate-spin rounded-full border-2 border-white/20 border-t-gold"
        aria-hidden="true"
      />
      {t("table.loading")}
    </div>
  );
}

export function EmptyState({ text, children }: { text?: string; children?: ReactNode }) {
  const { t } = useShellTexts();
  return (
    <div
      data-testid="bo-empty"
      className="flex flex-col items-center gap-3 p-10 text-center text-sm text-muted"
    >
      <p>{text ?? t("table.empty")}</p>
      {children}
    </div>
  );
}

/** A failed load with the reason in the staff's language and a retry. */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useShellTexts();
  return (
    <div
      role="alert"
      data-testid="bo-error"
      className="flex flex-col items-center gap-3 p-8 text-center text-sm"
    >
      <p className="font-semibold text-red-200">{t("table.error")}</p>
      <p className="text-muted">
        {errorText(error, { network: t("errors.network"), unknown: t("errors.unknown") })}
      </p>
      {onRetry && (
        <Button variant="ghost" size="sm" onClick={onRetry}>
          {t("table.retry")}
        </Button>
      )}
    </div>
  );
}

/** A refusal after an action, in the staff's language. */
export function ActionError({ error }: { error: unknown }) {
  const { t } = useShellTexts();
  if (!error) return null;
  return (
    <p
      role="alert"
      data-testid="bo-action-error"
      className="rounded-lg bg-red-500/10 px-3 py-2 text-sm text-red-200"
    >
      {errorText(error, { network: t("errors.network"), unknown: t("errors.unknown") })}
    </p>
  );
}

/** Loading, error, empty or the content, in that order. */
export function QueryState<T>({
  query,
  isEmpty,
  emptyText,
  children,
}: {
  query: { data: T | undefined; error: unknown; isLoading: boolean; refetch: () => unknown };
  isEmpty?: (data: T) => boolean;
  emptyText?: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isLoading) return <LoadingState />;
  if (query.error || query.data === undefined)
    return <ErrorState error={query.error} onRetry={() => query.refetch()} />;
  if (isEmpty?.(query.data)) return <EmptyState text={emptyText} />;
  return <>{children(query.data)}</>;
}
