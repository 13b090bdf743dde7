import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { GiftIcon } from "../../../shared/ui/icons";
import { LazyImage } from "../../../shared/ui/LazyImage";
import { htmlToText } from "../../../shared/ui/SafeHtml";
import { Spinner } from "../../../shared/ui/Spinner";
import { useAnnouncements } from "../api/content";
import { ContentArea, EmptyState, PageHero } from "../components/SectionPage";

/** /promotions: the brand's promotion announcements; each opens its detail page. */
export default function PromoPage() {
  const { t } = useTranslation();
  const announcements = useAnnouncements(["PR"]);
  const promotions = announcements.data?.promotion ?? [];
  return (
    <div data-testid="section-promotions">
      <PageHero
        icon={<GiftIcon className="size-6" />}
        title={t("sections.promotions.title")}
        description={t("sections.promotions.description")}
      />
      <ContentArea>
        {announcements.isPending ? (
          <Spinner className="py-10" />
        ) : promotions.length === 0 ? (
          <EmptyState icon={<GiftIcon className="size-10" />}>{t("sections.promotions.content")}</EmptyState>
        ) : (
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {promotions.map((promo) => (
              <li key={promo.id}>
                <Link
                  to={`/promoDetail?id=${promo.id}`}
                  className="group block overflow-hidden rounded-2xl border border-line/70 bg-panel transition hover:-translate-y-0.5 hover:border-gold/60 focus-visible:ring-2 focus-visible:ring-gold focus-visible:outline-none"
                >
                  <LazyImage
                    src={promo.imageUrl}
                    alt=""
                    wrapperClassName="aspect-[8/3] w-full bg-panel-2"
                    className="size-full object-cover"
                  />
                  <div className="p-4">
                    <h2 className="font-bold group-hover:text-gold">{promo.title}</h2>
                    <p className="mt-1 line-clamp-2 text-sm text-muted">{htmlToText(promo.content)}</p>
                  </div>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </ContentArea>
    </div>
  );
}
