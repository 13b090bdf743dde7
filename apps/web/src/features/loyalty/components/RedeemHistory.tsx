import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Pagination } from "../../../shared/ui/Pagination";
import { type RedeemStatus, useRedeemHistory } from "../api/loyalty-api";
import { useLoyaltyFormat } from "../lib/format";
import { Badge, Empty, LoadFailed, Loading } from "./Status";

const TONE: Record<RedeemStatus, "wait" | "bad" | "good"> = {
  in_process: "wait",
  rejected: "bad",
  approved: "good",
};

/** The player's redeems, newest first, with their status (SPEC §4: in process, rejected, approved). */
export function RedeemHistory() {
  const { t } = useTranslation("loyalty");
  const f = useLoyaltyFormat();
  const [page, setPage] = useState(1);
  const history = useRedeemHistory(page);
  if (history.isPending) return <Loading />;
  if (history.isError) return <LoadFailed onRetry={() => void history.refetch()} />;
  if (history.data.list.length === 0)
    return <Empty testId="redeem-history-empty">{t("mall.historyEmpty")}</Empty>;
  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-col gap-2" data-testid="redeem-history">
        {history.data.list.map((item) => (
          <li
            key={item.id}
            data-testid="redeem-item"
            data-status={item.status}
            className="flex flex-col gap-1 rounded-xl border border-line/70 bg-panel/60 p-3"
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="min-w-0 font-semibold break-words text-white" data-testid="redeem-item-name">
                {item.title}
              </span>
              <Badge tone={TONE[item.status]} testId="redeem-status" value={item.status}>
                {t(`mall.status.${item.status}`)}
              </Badge>
            </div>
            <div className="flex flex-wrap justify-between gap-x-3 gap-y-1 text-xs text-muted">
              <span>
                {t("mall.quantityValue", { count: item.quantity })} ·{" "}
                <span className="text-gold tabular-nums" data-testid="redeem-item-points">
                  {t("mall.cost", { points: f.number(item.points) })}
                </span>
              </span>
              <span className="tabular-nums">{f.time(item.createdAt)}</span>
            </div>
            {item.status === "rejected" && (
              <p className="text-xs text-red-200">
                {t("mall.returned")}
                {item.reason ? ` · ${t("mall.reason", { reason: item.reason })}` : ""}
              </p>
            )}
          </li>
        ))}
      </ul>
      {history.data.totalPages > 1 && (
        <Pagination page={page} totalPages={history.data.totalPages} onChange={setPage} />
      )}
    </div>
  );
}
