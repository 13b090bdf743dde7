import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { ApiError } from "../../../shared/api/client";
import { buttonClass } from "../../../shared/ui/Button";
import { ChevronLeftIcon } from "../../../shared/ui/icons";
import { LazyImage } from "../../../shared/ui/LazyImage";
import { SafeHtml } from "../../../shared/ui/SafeHtml";
import { Spinner } from "../../../shared/ui/Spinner";
import { usePromotion, useRaffleDraw } from "../api/promotions-api";
import { ActionButton } from "../components/ActionButton";
import { RaffleDetails } from "../components/RaffleDetails";
import { StateBadge } from "../components/StateBadge";
import { Empty, LoadFailed } from "../components/StatusBlocks";
import { TermsList } from "../components/TermsList";
import { usePromoFormat } from "../lib/format";

function idOf(text: string | null): number | null {
  const id = Number(text);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** /promoDetail?id=: the promotion's picture, state and button, terms, rules and raffle details. */
export default function PromotionDetailPage() {
  const { t } = useTranslation("promotions");
  const f = usePromoFormat();
  const [params] = useSearchParams();
  const id = idOf(params.get("id"));
  const detail = usePromotion(id);
  const promotion = detail.data;
  const draw = useRaffleDraw(promotion?.drawId ?? null);
  const notFound = id === null || (detail.error instanceof ApiError && detail.error.status === 404);

  return (
    <div data-testid="section-promoDetail" className="mx-auto max-w-4xl px-4 py-8">
      <Link to="/promotions" className={`${buttonClass("ghost", "sm")} mb-6`}>
        <ChevronLeftIcon className="size-4" />
        {t("list.back")}
      </Link>
      {notFound ? (
        <Empty>{t("list.notFound")}</Empty>
      ) : detail.isPending ? (
        <Spinner className="py-10" />
      ) : detail.isError ? (
        <LoadFailed
          message={t("list.failed")}
          retry={t("list.retry")}
          onRetry={() => void detail.refetch()}
        />
      ) : (
        promotion && (
          <article
            className="overflow-hidden rounded-2xl border border-line/70 bg-panel"
            data-testid="promo-detail"
            data-promotion={promotion.id}
          >
            {promotion.imageUrl ? (
              <LazyImage
                src={promotion.imageUrl}
                alt=""
                wrapperClassName="aspect-[21/9] w-full bg-panel-2"
                className="size-full object-cover"
              />
            ) : null}
            <div className="flex flex-col gap-6 p-5 sm:p-8">
              <header className="flex flex-col gap-2">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="text-xs font-semibold tracking-wide text-muted uppercase">
                    {t(`kind.${promotion.kind}`)}
                  </span>
                  <StateBadge state={promotion.state} blocked={promotion.blocked} />
                </div>
                <h1 className="text-2xl font-black break-words sm:text-3xl">{promotion.title}</h1>
                <p className="font-semibold text-gold">{promotion.headline}</p>
                {promotion.state === "coming_soon" && (
                  <p className="text-sm text-muted">
                    {t("terms.startsAt", { time: f.time(promotion.startsAt) })}
                  </p>
                )}
                {promotion.rejectedReason && (
                  <p className="text-sm text-red-300" data-testid="promo-rejected-reason">
                    {promotion.rejectedReason}
                  </p>
                )}
                {promotion.blockedReason && (
                  <p className="text-sm text-white/80" data-testid="promo-blocked">
                    {promotion.blockedReason}
                  </p>
                )}
                {promotion.accrued !== null && (
                  <p className="text-sm text-muted">
                    {t("terms.accrued")}: <strong className="text-white">{f.money(promotion.accrued)}</strong>
                  </p>
                )}
                <div className="pt-2">
                  <ActionButton
                    promotionId={promotion.id}
                    kind={promotion.kind}
                    action={promotion.action}
                    drawId={promotion.drawId}
                    size="lg"
                  />
                </div>
              </header>
              <section className="flex flex-col gap-3">
                <h2 className="text-lg font-bold">{t("terms.title")}</h2>
                <TermsList promotion={promotion} />
              </section>
              {promotion.terms.kind === "raffle" && (
                <RaffleDetails
                  prizes={promotion.terms.prizes}
                  myTickets={promotion.tickets}
                  draw={draw.data ?? null}
                />
              )}
              {promotion.content && (
                <section className="flex flex-col gap-3">
                  <h2 className="text-lg font-bold">{t("terms.rules")}</h2>
                  <SafeHtml html={promotion.content} className="text-sm break-words text-white/85" />
                </section>
              )}
            </div>
          </article>
        )
      )}
    </div>
  );
}
