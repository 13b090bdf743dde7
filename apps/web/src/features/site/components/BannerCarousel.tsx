import type { Banner } from "@jogada/contracts";
import useEmblaCarousel from "embla-carousel-react";
import { useCallback, useEffect, useState } from "react";
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

/** The home carousel: swipe, arrows, dots; turns by itself unless hovered or focused. */
export function BannerCarousel({ banners }: { banners: readonly Banner[] }) {
  const { t } = useTranslation();
  const [viewport, embla] = useEmblaCarousel({ loop: banners.length > 1 });
  const [selected, setSelected] = useState(0);
  const [paused, setPaused] = useState(false);
  const act = useBannerAction();

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on("select", onSelect);
    embla.on("reInit", onSelect);
    return () => {
      embla.off("select", onSelect);
      embla.off("reInit", onSelect);
    };
  }, [embla]);

  useEffect(() => {
    if (!embla || paused || banners.length < 2) return;
    if (window.matchMedia?.("(prefers-reduced-motion: reduce)").matches) return;
    const timer = window.setInterval(() => embla.scrollNext(), AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [embla, paused, banners.length]);

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
      <div
        ref={viewport}
        className="overflow-hidden rounded-2xl border border-line/60 shadow-2xl shadow-black/40"
      >
        <div className="flex touch-pan-y">
          {banners.map((banner, index) => {
            const clickable = banner.linkType !== "NONE";
            const image = (
              <LazyImage
                src={banner.url}
                alt={banner.title}
                eager={Math.abs(index - selected) <= 1 || Math.abs(index - selected) === banners.length - 1}
                wrapperClassName="aspect-[3/1] w-full bg-panel"
                className="size-full object-cover"
              />
            );
            return (
              <div key={banner.bannerId} className="min-w-0 flex-[0_0_100%]" inert={index !== selected}>
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
            onClick={() => embla?.scrollPrev()}
            className="absolute top-1/2 left-3 hidden size-10 -translate-y-1/2 place-items-center rounded-full bg-night/70 text-white backdrop-blur transition hover:bg-night focus-visible:ring-2 focus-visible:ring-gold focus-visible:outline-none sm:grid"
            aria-label={t("home.previousBanner")}
          >
            <ChevronLeftIcon className="size-5" />
          </button>
          <button
            type="button"
            onClick={() => embla?.scrollNext()}
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
                onClick={() => embla?.scrollTo(index)}
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
