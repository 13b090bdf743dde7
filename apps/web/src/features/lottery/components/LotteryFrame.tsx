import { type ReactNode, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";
import { cn } from "../../../shared/lib/cn";
import { useDrawEvents } from "../api/lottery-api";

const TABS = [
  { key: "lobby", to: "/lottery", end: true },
  { key: "results", to: "/lottery/results", end: false },
  { key: "tickets", to: "/lottery/tickets", end: false },
  { key: "chases", to: "/lottery/chases", end: false },
  { key: "verify", to: "/lottery/verify", end: false },
] as const;

/** Every lottery page: its title, the lottery menu as a chip row (scrolls on phones), the page. */
export function LotteryFrame({
  title,
  intro,
  lobbyTo = "/lottery",
  children,
  testId,
}: {
  title: string;
  intro?: string;
  lobbyTo?: string;
  children: ReactNode;
  testId?: string;
}) {
  const { t } = useTranslation("lottery");
  useDrawEvents();
  return (
    <div className="mx-auto w-full max-w-6xl px-3 py-4 sm:py-6" data-testid={testId}>
      <h1 className="text-xl font-bold text-white sm:text-2xl">{title}</h1>
      {intro && <p className="mt-1 text-sm text-muted">{intro}</p>}
      <nav aria-label={t("nav")} className="-mx-3 mt-4 overflow-x-auto px-3 [scrollbar-width:none]">
        <ul className="flex w-max gap-2">
          {TABS.map((tab) => (
            <li key={tab.key}>
              <NavLink
                to={tab.key === "lobby" ? lobbyTo : tab.to}
                end={tab.end}
                data-testid={`lottery-tab-${tab.key}`}
                className={({ isActive }) =>
                  cn(
                    "block rounded-full border px-4 py-1.5 text-sm whitespace-nowrap transition focus-visible:ring-2 focus-visible:ring-gold focus-visible:outline-none",
                    isActive
                      ? "border-gold bg-gold/10 text-gold"
                      : "border-line bg-white/5 text-white/80 hover:bg-white/10",
                  )
                }
              >
                {t(`tabs.${tab.key}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-4">{children}</div>
    </div>
  );
}

/**
 * A horizontal row of choices that scrolls on narrow screens instead of overflowing the page; the
 * chosen chip is scrolled into the row's view (a playType from the address may be far right).
 */
export function ChipRow({ label, children }: { label: string; children: ReactNode }) {
  const row = useRef<HTMLFieldSetElement>(null);
  const shown = useRef<Element | null>(null);
  useEffect(() => {
    const box = row.current;
    const active = box?.querySelector<HTMLElement>('[aria-pressed="true"]');
    if (!box || !active || active === shown.current) return;
    shown.current = active;
    const outside =
      active.offsetLeft < box.scrollLeft ||
      active.offsetLeft + active.offsetWidth > box.scrollLeft + box.clientWidth;
    if (outside) box.scrollLeft = active.offsetLeft - (box.clientWidth - active.offsetWidth) / 2;
  });
  return (
    <fieldset ref={row} className="relative -mx-3 min-w-0 overflow-x-auto px-3 [scrollbar-width:none]">
      <legend className="sr-only">{label}</legend>
      <div className="flex w-max gap-2 pb-1 md:w-auto md:flex-wrap">{children}</div>
    </fieldset>
  );
}

export function Chip({
  active,
  onClick,
  children,
  testId,
}: {
  active: boolean;
  onClick: () => void;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={active}
      data-testid={testId}
      className={cn(
        "rounded-full border px-3 py-1.5 text-sm whitespace-nowrap transition focus-visible:ring-2 focus-visible:ring-gold focus-visible:outline-none",
        active
          ? "border-brand bg-brand text-white"
          : "border-line bg-white/5 text-white/80 hover:bg-white/10",
      )}
    >
      {children}
    </button>
  );
}

export function Panel({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <section className={cn("rounded-2xl border border-line bg-panel p-3 sm:p-4", className)}>
      {children}
    </section>
  );
}
