import { useTranslation } from "react-i18next";
import { GiftIcon, TrophyIcon } from "../../../shared/ui/icons";
import { Spinner } from "../../../shared/ui/Spinner";
import { usePromotions, useWinners } from "../api/promotions-api";
import { PromotionCard } from "../components/PromotionCard";
import { Empty, LoadFailed } from "../components/StatusBlocks";
import { WinnersList } from "../components/WinnersList";

/** /promotions: every live and coming promotion with the player's state and button; recent winners. */
export default function PromotionsPage() {
  const { t } = useTranslation("promotions");
  const promotions = usePromotions();
  const winners = useWinners(10);
  const list = promotions.data?.list ?? [];
  return (
    <div data-testid="section-promotions">
      <section className="border-b border-line/60 bg-[radial-gradient(ellipse_at_top_right,rgba(124,58,237,0.35),transparent_65%)]">
        <div className="mx-auto max-w-7xl px-4 py-8 sm:py-12">
          <span className="mb-4 inline-grid size-12 place-items-center rounded-2xl bg-gradient-to-br from-brand to-violet-900 text-gold shadow-lg shadow-brand/30">
            <GiftIcon className="size-6" />
          </span>
          <h1 className="text-3xl font-black tracking-tight sm:text-4xl">{t("list.title")}</h1>
          <p className="mt-2 max-w-2xl text-base text-muted">{t("list.description")}</p>
        </div>
      </section>
      <div className="mx-auto flex max-w-7xl flex-col gap-10 px-4 py-8">
        {promotions.isPending ? (
          <Spinner className="py-10" />
        ) : promotions.isError ? (
          <LoadFailed
            message={t("list.failed")}
            retry={t("list.retry")}
            onRetry={() => void promotions.refetch()}
          />
        ) : list.length === 0 ? (
          <Empty>{t("list.empty")}</Empty>
        ) : (
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" data-testid="promo-list">
            {list.map((promotion) => (
              <li key={promotion.id}>
                <PromotionCard promotion={promotion} />
              </li>
            ))}
          </ul>
        )}
        <section aria-labelledby="winners-title" className="flex flex-col gap-3">
          <h2 id="winners-title" className="flex items-center gap-2 text-lg font-bold">
            <TrophyIcon className="size-5 text-gold" />
            {t("rewards.winnersTitle")}
          </h2>
          {winners.isPending ? (
            <Spinner />
          ) : winners.isError ? (
            <LoadFailed
              message={t("list.failed")}
              retry={t("list.retry")}
              onRetry={() => void winners.refetch()}
            />
          ) : (
            <WinnersList winners={winners.data.list} empty={t("rewards.noWinners")} />
          )}
        </section>
      </div>
    </div>
  );
}
