import type { BonusView } from "@jogada/contracts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { usePageName } from "../../../shared/lib/page-names";
import { closeModal } from "../../../shared/modals/modal-store";
import { buttonClass } from "../../../shared/ui/Button";
import { Spinner } from "../../../shared/ui/Spinner";
import { useBonuses } from "../api/promotions-api";
import { ProgressBar } from "../components/ProgressBar";
import { Empty, LoadFailed } from "../components/StatusBlocks";
import { usePromoFormat } from "../lib/format";

const STATE_TONE: Record<BonusView["state"], string> = {
  active: "bg-gold/15 text-gold",
  converted: "bg-emerald-400/10 text-emerald-200",
  forfeited: "bg-red-400/10 text-red-200",
  expired: "bg-white/5 text-muted",
};

function BonusCard({ bonus }: { bonus: BonusView }) {
  const { t } = useTranslation("promotions");
  const f = usePromoFormat();
  return (
    <li
      className="flex flex-col gap-3 rounded-xl border border-line bg-white/[0.03] p-4"
      data-testid="bonus-item"
      data-state={bonus.state}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h4 className="font-semibold break-words text-white">{bonus.title}</h4>
          <p className="text-xs text-muted">
            {t("bonus.grantedAt")} {f.time(bonus.issuedAt)}
          </p>
        </div>
        <span
          className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATE_TONE[bonus.state]}`}
          data-testid="bonus-state"
        >
          {t(`bonus.state.${bonus.state}`)}
        </span>
      </div>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-xs text-muted">{t("bonus.amount")}</dt>
          <dd className="font-semibold text-white tabular-nums" data-testid="bonus-amount">
            {f.money(bonus.amount)}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-muted">{t("bonus.balance")}</dt>
          <dd className="font-semibold text-gold tabular-nums" data-testid="bonus-left">
            {f.money(bonus.balance)}
          </dd>
        </div>
        {bonus.maxStake && (
          <div>
            <dt className="text-xs text-muted">{t("bonus.maxStake")}</dt>
            <dd className="text-white tabular-nums">{f.money(bonus.maxStake)}</dd>
          </div>
        )}
        <div>
          <dt className="text-xs text-muted">{t("bonus.expiresAt")}</dt>
          <dd className="font-mono text-xs text-white">{f.time(bonus.expiresAt)}</dd>
        </div>
      </dl>
      {Number(bonus.wageringRequired) > 0 && (
        <div className="flex flex-col gap-1">
          <div className="flex flex-wrap justify-between gap-2 text-xs text-muted">
            <span>{t("bonus.wagering")}</span>
            <span className="tabular-nums" data-testid="wagering-progress">
              {t("bonus.wageringProgress", {
                done: f.money(bonus.wageringDone),
                required: f.money(bonus.wageringRequired),
              })}{" "}
              · {bonus.progressPercent}%
            </span>
          </div>
          <ProgressBar percent={bonus.progressPercent} label={t("bonus.wagering")} />
        </div>
      )}
    </li>
  );
}

/** Member centre, bonus details: every bonus with amount, wagering progress, expiry and state. */
export default function BonusDetailsPage() {
  const pageName = usePageName("bonusDetails");
  const { t } = useTranslation("promotions");
  const bonuses = useBonuses();
  return (
    <div className="flex flex-col gap-4" data-testid="bonus-details">
      <h3 className="text-lg font-bold text-white">{pageName}</h3>
      {bonuses.isPending ? (
        <Spinner />
      ) : bonuses.isError ? (
        <LoadFailed
          message={t("bonus.failed")}
          retry={t("list.retry")}
          onRetry={() => void bonuses.refetch()}
        />
      ) : bonuses.data.list.length === 0 ? (
        <Empty
          action={
            <Link
              to="/promotions"
              onClick={() => closeModal("memberCenter")}
              className={buttonClass("ghost", "sm")}
            >
              {t("bonus.seePromotions")}
            </Link>
          }
        >
          {t("bonus.empty")}
        </Empty>
      ) : (
        <ul className="flex flex-col gap-3">
          {bonuses.data.list.map((bonus) => (
            <BonusCard key={bonus.id} bonus={bonus} />
          ))}
        </ul>
      )}
    </div>
  );
}
