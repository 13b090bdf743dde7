import type { ReactNode, SelectHTMLAttributes } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../shared/ui/Button";
import { Spinner } from "../../../shared/ui/Spinner";

export const selectClass =
  "h-10 w-full rounded-lg border border-line bg-night px-3 text-sm text-white focus-visible:ring-2 focus-visible:ring-gold focus-visible:outline-none";

export const inputClass =
  "h-10 w-full min-w-0 rounded-lg border border-line bg-night px-3 text-sm text-white placeholder:text-muted/60 focus-visible:ring-2 focus-visible:ring-gold focus-visible:outline-none aria-[invalid=true]:border-red-400";

export function Select(props: SelectHTMLAttributes<HTMLSelectElement>) {
  return <select {...props} className={selectClass} />;
}

/** A titled block of the responsible-gaming pages. */
export function Section({
  id,
  title,
  help,
  children,
  tone = "plain",
}: {
  id: string;
  title: string;
  help?: string;
  children: ReactNode;
  tone?: "plain" | "danger";
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      data-testid={id}
      className={
        tone === "danger"
          ? "rounded-xl border border-red-400/30 bg-red-500/5 p-3 sm:p-4"
          : "rounded-xl border border-line/60 bg-night/40 p-3 sm:p-4"
      }
    >
      <h3 id={`${id}-title`} className="text-base font-bold">
        {title}
      </h3>
      {help && <p className="mt-1 text-xs text-muted">{help}</p>}
      <div className="mt-3">{children}</div>
    </section>
  );
}

export function Note({
  tone,
  children,
  testId,
}: {
  tone: "error" | "ok" | "info";
  children: ReactNode;
  testId?: string;
}) {
  const colour =
    tone === "error"
      ? "bg-red-500/10 text-red-200"
      : tone === "ok"
        ? "bg-emerald-500/10 text-emerald-200"
        : "bg-white/5 text-muted";
  return (
    <p
      role={tone === "error" ? "alert" : "status"}
      className={`rounded-lg px-3 py-2 text-sm ${colour}`}
      data-testid={testId ?? `rg-${tone}`}
    >
      {children}
    </p>
  );
}

/** Loading, error with retry, or the content. */
export function Loadable({
  pending,
  error,
  retry,
  children,
}: {
  pending: boolean;
  error: unknown;
  retry: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation("responsibleGaming");
  if (pending) return <Spinner className="py-6" />;
  if (error)
    return (
      <div className="flex flex-wrap items-center gap-3" data-testid="rg-load-error">
        <Note tone="error">{error instanceof Error && error.message ? error.message : t("loadError")}</Note>
        <Button size="sm" variant="ghost" onClick={retry}>
          {t("retry")}
        </Button>
      </div>
    );
  return <>{children}</>;
}
