import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "../../../shared/lib/cn";
import { Button } from "../../../shared/ui/Button";
import { Spinner } from "../../../shared/ui/Spinner";

/** Loading, failed and empty, the same way on every loyalty page. */
export function Loading({ className }: { className?: string }) {
  return <Spinner className={cn("py-8", className)} />;
}

export function LoadFailed({ onRetry, message }: { onRetry: () => void; message?: string }) {
  const { t } = useTranslation("loyalty");
  return (
    <div
      role="alert"
      data-testid="loyalty-error"
      className="flex flex-col items-center gap-3 rounded-2xl border border-red-400/30 bg-red-500/5 px-6 py-8 text-center text-sm text-red-100"
    >
      <p>{message ?? t("common.failed")}</p>
      <Button size="sm" variant="ghost" onClick={onRetry}>
        {t("common.retry")}
      </Button>
    </div>
  );
}

export function Empty({ children, testId = "loyalty-empty" }: { children: ReactNode; testId?: string }) {
  return (
    <div
      data-testid={testId}
      className="rounded-2xl border border-dashed border-line bg-panel/40 px-6 py-8 text-center text-sm text-muted"
    >
      {children}
    </div>
  );
}

/** A progress bar with its own label; `percent` is clamped to 0..100. */
export function Progress({ percent, label, testId }: { percent: number; label: string; testId?: string }) {
  const shown = Math.max(0, Math.min(100, Math.floor(percent)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={shown}
      data-testid={testId}
      className="h-2.5 w-full overflow-hidden rounded-full bg-white/10"
    >
      <div
        className="h-full rounded-full bg-gradient-to-r from-brand to-gold transition-[width]"
        style={{ width: `${shown}%` }}
      />
    </div>
  );
}

const TONES = {
  wait: "bg-sky-400/10 text-sky-200 ring-sky-300/30",
  good: "bg-emerald-400/10 text-emerald-200 ring-emerald-300/30",
  bad: "bg-red-400/10 text-red-200 ring-red-300/30",
  act: "bg-gold/15 text-gold ring-gold/40",
  idle: "bg-white/5 text-muted ring-line",
} as const;

export function Badge({
  tone,
  children,
  testId,
  value,
}: {
  tone: keyof typeof TONES;
  children: ReactNode;
  testId?: string;
  value?: string;
}) {
  return (
    <span
      data-testid={testId}
      data-value={value}
      className={cn(
        "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1",
        TONES[tone],
      )}
    >
      {children}
    </span>
  );
}
