import type { Banner, PlayerNotice, PopupAnnouncement } from "@jogada/contracts";
import { useEffect, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { usePageName } from "../../../shared/lib/page-names";
import { openModal } from "../../../shared/modals/modal-store";
import { shell } from "../../../shared/shell/extensions";
import { useSite } from "../../../shared/site/site-info";
import { useUntakeablePromotions } from "../../promotions";
import { HOME_ANNOUNCEMENTS, useAnnouncements } from "../api/content";
import { BannerCarousel } from "../components/BannerCarousel";
import { NoticeMarquee } from "../components/NoticeMarquee";

const TILES = [
  { key: "live", to: "/live" },
  { key: "rng", to: "/rng" },
  { key: "lottery", to: "/lottery" },
  { key: "sports", to: "/sports" },
  { key: "fish", to: "/fish" },
  { key: "pvp", to: "/pvp" },
] as const;

const POPUP_SEEN = "popupSeen";
/** The popup announcements this browser has already shown (their ids), across visits. */
const POPUP_SHOWN = "popupShown";

/** The promotion a popup's button leads to (`/promoDetail?id=7`), if it leads to one. */
function promotionOf(link: string): number | null {
  const match = /^\/promoDetail\?(?:.*&)?id=(\d+)/.exec(link);
  return match ? Number(match[1]) : null;
}

/**
 * The popup announcements to show: one offering a promotion the signed-in player cannot take
 * (already used, not eligible) is left out rather than offered. Undefined until that is known.
 */
function usePopupOffers(popup: PopupAnnouncement[] | undefined): PopupAnnouncement[] | undefined {
  const offersPromotion = popup?.some((item) => promotionOf(item.link) !== null) ?? false;
  const untakeable = useUntakeablePromotions(offersPromotion);
  return useMemo(
    () =>
      popup &&
      untakeable &&
      popup.filter((item) => {
        const promotion = promotionOf(item.link);
        return promotion === null || !untakeable.has(promotion);
      }),
    [popup, untakeable],
  );
}

/** Home and lobby: banners, notices, the category tiles and the lobby sections of the catalogue. */
export default function IndexPage({ openOnMount }: { openOnMount?: string }) {
  const pageName = usePageName("lobby");
  const site = useSite();
  const announcements = useAnnouncements(HOME_ANNOUNCEMENTS);
  const banners = (announcements.data?.banners ?? []).filter((banner) => banner.groupName === "index");
  const popup = usePopupOffers(announcements.data?.popup);

  useEffect(() => {
    if (openOnMount) openModal(openOnMount);
  }, [openOnMount]);

  // SPEC §2: the popup announcement shows once per browser session, and a popup this browser has
  // already shown is not shown again on a later visit (only a new announcement is).
  useEffect(() => {
    if (!popup?.length || openOnMount || sessionStorage.getItem(POPUP_SEEN)) return;
    sessionStorage.setItem(POPUP_SEEN, "1");
    const ids = popup.map((item) => String(item.id)).join(",");
    if (localStorage.getItem(POPUP_SHOWN) === ids) return;
    localStorage.setItem(POPUP_SHOWN, ids);
    // The first notice's image comes while the modal's code does (it is the largest thing shown).
    const image = popup[0]?.imageUrl;
    if (image) new Image().src = image;
    openModal("notice", {
      items: popup.map((item) => ({
        id: item.id,
        title: item.title,
        content: item.content,
        imageUrl: item.imageUrl,
        ...(item.linkType === "NONE" || !item.link ? {} : { link: item.link }),
      })),
    });
  }, [popup, openOnMount]);

  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 pt-4 pb-8 sm:pt-6" data-testid="lobby">
      {/* The lobby's heading is its menu name (the welcome line below is the brand's greeting). */}
      <h1 className="sr-only">{pageName}</h1>
      {/* While the announcements load, their places are kept (the carousel's bordered frame around a
          3:1 slide, the marquee's line), to the pixel, and nothing is drawn below them: a brand
          without banners or notices gets a welcome line of another height and no marquee, and
          the lobby below would jump when they arrived. The page keeps a screen's height
          meanwhile, so the footer stays out of sight too. */}
      {announcements.isPending ? (
        <>
          <div className="overflow-hidden rounded-2xl border border-line/60" aria-hidden="true">
            <div className="aspect-[3/1] w-full bg-panel" />
          </div>
          <div className="h-11 rounded-full border border-line/70 bg-panel/80" aria-hidden="true" />
          <div className="min-h-dvh" aria-hidden="true" />
        </>
      ) : (
        <AnnouncedLobby banners={banners} notices={announcements.data?.player ?? []} brand={site.info.name} />
      )}
    </div>
  );
}

/** The lobby once its announcements are in: the carousel or the brand's welcome, the notices, the tiles and sections. */
function AnnouncedLobby({
  banners,
  notices,
  brand,
}: {
  banners: readonly Banner[];
  notices: readonly PlayerNotice[];
  brand: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      {banners.length > 0 ? (
        <BannerCarousel banners={banners} />
      ) : (
        <section className="rounded-2xl border border-line/60 bg-[radial-gradient(ellipse_at_top_right,rgba(168,85,247,0.45),transparent_60%)] bg-panel p-8 sm:p-12">
          <p className="text-3xl font-black sm:text-4xl">{t("home.welcomeTitle", { brand })}</p>
          <p className="mt-2 max-w-xl text-muted">{t("home.welcomeText")}</p>
        </section>
      )}
      <NoticeMarquee notices={notices} />

      <section aria-labelledby="lobby-categories">
        <h2 id="lobby-categories" className="mb-4 flex items-center gap-2 text-lg font-bold">
          <span className="h-5 w-1 rounded-full bg-gold" aria-hidden="true" />
          {t("home.categoriesTitle")}
        </h2>
        <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
          {TILES.map(({ key, to }) => (
            <li key={key}>
              <Link
                to={to}
                className="group relative block overflow-hidden rounded-2xl border border-line/60 shadow-lg shadow-black/30 transition hover:-translate-y-0.5 hover:border-gold/60 focus-visible:ring-2 focus-visible:ring-gold focus-visible:outline-none"
              >
                <img
                  src={`/images/site/tile-${key}.svg`}
                  alt=""
                  loading="lazy"
                  className="aspect-[16/10] w-full object-cover transition duration-500 group-hover:scale-105"
                />
                <span className="absolute inset-0 bg-gradient-to-t from-night/95 via-night/30 to-transparent" />
                <span className="absolute inset-x-0 bottom-0 p-3 sm:p-4">
                  <span className="block text-base font-black sm:text-xl">{t(`home.tiles.${key}`)}</span>
                  <span className="hidden text-sm text-white/75 sm:block">{t(`home.tiles.${key}Text`)}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      {shell.lobbySections.map(({ id, Component }) => (
        <Component key={id} />
      ))}
    </>
  );
}
