import { useState } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "../../../shared/lib/cn";
import { Spinner } from "../../../shared/ui/Spinner";
import { usePersonalProfit } from "../api/games-api";

const PERIODS = ["today", "yesterday", "week", "month"] as const;

/** Member centre "personal loss" (personalProfit): profit and loss per category over a period. */
export default function PersonalProfitPage() {
  const { t } = useTranslation("games");
  const [period, setPeriod] = useState<(typeof PERIODS)[number]>("today");
  const profit = usePersonalProfit(period);
  const tone = (value: string) => (value.startsWith("-") ? "text-rose-400" : "text-emerald-400");
  return (
    <div className="flex flex-col gap-4" data-testid="personal-profit">
      <h3 className="text-lg font-bold text-white">{t("records.profitTitle")}</h3>
      <div className="flex gap-2">
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
        <table className="w-full text-left text-sm">
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
                <td className="py-2 pr-3">{t(`categories.${row.gameType}`)}</td>
                <td className="py-2 pr-3 text-right tabular-nums">{row.rounds}</td>
                <td className="py-2 pr-3 text-right tabular-nums">{row.stake}</td>
                <td className="py-2 pr-3 text-right tabular-nums">{row.win}</td>
                <td className={cn("py-2 text-right tabular-nums", tone(row.profit))}>{row.profit}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="border-t border-line font-semibold">
              <td className="py-2 pr-3">{t("records.total")}</td>
              <td className="py-2 pr-3 text-right tabular-nums">{profit.data.total.rounds}</td>
              <td className="py-2 pr-3 text-right tabular-nums">{profit.data.total.stake}</td>
              <td className="py-2 pr-3 text-right tabular-nums">{profit.data.total.win}</td>
              <td
                className={cn("py-2 text-right tabular-nums", tone(profit.data.total.profit))}
                data-testid="profit-total"
              >
                {profit.data.total.profit}
              </td>
            </tr>
          </tfoot>
        </table>
      )}
    </div>
  );
}
