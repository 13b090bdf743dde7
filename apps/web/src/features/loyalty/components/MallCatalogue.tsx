import { useTranslation } from "react-i18next";
import { openModal } from "../../../shared/modals/modal-store";
import { useSession } from "../../../shared/session/session-store";
import { Button } from "../../../shared/ui/Button";
import { GiftIcon } from "../../../shared/ui/icons";
import { type MallReward, useMallRewards, usePointBalance } from "../api/loyalty-api";
import { useLoyaltyFormat } from "../lib/format";
import { setPointMall } from "../lib/point-mall-store";
import { RedeemDialog } from "./RedeemDialog";
import { Badge, Empty, LoadFailed, Loading } from "./Status";

function RewardCard({ reward, points }: { reward: MallReward; points: number | null }) {
  const { t } = useTranslation("loyalty");
  const f = useLoyaltyFormat();
  const { token } = useSession();
  const soldOut = reward.stock !== null && reward.stock <= 0;
  const limitReached = reward.perPlayerLimit !== null && reward.redeemedByMe >= reward.perPlayerLimit;
  const short = points !== null && points < reward.points;
  const redeem = () => {
    if (!token) return void openModal("login");
    setPointMall({ redeeming: reward.id });
  };
  return (
    <li
      className="flex min-w-0 flex-col gap-3 rounded-2xl border border-line/70 bg-panel/60 p-4"
      data-testid="mall-reward"
      data-reward={reward.id}
    >
      <div className="flex items-start gap-3">
        {reward.imageUrl ? (
          <img src={reward.imageUrl} alt="" className="size-14 shrink-0 rounded-xl object-cover" />
        ) : (
          <span className="grid size-14 shrink-0 place-items-center rounded-xl bg-gold/10 text-gold">
            <GiftIcon className="size-7" />
          </span>
        )}
        <div className="min-w-0 flex-1">
          <p className="font-semibold break-words text-white" data-testid="mall-reward-name">
            {reward.title}
          </p>
          <Badge tone="idle">{t(`mall.kind.${reward.kind}`)}</Badge>
        </div>
      </div>
      {reward.description && <p className="text-sm break-words text-muted">{reward.description}</p>}
      <ul className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted">
        {reward.stock !== null && (
          <li data-testid="mall-reward-stock">
            {soldOut ? t("mall.soldOut") : t("mall.stock", { count: reward.stock })}
          </li>
        )}
        {reward.perPlayerLimit !== null && <li>{t("mall.limit", { count: reward.perPlayerLimit })}</li>}
        {token && reward.redeemedByMe > 0 && <li>{t("mall.redeemed", { count: reward.redeemedByMe })}</li>}
      </ul>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2">
        <strong className="text-lg text-gold tabular-nums" data-testid="mall-reward-cost">
          {t("mall.cost", { points: f.number(reward.points) })}
        </strong>
        <Button
          size="sm"
          variant="gold"
          disabled={soldOut || limitReached || short}
          onClick={redeem}
          data-testid="mall-redeem"
        >
          {soldOut ? t("mall.soldOut") : short ? t("mall.notEnough") : t("mall.redeem")}
        </Button>
      </div>
    </li>
  );
}

/** The catalogue: every reward with its cost, stock and limit; redeem opens the redeem dialog. */
export function MallCatalogue({ paymentPasswordSet }: { paymentPasswordSet: boolean }) {
  const { t } = useTranslation("loyalty");
  const rewards = useMallRewards();
  const balance = usePointBalance();
  const points = balance.data ? Number(balance.data.points) : null;
  if (rewards.isPending) return <Loading />;
  if (rewards.isError) return <LoadFailed onRetry={() => void rewards.refetch()} />;
  if (rewards.data.list.length === 0) return <Empty>{t("mall.empty")}</Empty>;
  return (
    <>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="mall-catalogue">
        {rewards.data.list.map((reward) => (
          <RewardCard key={reward.id} reward={reward} points={points} />
        ))}
      </ul>
      <RedeemDialog rewards={rewards.data.list} points={points} paymentPasswordSet={paymentPasswordSet} />
    </>
  );
}
