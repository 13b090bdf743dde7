import { type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { cn } from "../lib/cn";

/**
 * The site's rule for a row wider than its column (chips, tab strips, wide tables): it scrolls
 * sideways inside its own box, never the page, and a fading edge with an arrow shows on each side
 * that has more to see. Use it for every such row instead of a bare `overflow-x-auto`.
 *
 * The row rests with an entry's start just clear of the left edge's arrow (snap points with a
 * padding of the edge's width): a tapped or focused entry scrolled into view, or a swipe that
 * stops anywhere, never leaves a label half under an arrow ("‹ıinha conta").
 */
/** The width of the row's arrows and fading edges (w-8), which the snap points keep entries clear of. */
const EDGE = 32;

/** The blank tail that makes the row's end a snap point where an entry starts just clear of the left arrow. */
function tailSpace(row: HTMLElement, current: number): number {
  const max = row.scrollWidth - current - row.clientWidth;
  if (max <= 2) return 0;
  const left = row.getBoundingClientRect().left - row.scrollLeft;
  for (const child of Array.from(row.children)) {
    if (child.hasAttribute("aria-hidden")) continue;
    const start = child.getBoundingClientRect().left - left - EDGE;
    if (start >= max - 1) return Math.max(0, start - max);
  }
  return 0;
}

export function ScrollRow({
  children,
  className,
  innerClassName,
  label,
  testId,
  role = "group",
  tone = "night",
}: {
  children: ReactNode;
  className?: string;
  /** Classes of the scrolling box itself (its flex gap, padding...). */
  innerClassName?: string;
  /** The accessible name of the group (the row's legend). */
  label?: string;
  testId?: string;
  role?: "group" | "navigation" | "none";
  /** The colour behind the row, which the fading edges blend into. */
  tone?: "night" | "panel";
}) {
  const box = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState({ left: false, right: false });
  const [endSpace, setEndSpace] = useState({ width: 0, gap: 0 });
  const endSpaceNow = useRef(0);
  const measure = useCallback(() => {
    const el = box.current;
    if (!el) return;
    const left = el.scrollLeft > 2;
    const right = el.scrollLeft + el.clientWidth < el.scrollWidth - 2;
    setMore((old) => (old.left === left && old.right === right ? old : { left, right }));
  }, []);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    // No first measure here: reading the sizes now would force a layout in the middle of the
    // commit (a long task on a slow phone). The observer reports every observed box once, after
    // the browser's own next layout, and again whenever a size changes.
    const observer = new ResizeObserver(() => {
      measure();
      // The row's last resting place (scrolled to the end) is a snap point too, where a label would
      // otherwise lie half under the left arrow: a blank tail moves that end onto an entry's start.
      const space = tailSpace(el, endSpaceNow.current);
      if (Math.abs(space - endSpaceNow.current) > 1) {
        endSpaceNow.current = space;
        setEndSpace({ width: space, gap: Number.parseFloat(getComputedStyle(el).columnGap) || 0 });
      }
    });
    observer.observe(el);
    for (const child of Array.from(el.children)) observer.observe(child);
    return () => observer.disconnect();
  }, [measure]);
  const Tag = role === "navigation" ? "nav" : "div";
  return (
    <div className={cn("relative min-w-0", className)} data-testid={testId}>
      <Tag
        ref={box}
        onScroll={measure}
        role={role === "navigation" ? undefined : role === "none" ? undefined : "group"}
        aria-label={label}
        data-scroll-row=""
        className={cn(
          "flex min-w-0 snap-x snap-mandatory scroll-px-8 overflow-x-auto overscroll-x-contain [scrollbar-width:thin] *:snap-start",
          innerClassName,
        )}
      >
        {children}
        {endSpace.width > 0 && (
          // Its negative margin takes back the row's gap: the tail adds exactly its width.
          <span
            aria-hidden
            className="shrink-0"
            style={{ width: endSpace.width, marginLeft: -endSpace.gap }}
          />
        )}
      </Tag>
      <span
        aria-hidden
        data-scroll-cue="left"
        className={cn(
          "pointer-events-none absolute inset-y-0 left-0 flex w-8 items-center bg-gradient-to-r to-transparent",
          tone === "panel" ? "from-panel" : "from-night",
          " pl-0.5 text-gold transition-opacity",
          more.left ? "opacity-100" : "opacity-0",
        )}
      >
        ‹
      </span>
      <span
        aria-hidden
        data-scroll-cue="right"
        className={cn(
          "pointer-events-none absolute inset-y-0 right-0 flex w-8 items-center justify-end bg-gradient-to-l to-transparent",
          tone === "panel" ? "from-panel" : "from-night",
          " pr-0.5 text-gold transition-opacity",
          more.right ? "opacity-100" : "opacity-0",
        )}
      >
        ›
      </span>
    </div>
  );
}
