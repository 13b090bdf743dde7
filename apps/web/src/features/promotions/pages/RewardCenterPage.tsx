import type { RewardItem } from "@jogada/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../shared/api/client";
import { usePageName } from "../../../shared/lib/page-names";
import { Button } from "../../../shared/ui/Button";
import { Spinner } from "../../../shared/ui/Spinner";
import { claimLoyaltyReward } from "../../loyalty";
import { promotionsApi, refreshAfterPromotionChange, useRewards, useWinners } from "../api/promotions-api";
import { StateBadge } from "../components/StateBadge";
import { Empty, LoadFailed } from "../components/StatusBlocks";
import { WinnersList } from "../components/WinnersList";
import { claimCallOf } from "../lib/actions";
import { usePromoFormat } from "../lib/format";

function RewardRow({ item }: { item: RewardItem }) {
  const { t } = useTranslation("promotions");
  const f = usePromoFormat();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const claim = claimCallOf(item);
  const run = async () => {
    setBusy(true);
    setError(null);
    try {
      if (claim === "loyalty") await claimLoyaltyReward(item);
      else if (item.promotionId === null) return;
      else if (claim === "raffle") await promotionsApi.claimRaffle(item.promotionId, item.sourceId);
      else await promotionsApi.requestReward(item.promotionId);
    } catch (failure) {
      setError(failure instanceof ApiError && failure.message ? failure.message : t("action.failed"));
    } finally {
      setBusy(false);
      await refreshAfterPromotionChange(client);
    }
  };
  return (
    <li
      className="flex flex-col gap-2 rounded-xl border border-line bg-white/[0.03] p-4"
      data-testid="reward-item"
      data-source={item.source}
      data-kind={item.kind}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="min-w-0 font-semibold break-words text-white">
          <span className="mr-2 rounded-full bg-white/10 px-2 py-0.5 align-middle text-[11px] font-semibold text-muted">
            {t(`rewards.source.${item.source}`)}
          </span>
          {item.title}
        </span>
        <span className="flex items-center gap-2">
          <span
            className="rounded-full bg-gold/10 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-gold ring-1 ring-gold/30"
            data-testid="reward-kind"
          >
            {t(`rewards.kind.${item.kind}`)}
          </span>
          <StateBadge state={item.state} />
        </span>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-col">
          <strong className="text-lg text-gold tabular-nums" data-testid="reward-amount">
            {item.kind === "points"
              ? t("rewards.points", { count: Number(item.amount), shown: f.count(item.amount) })
              : f.money(item.amount)}
          </strong>
          <span className="text-xs text-muted" data-testid="reward-kind-hint">
            {t(`rewards.kindHint.${item.kind}`)}
          </span>
          {item.expiresAt && (
            <span className="text-xs text-muted">
              {t("rewards.claimBy", { time: f.time(item.expiresAt) })}
            </span>
          )}
        </div>
        {claim && (
          <Button variant="gold" size="sm" disabled={busy} onClick={run} data-testid="reward-claim">
            {claim === "raffle" ? t("action.claimPrize") : t("action.claim")}
          </Button>
        )}
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-300">
          {error}
        </p>
      )}
    </li>
  );
}

/** Member centre, reward centre: every reward to claim or waiting, then the recent winners. */
export default function RewardCenterPage() {
  const pageName = usePageName("rewardCenter");
  const { t } = useTranslation("promotions");
  const rewards = useRewards();
  const winners = useWinners(10);
  return (
    <div className="flex flex-col gap-4" data-testid="reward-center">
      <h3 className="text-lg font-bold text-white">{pageName}</h3>
      {rewards.isPending ? (
        <Spinner />
      ) : rewards.isError ? (
        <LoadFailed
          message={t("rewards.failed")}
          retry={t("list.retry")}
          onRetry={() => void rewards.refetch()}
        />
      ) : rewards.data.list.length === 0 ? (
        <Empty>{t("rewards.empty")}</Empty>
      ) : (
        <ul className="flex flex-col gap-3">
          {rewards.data.list.map((item) => (
            <RewardRow key={`${item.source}-${item.sourceId}`} item={item} />
          ))}
        </ul>
      )}
      <h4 className="mt-2 font-semibold text-white">{t("rewards.winnersTitle")}</h4>
      {winners.isPending ? (
        <Spinner />
      ) : winners.isError ? (
        <LoadFailed
          message={t("rewards.failed")}
          retry={t("list.retry")}
          onRetry={() => void winners.refetch()}
        />
      ) : (
        <WinnersList winners={winners.data.list} empty={t("rewards.noWinners")} />
      )}
    </div>
  );
}
