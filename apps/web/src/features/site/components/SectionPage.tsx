import type { ReactNode } from "react";
import { cn } from "../../../shared/lib/cn";

/** The top of a section page: icon, title and what the section offers. */
export function PageHero({
  icon,
  title,
  description,
  children,
  art,
}: {
  icon?: ReactNode;
  title: string;
  description: string;
  children?: ReactNode;
  art?: string;
}) {
  return (
    <section className="relative overflow-hidden border-b border-line/60 bg-[radial-gradient(ellipse_at_top_right,rgba(124,58,237,0.35),transparent_65%)]">
      <div className="mx-auto flex max-w-7xl items-center gap-6 px-4 py-8 sm:py-12">
        <div className="min-w-0 flex-1">
          {icon && (
            <span className="mb-4 inline-grid size-12 place-items-center rounded-2xl bg-gradient-to-br from-brand to-violet-900 text-gold shadow-lg shadow-brand/30">
              {icon}
            </span>
          )}
          <h1 className="text-3xl font-black tracking-tight sm:text-4xl">{title}</h1>
          <p className="mt-2 max-w-2xl text-base text-muted">{description}</p>
          {children}
        </div>
        {art && (
          <img
            src={art}
            alt=""
            className="hidden h-36 w-56 shrink-0 rounded-2xl object-cover shadow-2xl shadow-black/40 sm:block"
          />
        )}
      </div>
    </section>
  );
}

/** A calm message where a list has nothing to show. */
export function EmptyState({
  icon,
  children,
  className,
}: {
  icon?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cn(
        "flex flex-col items-center justify-center gap-3 rounded-2xl border border-dashed border-line bg-panel/40 px-6 py-14 text-center text-muted",
        className,
      )}
      data-testid="empty-state"
    >
      {icon && <span className="text-white/30">{icon}</span>}
      <p className="max-w-md text-sm">{children}</p>
    </div>
  );
}

/** A titled content area of a page (e.g. the games of a category). */
export function ContentArea({ title, children, id }: { title?: string; children: ReactNode; id?: string }) {
  return (
    <section className="mx-auto max-w-7xl px-4 py-8" aria-label={title} id={id}>
      {title && <h2 className="mb-4 text-lg font-bold">{title}</h2>}
      {children}
    </section>
  );
}
