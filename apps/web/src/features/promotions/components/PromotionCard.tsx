import type { PromotionSummary } from "@jogada/contracts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { GiftIcon } from "../../../shared/ui/icons";
import { LazyImage } from "../../../shared/ui/LazyImage";
import { usePromoFormat } from "../lib/format";
import { ActionButton } from "./ActionButton";
import { StateBadge } from "./StateBadge";

/** A promotion in the list: picture, kind, title, headline, state, dates and its one button. */
export function PromotionCard({ promotion }: { promotion: PromotionSummary }) {
  const { t } = useTranslation("promotions");
  const f = usePromoFormat();
  const to = `/promoDetail?id=${promotion.id}`;
  return (
    <article
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-line/70 bg-panel"
      data-testid="promo-card"
      data-promotion={promotion.id}
      data-kind={promotion.kind}
    >
      <Link to={to} tabIndex={-1} aria-hidden className="block">
        {promotion.imageUrl ? (
          <LazyImage
            src={promotion.imageUrl}
            alt=""
            wrapperClassName="aspect-[8/3] w-full bg-panel-2"
            className="size-full object-cover"
          />
        ) : (
          <div className="grid h-20 w-full place-items-center sm:h-auto sm:aspect-[8/3] bg-[radial-gradient(ellipse_at_top_left,rgba(124,58,237,0.45),transparent_70%)] bg-panel-2 text-gold/70">
            <GiftIcon className="size-10" />
          </div>
        )}
      </Link>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-xs font-semibold tracking-wide text-muted uppercase">
            {t(`kind.${promotion.kind}`)}
          </span>
          <StateBadge state={promotion.state} blocked={promotion.blocked} />
        </div>
        <h2 className="text-lg leading-tight font-bold">
          <Link to={to} className="hover:text-gold focus-visible:text-gold focus-visible:outline-none">
            {promotion.title}
          </Link>
        </h2>
        <p className="text-sm font-semibold text-gold" data-testid="promo-headline">
          {promotion.headline}
        </p>
        {promotion.blockedReason && (
          <p className="text-sm text-white/80" data-testid="promo-blocked">
            {promotion.blockedReason}
          </p>
        )}
        <p className="text-xs text-muted">
          {promotion.state === "coming_soon"
            ? t("terms.startsAt", { time: f.time(promotion.startsAt) })
            : promotion.endsAt
              ? t("terms.endsAt", { time: f.time(promotion.endsAt) })
              : null}
        </p>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-2">
          <ActionButton
            promotionId={promotion.id}
            kind={promotion.kind}
            action={promotion.action}
            size="sm"
          />
          <Link to={to} className="ml-auto text-sm text-gold underline-offset-4 hover:underline">
            {t("list.details")}
          </Link>
        </div>
      </div>
    </article>
  );
}
