import { LIMITS } from "@jogada/contracts";
import { type ImgHTMLAttributes, type ReactNode, useEffect, useLayoutEffect, useRef, useState } from "react";
import { cn } from "../lib/cn";
import { RecentSet } from "../lib/recent-set";

const { attempts: MAX_ATTEMPTS, threshold, preload, cache } = LIMITS.imageLazyLoad;
/** Addresses already shown, drawn at once when they come back (SPEC §9: cache 200). */
const loaded = new RecentSet<string>(cache);

export interface LazyImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "loading"> {
  src: string;
  alt: string;
  /** Shown after the last failed attempt (defaults to an empty tinted box). */
  fallback?: ReactNode;
  /** Classes of the wrapper, which holds the size while the image loads. */
  wrapperClassName?: string;
  /** Load at once, without waiting to near the viewport (e.g. the slides next to the shown one). */
  eager?: boolean;
  /**
   * The main picture of what is in front of the player (the first banner, a popup's image):
   * loaded at once, asked for ahead of the other images, and shown without the fade-in, which
   * would only hold back its first paint.
   */
  priority?: boolean;
}

/**
 * An image that starts loading when a tenth of it nears the viewport (a margin of 0.3 screens
 * ahead, SPEC §9's preload 1.3) and tries up to three times before showing the fallback.
 */
export function LazyImage({
  src,
  alt,
  fallback,
  className,
  wrapperClassName,
  eager: eagerProp = false,
  priority = false,
  ...rest
}: LazyImageProps) {
  const eager = eagerProp || priority;
  const holder = useRef<HTMLSpanElement>(null);
  // Not `eager` yet: see the layout effect below.
  const [visible, setVisible] = useState(() => loaded.has(src));
  const [attempt, setAttempt] = useState(1);
  const [state, setState] = useState<"loading" | "done" | "failed">(() =>
    loaded.has(src) ? "done" : "loading",
  );
  // A priority picture is drawn while it loads, but not once a try has failed (no broken-image
  // sign or alt text while the next try waits).
  const [erred, setErred] = useState(false);

  useEffect(() => {
    setAttempt(1);
    setErred(false);
    setState(loaded.has(src) ? "done" : "loading");
  }, [src]);

  // An eager image is made in this layout effect's render, which React commits in the same task.
  // Made in the page's first render, it could wait there (a route renders in a transition, which
  // yields), and an answer arriving meanwhile is lost: React sets `src` again when it commits the
  // element, so a failed first attempt would be asked for once more, uncounted.
  useLayoutEffect(() => {
    if (eager) setVisible(true);
  }, [eager]);

  useEffect(() => {
    if (visible) return;
    const element = holder.current;
    if (!element || typeof IntersectionObserver === "undefined") {
      setVisible(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { threshold, rootMargin: `${Math.round((preload - 1) * 100)}% 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible]);

  return (
    <span ref={holder} className={cn("relative block overflow-hidden", wrapperClassName)} data-state={state}>
      {state === "failed"
        ? (fallback ?? <span className="block size-full bg-panel-2" />)
        : visible && (
            <img
              key={attempt}
              src={src}
              alt={alt}
              decoding="async"
              fetchPriority={priority ? "high" : undefined}
              className={cn(
                !priority && "transition-opacity duration-300",
                state === "done" || (priority && !erred) ? "opacity-100" : "opacity-0",
                className,
              )}
              onLoad={() => {
                loaded.add(src);
                setState("done");
              }}
              onError={() => {
                setErred(true);
                if (attempt >= MAX_ATTEMPTS) setState("failed");
                else setTimeout(() => setAttempt((n) => n + 1), 400 * attempt);
              }}
              {...rest}
            />
          )}
      {state === "loading" && (
        <span className="absolute inset-0 animate-pulse bg-white/5" aria-hidden="true" />
      )}
    </span>
  );
}
