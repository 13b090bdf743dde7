import { useState } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "../../../shared/lib/cn";
import { usePageName } from "../../../shared/lib/page-names";
import { useFormat } from "../../../shared/lib/use-format";
import { Spinner } from "../../../shared/ui/Spinner";
import { usePersonalProfit } from "../api/games-api";

const PERIODS = ["today", "yesterday", "week", "month"] as const;

/** Member centre "personal loss" (personalProfit): profit and loss per category over a period. */
export default function PersonalProfitPage() {
  const pageName = usePageName("personalProfit");
  const { t } = useTranslation("games");
  const format = useFormat();
  const [period, setPeriod] = useState<(typeof PERIODS)[number]>("today");
  const profit = usePersonalProfit(period);
  const tone = (value: string) => (value.startsWith("-") ? "text-rose-400" : "text-emerald-400");
  return (
    <div className="flex flex-col gap-4" data-testid="personal-profit">
      <h3 className="text-lg font-bold text-white">{pageName}</h3>
      <div className="flex flex-wrap gap-2">
        {PERIODS.map((item) => (
          <button
            key={item}
            type="button"
            onClick={() => setPeriod(item)}
            className={cn(
              "rounded-full border px-3 py-1.5 text-sm",
              item === period ? "border-gold bg-gold/15 text-gold" : "border-line bg-white/5 text-white/80",
            )}
          >
            {t(`records.periods.${item}`)}
          </button>
        ))}
      </div>
      {profit.isPending ? (
        <Spinner className="grid place-items-center py-10" />
      ) : profit.isError ? (
        <p className="py-10 text-center text-muted">{profit.error.message || t("list.error")}</p>
      ) : (
        <table className="record-table w-full text-left text-sm">
          <thead className="text-muted">
            <tr>
              <th className="py-2 pr-3 font-medium">{t("records.category")}</th>
              <th className="py-2 pr-3 text-right font-medium">{t("records.rounds")}</th>
              <th className="py-2 pr-3 text-right font-medium">{t("records.stake")}</th>
              <th className="py-2 pr-3 text-right font-medium">{t("records.win")}</th>
              <th className="py-2 text-right font-medium">{t("records.profit")}</th>
            </tr>
          </thead>
          <tbody>
            {profit.data.rows.map((row) => (
              <tr key={row.gameType} className="border-t border-line/60" data-testid="profit-row">
                <td data-label={t("records.category")} className="py-2 pr-3">
                  {t(`categories.${row.gameType}`)}
                </td>
                <td data-label={t("records.rounds")} className="py-2 pr-3 text-right tabular-nums">
                  {format.number(row.rounds, 0)}
                </td>
                <td data-label={t("records.stake")} className="py-2 pr-3 text-right tabular-nums">
                  {format.money(row.stake)}
                </td>
                <td data-label={t("records.win")} className="py-2 pr-3 text-right tabular-nums">
                  {format.money(row.win)}
                </td>
                <td
                  data-label={t("records.profit")}
                  className={cn("py-2 text-right tabular-nums", tone(row.profit))}
                >
                  {format.money(row.profit)}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="border-t border-line font-semibold">
              <th scope="row" className="py-2 pr-3 text-left">
                {t("records.total")}
              </th>
              <td data-label={t("records.rounds")} className="py-2 pr-3 text-right tabular-nums">
                {format.number(profit.data.total.rounds, 0)}
              </td>
              <td data-label={t("records.stake")} className="py-2 pr-3 text-right tabular-nums">
                {format.money(profit.data.total.stake)}
              </td>
              <td data-label={t("records.win")} className="py-2 pr-3 text-right tabular-nums">
                {format.money(profit.data.total.win)}
              </td>
              <td
                data-label={t("records.profit")}
                className={cn("py-2 text-right tabular-nums", tone(profit.data.total.profit))}
                data-testid="profit-total"
              >
                {format.money(profit.data.total.profit)}
              </td>
            </tr>
          </tfoot>
        </table>
      )}
    </div>
  );
}
