import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from "react";
import { ApiError } from "../../../shared/api/client";
import { cn } from "../../../shared/lib/cn";

export function Field({
  label,
  children,
  className,
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the control is the label's child (implicit association)
    <label className={cn("flex min-w-0 flex-col gap-1 text-sm text-muted", className)}>
      <span>{label}</span>
      {children}
    </label>
  );
}

export const control =
  "h-10 w-full min-w-0 rounded-lg border border-line bg-night px-3 text-white placeholder:text-muted/60 focus-visible:ring-2 focus-visible:ring-gold focus-visible:outline-none";

export function Input({ className, ...props }: InputHTMLAttributes<HTMLInputElement>) {
  return <input {...props} className={cn(control, className)} />;
}

export function Select({ className, ...props }: SelectHTMLAttributes<HTMLSelectElement>) {
  return <select {...props} className={cn(control, className)} />;
}

export function Message({ tone, children }: { tone: "error" | "ok" | "info"; children: ReactNode }) {
  const colour = tone === "error" ? "text-red-300" : tone === "ok" ? "text-emerald-300" : "text-muted";
  return (
    <p
      role={tone === "error" ? "alert" : "status"}
      className={`text-sm ${colour}`}
      data-testid={`agent-${tone}`}
    >
      {children}
    </p>
  );
}

/** The server's message from its envelope (already in the reader's language), or the fallback. */
export function errorText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}

export function PageTitle({ children }: { children: ReactNode }) {
  return <h3 className="text-lg font-bold text-white">{children}</h3>;
}

/** A labelled figure of a summary grid. */
export function Stat({
  label,
  value,
  tone,
  testId,
}: {
  label: string;
  value: string;
  tone?: "up" | "down";
  testId?: string;
}) {
  return (
    <div className="min-w-0 rounded-xl border border-line bg-white/5 p-3" data-testid={testId}>
      <div className="truncate text-xs text-muted">{label}</div>
      <div
        className={cn(
          "mt-1 truncate text-base font-bold tabular-nums",
          tone === "up" ? "text-emerald-300" : tone === "down" ? "text-red-300" : "text-white",
        )}
      >
        {value}
      </div>
    </div>
  );
}
