import { useTranslation } from "react-i18next";
import { cn } from "../../../shared/lib/cn";
import { usePageName } from "../../../shared/lib/page-names";
import { useMemberInfo } from "../../../shared/member/member-queries";
import { openModal } from "../../../shared/modals/modal-store";
import { useSession } from "../../../shared/session/session-store";
import { Button } from "../../../shared/ui/Button";
import { CoinsIcon } from "../../../shared/ui/icons";
import { usePointBalance } from "../api/loyalty-api";
import { ConvertPanel } from "../components/ConvertPanel";
import { MallCatalogue } from "../components/MallCatalogue";
import { RedeemHistory } from "../components/RedeemHistory";
import { Loading } from "../components/Status";
import { useLoyaltyFormat } from "../lib/format";
import { type MallTab, setPointMall, usePointMall } from "../lib/point-mall-store";

const TABS: MallTab[] = ["catalogue", "history", "convert"];

function BalanceCard() {
  const { t } = useTranslation("loyalty");
  const f = useLoyaltyFormat();
  const balance = usePointBalance();
  return (
    <div className="flex items-center gap-3 rounded-2xl border border-gold/30 bg-gold/5 px-4 py-3">
      <CoinsIcon className="size-7 shrink-0 text-gold" />
      <div className="min-w-0">
        <p className="text-xs text-muted">{t("mall.balance")}</p>
        {balance.isPending ? (
          <Loading className="py-0" />
        ) : balance.isError ? (
          <p className="text-sm text-red-200">{t("common.failed")}</p>
        ) : (
          <p className="text-2xl font-black text-gold tabular-nums" data-testid="points-balance">
            {f.number(balance.data.points)}
          </p>
        )}
      </div>
    </div>
  );
}

/** /pointMall (SPEC §2, §3): the catalogue, the player's points, redeem history and conversion to cash. */
export default function PointMallPage() {
  const { t } = useTranslation("loyalty");
  const pageName = usePageName("pointMall");
  const { token } = useSession();
  const { tab } = usePointMall();
  const info = useMemberInfo();
  const shown: MallTab = token ? tab : "catalogue";
  return (
    <div data-testid="section-pointMall" className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="flex items-center gap-3 text-3xl font-black tracking-tight">
            <CoinsIcon className="size-7 text-gold" />
            {pageName}
          </h1>
          <p className="mt-1 max-w-2xl text-muted">{t("mall.description")}</p>
        </div>
        {token ? (
          <BalanceCard />
        ) : (
          <div
            className="flex flex-wrap items-center gap-3 rounded-2xl border border-line bg-panel/60 p-4"
            data-testid="mall-guest"
          >
            <p className="min-w-0 text-sm text-muted">{t("mall.guest")}</p>
            <Button onClick={() => openModal("login")}>{t("common.login")}</Button>
          </div>
        )}
      </header>
      {token && (
        <div
          role="tablist"
          className="flex gap-1 overflow-x-auto border-b border-line"
          aria-label={t("mall.title")}
        >
          {TABS.map((key) => (
            <button
              key={key}
              type="button"
              role="tab"
              aria-selected={shown === key}
              data-testid={`mall-tab-${key}`}
              onClick={() => setPointMall({ tab: key })}
              className={cn(
                "-mb-px shrink-0 border-b-2 px-3 py-2 text-sm font-semibold whitespace-nowrap",
                shown === key ? "border-gold text-gold" : "border-transparent text-muted hover:text-white",
              )}
            >
              {t(`mall.tabs.${key}`)}
            </button>
          ))}
        </div>
      )}
      {shown === "catalogue" && <MallCatalogue paymentPasswordSet={info.data?.paymentPasswordSet ?? true} />}
      {shown === "history" && <RedeemHistory />}
      {shown === "convert" && <ConvertPanel />}
    </div>
  );
}
