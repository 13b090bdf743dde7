import { type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { cn } from "../../../shared/lib/cn";
import { ChevronLeftIcon, ChevronRightIcon } from "../../../shared/ui/icons";

/** Which sides of a sideways-scrolling box still hide content, kept current on scroll and resize. */
function useOverflowHints() {
  const box = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState({ left: false, right: false });
  const measure = useCallback(() => {
    const el = box.current;
    if (!el) return;
    setMore({
      left: el.scrollLeft > 2,
      right: el.scrollLeft + el.clientWidth < el.scrollWidth - 2,
    });
  }, []);
  useEffect(() => {
    measure();
    const el = box.current;
    if (!el) return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    for (const child of el.children) observer.observe(child);
    return () => observer.disconnect();
  }, [measure]);
  const nudge = (direction: 1 | -1) =>
    box.current?.scrollBy({ left: direction * box.current.clientWidth * 0.7, behavior: "smooth" });
  return { box, more, measure, nudge };
}

function Hints({
  more,
  nudge,
  testId,
}: {
  more: { left: boolean; right: boolean };
  nudge: (d: 1 | -1) => void;
  testId?: string;
}) {
  return (
    <>
      {more.left && (
        <button
          type="button"
          tabIndex={-1}
          aria-hidden
          onClick={() => nudge(-1)}
          className="absolute inset-y-0 left-0 flex w-8 items-center bg-gradient-to-r from-panel via-panel/80 to-transparent text-gold"
        >
          <ChevronLeftIcon className="size-4" />
        </button>
      )}
      {more.right && (
        <button
          type="button"
          tabIndex={-1}
          aria-hidden
          data-testid={testId ? `${testId}-more` : undefined}
          onClick={() => nudge(1)}
          className="absolute inset-y-0 right-0 flex w-8 items-center justify-end bg-gradient-to-l from-panel via-panel/80 to-transparent text-gold"
        >
          <ChevronRightIcon className="size-4" />
        </button>
      )}
    </>
  );
}

/**
 * A row of tabs that scrolls sideways on a phone when it does not fit, with a fade and an arrow
 * on each side that still has tabs out of view, so the reader sees there is more; wider screens
 * wrap it instead.
 */
export function ScrollStrip({
  children,
  label,
  className,
  testId,
  wrap = true,
}: {
  children: ReactNode;
  label: string;
  className?: string;
  testId?: string;
  wrap?: boolean;
}) {
  const { box, more, measure, nudge } = useOverflowHints();
  return (
    <div className={cn("relative min-w-0", className)}>
      <div
        ref={box}
        onScroll={measure}
        role="tablist"
        aria-label={label}
        data-testid={testId}
        className={cn(
          "flex gap-1 overflow-x-auto [scrollbar-width:none] [&::-webkit-scrollbar]:hidden",
          wrap && "sm:flex-wrap",
        )}
      >
        {children}
      </div>
      <Hints more={more} nudge={nudge} testId={testId} />
    </div>
  );
}

/** A wide table's box: it scrolls sideways inside itself, with the same hints as a strip. */
export function ScrollBox({
  children,
  className,
  testId,
}: {
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  const { box, more, measure, nudge } = useOverflowHints();
  return (
    <div className={cn("relative min-w-0", className)}>
      {/* Focusable while it scrolls, so a keyboard can scroll it too (arrow keys). */}
      <div
        ref={box}
        onScroll={measure}
        className="max-w-full overflow-x-auto"
        data-testid={testId}
        tabIndex={more.left || more.right ? 0 : undefined}
      >
        {children}
      </div>
      <Hints more={more} nudge={nudge} testId={testId} />
    </div>
  );
}

export function StripTab({
  active,
  onSelect,
  children,
  testId,
}: {
  active: boolean;
  onSelect: () => void;
  children: ReactNode;
  testId?: string;
}) {
  const self = useRef<HTMLButtonElement>(null);
  // A page chosen from elsewhere (a link inside another page) comes into view in the strip.
  useEffect(() => {
    if (active) self.current?.scrollIntoView?.({ block: "nearest", inline: "nearest" });
  }, [active]);
  return (
    <button
      ref={self}
      type="button"
      role="tab"
      aria-selected={active}
      onClick={onSelect}
      data-testid={testId}
      className={cn(
        "shrink-0 rounded-full px-3 py-1.5 text-sm whitespace-nowrap transition focus-visible:ring-2 focus-visible:ring-gold focus-visible:outline-none",
        active ? "bg-gold/15 font-semibold text-gold" : "text-muted hover:bg-white/5 hover:text-white",
      )}
    >
      {children}
    </button>
  );
}
