import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { formatDateTime } from "../../../shared/lib/format-date";
import { useSite } from "../../../shared/site/site-info";
import { Button, buttonClass } from "../../../shared/ui/Button";
import { ChevronLeftIcon, GiftIcon } from "../../../shared/ui/icons";
import { LazyImage } from "../../../shared/ui/LazyImage";
import { SafeHtml } from "../../../shared/ui/SafeHtml";
import { Spinner } from "../../../shared/ui/Spinner";
import { useAnnouncements } from "../api/content";
import { useBannerAction } from "../components/BannerCarousel";
import { ContentArea, EmptyState } from "../components/SectionPage";

/** /promoDetail?id=: one promotion's picture, rules and its call to action. */
export default function PromoDetailPage() {
  const { t } = useTranslation();
  const site = useSite();
  const [params] = useSearchParams();
  const announcements = useAnnouncements(["PR"]);
  const act = useBannerAction();
  const promo = announcements.data?.promotion.find((p) => String(p.id) === params.get("id"));

  return (
    <div data-testid="section-promoDetail">
      <ContentArea>
        <Link to="/promotions" className={`${buttonClass("ghost", "sm")} mb-6`}>
          <ChevronLeftIcon className="size-4" />
          {t("sections.promoDetail.back")}
        </Link>
        {announcements.isPending ? (
          <Spinner className="py-10" />
        ) : !promo ? (
          <EmptyState icon={<GiftIcon className="size-10" />}>{t("sections.promoDetail.content")}</EmptyState>
        ) : (
          <article className="overflow-hidden rounded-2xl border border-line/70 bg-panel">
            {promo.imageUrl && (
              <LazyImage
                src={promo.imageUrl}
                alt=""
                wrapperClassName="aspect-[21/9] w-full bg-panel-2"
                className="size-full object-cover"
              />
            )}
            <div className="p-5 sm:p-8">
              <h1 className="text-2xl font-black sm:text-3xl">{promo.title}</h1>
              <time dateTime={promo.date} className="mt-1 block font-mono text-xs text-gold/90">
                {formatDateTime(promo.date, site.info.timeZone)}
              </time>
              <SafeHtml html={promo.content} className="mt-5 text-sm text-white/85" />
              {promo.linkType !== "NONE" && (
                <Button variant="gold" size="lg" className="mt-6" onClick={() => act(promo)}>
                  {t("sections.promoDetail.title")}
                </Button>
              )}
            </div>
          </article>
        )}
      </ContentArea>
    </div>
  );
}
