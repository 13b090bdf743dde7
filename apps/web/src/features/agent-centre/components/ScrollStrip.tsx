import { type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { cn } from "../../../shared/lib/cn";
import { ChevronLeftIcon, ChevronRightIcon } from "../../../shared/ui/icons";

/**
 * A row that scrolls sideways when it does not fit (a phone's tab strip or menu), with a fade and
 * an arrow on each side that still has items out of view, so the reader sees there is more.
 */
export function ScrollStrip({
  children,
  label,
  className,
  testId,
}: {
  children: ReactNode;
  label: string;
  className?: string;
  testId?: string;
}) {
  const strip = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState({ left: false, right: false });
  const measure = useCallback(() => {
    const el = strip.current;
    if (!el) return;
    setMore({
      left: el.scrollLeft > 2,
      right: el.scrollLeft + el.clientWidth < el.scrollWidth - 2,
    });
  }, []);
  useEffect(() => {
    measure();
    const el = strip.current;
    if (!el) return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [measure]);
  const nudge = (direction: 1 | -1) =>
    strip.current?.scrollBy({ left: direction * strip.current.clientWidth * 0.7, behavior: "smooth" });
  return (
    <div className={cn("relative min-w-0", className)}>
      <div
        ref={strip}
        onScroll={measure}
        role="tablist"
        aria-label={label}
        data-testid={testId}
        className="flex gap-1 overflow-x-auto [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
      >
        {children}
      </div>
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
