import type { Banner } from "@jogada/contracts";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { cn } from "../../../shared/lib/cn";
import { shell } from "../../../shared/shell/extensions";
import { ChevronLeftIcon, ChevronRightIcon } from "../../../shared/ui/icons";
import { LazyImage } from "../../../shared/ui/LazyImage";

const AUTOPLAY_MS = 5000;

/** What a banner does when chosen (REFERENCE.md §1): open a URL, a site page or a game. */
export function useBannerAction() {
  const navigate = useNavigate();
  return useCallback(
    (banner: Pick<Banner, "linkType" | "link" | "game"> & { target?: Banner["target"] }) => {
      if (banner.linkType === "URL" && banner.link) {
        if (banner.target === "_blank") window.open(banner.link, "_blank", "noopener,noreferrer");
        else window.location.assign(banner.link);
      } else if (banner.linkType === "P" && banner.link) navigate(banner.link);
      else if (banner.linkType === "G" && banner.game) shell.launchGame?.(banner.game);
    },
    [navigate],
  );
}

/**
 * The home carousel: swipe, arrows, dots; turns by itself unless hovered or focused. The slides
 * are a row that scrolls and snaps (the browser does the swiping, no carousel library on the
 * first screen); after the last one comes the first again.
 */
export function BannerCarousel({ banners }: { banners: readonly Banner[] }) {
  const { t } = useTranslation();
  const viewport = useRef<HTMLDivElement>(null);
  const [selected, setSelected] = useState(0);
  const [paused, setPaused] = useState(false);
  const act = useBannerAction();
  const count = banners.length;

  const scrollTo = useCallback(
    (index: number) => {
      const row = viewport.current;
      if (!row || count === 0) return;
      const target = (index + count) % count;
      row.scrollTo({ left: target * row.clientWidth, behavior: "smooth" });
      setSelected(target);
    },
    [count],
  );

  useEffect(() => {
    if (paused || count < 2) return;
    if (window.matchMedia?.("(prefers-reduced-motion: reduce)").matches) return;
    const timer = window.setInterval(() => scrollTo(selected + 1), AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [paused, count, selected, scrollTo]);

  if (banners.length === 0) return null;
  return (
    <section
      aria-roledescription="carousel"
      aria-label={t("home.bannerLabel")}
      className="relative"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      data-testid="banner-carousel"
    >
      <div className="overflow-hidden rounded-2xl border border-line/60 shadow-2xl shadow-black/40">
        <div
          ref={viewport}
          className="flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none]"
          onScroll={(event) => {
            const row = event.currentTarget;
            if (row.clientWidth > 0) setSelected(Math.round(row.scrollLeft / row.clientWidth) % count);
          }}
        >
          {banners.map((banner, index) => {
            const clickable = banner.linkType !== "NONE";
            const image = (
              <LazyImage
                src={banner.url}
                alt={banner.title}
                eager={Math.abs(index - selected) <= 1 || Math.abs(index - selected) === banners.length - 1}
                priority={index === 0}
                wrapperClassName="aspect-[3/1] w-full bg-panel"
                className="size-full object-cover"
              />
            );
            return (
              <div
                key={banner.bannerId}
                className="min-w-0 flex-[0_0_100%] snap-start snap-always"
                inert={index !== selected}
              >
                {clickable ? (
                  <button
                    type="button"
                    className="block w-full focus-visible:outline-none"
                    onClick={() => act(banner)}
                  >
                    {image}
                  </button>
                ) : (
                  image
                )}
              </div>
            );
          })}
        </div>
      </div>
      {banners.length > 1 && (
        <>
          <button
            type="button"
            onClick={() => scrollTo(selected - 1)}
            className="absolute top-1/2 left-3 hidden size-10 -translate-y-1/2 place-items-center rounded-full bg-night/70 text-white backdrop-blur transition hover:bg-night focus-visible:ring-2 focus-visible:ring-gold focus-visible:outline-none sm:grid"
            aria-label={t("home.previousBanner")}
          >
            <ChevronLeftIcon className="size-5" />
          </button>
          <button
            type="button"
            onClick={() => scrollTo(selected + 1)}
            className="absolute top-1/2 right-3 hidden size-10 -translate-y-1/2 place-items-center rounded-full bg-night/70 text-white backdrop-blur transition hover:bg-night focus-visible:ring-2 focus-visible:ring-gold focus-visible:outline-none sm:grid"
            aria-label={t("home.nextBanner")}
          >
            <ChevronRightIcon className="size-5" />
          </button>
          <div className="absolute inset-x-0 bottom-3 flex justify-center gap-2">
            {banners.map((banner, index) => (
              <button
                key={banner.bannerId}
                type="button"
                onClick={() => scrollTo(index)}
                aria-label={t("home.goToBanner", { index: index + 1 })}
                aria-current={index === selected}
                className={cn(
                  "h-2 rounded-full transition-all focus-visible:ring-2 focus-visible:ring-gold focus-visible:outline-none",
                  index === selected ? "w-6 bg-gold" : "w-2 bg-white/50 hover:bg-white/80",
                )}
              />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
