import type { ReactNode } from "react";
import { cn } from "../../shared/lib/cn";

/** A screen's title row (with its actions) and its body. */
export function Page({
  title,
  actions,
  children,
  className,
}: {
  title: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section className={cn("flex min-w-0 flex-col gap-4", className)}>
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-xl font-bold text-white">{title}</h1>
        {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
      </header>
      {children}
    </section>
  );
}

/** A bordered panel for a table, a form or a chart. */
export function Panel({
  title,
  children,
  className,
}: {
  title?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn("min-w-0 rounded-xl border border-line bg-panel/80", className)}>
      {title && <h2 className="border-b border-line px-4 py-3 text-sm font-semibold text-white">{title}</h2>}
      {children}
    </div>
  );
}

/** Label and value pairs (a profile, an order). */
export function Facts({ items }: { items: [ReactNode, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[minmax(8rem,auto)_1fr] gap-x-4 gap-y-2 text-sm">
      {items.map(([label, value], index) => (
        <div key={index} className="contents">
          <dt className="text-muted">{label}</dt>
          <dd className="min-w-0 break-words text-white">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const TONES = {
  neutral: "bg-white/10 text-white/85",
  good: "bg-emerald-500/15 text-emerald-200",
  warn: "bg-amber-500/15 text-amber-200",
  bad: "bg-red-500/15 text-red-200",
  info: "bg-sky-500/15 text-sky-200",
} as const;

export function Badge({ tone = "neutral", children }: { tone?: keyof typeof TONES; children: ReactNode }) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap",
        TONES[tone],
      )}
    >
      {children}
    </span>
  );
}
