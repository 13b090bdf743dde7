import type { ReactNode } from "react";
import { Button } from "../../../shared/ui/Button";

/** A failed read: what went wrong in the reader's language, and a way to try again. */
export function LoadFailed({
  message,
  retry,
  onRetry,
}: {
  message: string;
  retry: string;
  onRetry: () => void;
}) {
  return (
    <div
      role="alert"
      data-testid="promo-error"
      className="flex flex-col items-center gap-3 rounded-2xl border border-red-400/30 bg-red-500/5 px-6 py-10 text-center text-sm text-red-100"
    >
      <p>{message}</p>
      <Button size="sm" variant="ghost" onClick={onRetry}>
        {retry}
      </Button>
    </div>
  );
}

/** Nothing to list, said calmly, with an optional way on. */
export function Empty({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div
      data-testid="promo-empty"
      className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-line bg-panel/40 px-6 py-10 text-center text-sm text-muted"
    >
      <p>{children}</p>
      {action}
    </div>
  );
}
