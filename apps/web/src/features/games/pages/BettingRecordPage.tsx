import type { RecordCategory } from "@jogada/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "../../../shared/lib/cn";
import { usePageName } from "../../../shared/lib/page-names";
import { useFormat } from "../../../shared/lib/use-format";
import { useSite } from "../../../shared/site/site-info";
import { DateInput } from "../../../shared/ui/DateInput";
import { Pagination } from "../../../shared/ui/Pagination";
import { Spinner } from "../../../shared/ui/Spinner";
import { useBetRecords, useGameMenus } from "../api/games-api";

const input =
  "h-9 rounded-lg border border-line bg-panel-2 px-2 text-sm text-white focus:border-gold focus:outline-none";

/** yyyy-MM-dd `days` before today in the brand's time zone (the server reads dates there too). */
function daysAgo(days: number, timeZone: string): string {
  const date = new Date(Date.now() - days * 86_400_000);
  return new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(date);
}

/** Member centre "betting record" (personalHistoryCopy): every round, filtered by category, vendor and dates. */
export default function BettingRecordPage() {
  const pageName = usePageName("personalHistoryCopy");
  const { t } = useTranslation("games");
  const site = useSite();
  const format = useFormat();
  const timeHeading = `${t("records.time")} · ${format.zone()}`;
  const menus = useGameMenus();
  const [gameType, setGameType] = useState<RecordCategory | "">("");
  const [vassalage, setVassalage] = useState("");
  const [startDate, setStartDate] = useState(() => daysAgo(6, site.info.timeZone));
  const [endDate, setEndDate] = useState(() => daysAgo(0, site.info.timeZone));
  const [page, setPage] = useState(1);
  const records = useBetRecords({
    page,
    gameType: gameType || undefined,
    vassalage: vassalage || undefined,
    startDate,
    endDate,
  });
  const lanes = menus.data?.lanes ?? [];
  // A vendor with games in several categories is listed once.
  const vendors = [
    ...new Map(
      (gameType && gameType !== "BGS" ? lanes.filter((lane) => lane.title === gameType) : lanes)
        .flatMap((lane) => lane.cards)
        // House games are their own category (RecordCategory), not their lobby lane's.
        .filter((card) => (gameType === "BGS") === (card.vassalage === "BGS") || !gameType)
        .map((card) => [card.vassalage, card] as const),
    ).values(),
  ];
  const reset = () => setPage(1);

  return (
    <div className="flex flex-col gap-4" data-testid="betting-record">
      <h3 className="text-lg font-bold text-white">{pageName}</h3>
      <div className="flex flex-wrap items-end gap-2 text-sm">
        <label className="flex flex-col gap-1">
          <span className="text-muted">{t("records.category")}</span>
          <select
            className={input}
            value={gameType}
            onChange={(event) => {
              setGameType(event.target.value as RecordCategory | "");
              setVassalage("");
              reset();
            }}
          >
            <option value="">{t("filters.all")}</option>
            {lanes.map((lane) => (
              <option key={lane.title} value={lane.title}>
                {t(`categories.${lane.title}`)}
              </option>
            ))}
            <option value="BGS">{t("categories.BGS")}</option>
          </select>
        </label>
        <label className="flex flex-col gap-1">
          <span className="text-muted">{t("records.vendor")}</span>
          <select
            className={input}
            value={vassalage}
            onChange={(event) => {
              setVassalage(event.target.value);
              reset();
            }}
          >
            <option value="">{t("filters.all")}</option>
            {vendors.map((card) => (
              <option key={card.vassalage} value={card.vassalage}>
                {card.displayName}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1">
          <span className="text-muted">{t("records.from")}</span>
          <DateInput
            className={input}
            value={startDate}
            onChange={(day) => {
              setStartDate(day);
              reset();
            }}
          />
        </label>
        <label className="flex flex-col gap-1">
          <span className="text-muted">{t("records.to")}</span>
          <DateInput
            className={input}
            value={endDate}
            onChange={(day) => {
              setEndDate(day);
              reset();
            }}
          />
        </label>
      </div>
      {records.isPending ? (
        <Spinner className="grid place-items-center py-10" />
      ) : records.isError ? (
        <p className="py-10 text-center text-muted">{records.error.message || t("list.error")}</p>
      ) : records.data.list.length === 0 ? (
        <p className="py-10 text-center text-muted">{t("records.empty")}</p>
      ) : (
        <>
          <div>
            <table className="record-table w-full text-left text-sm">
              <thead className="text-muted">
                <tr>
                  <th className="py-2 pr-3 font-medium">{timeHeading}</th>
                  <th className="py-2 pr-3 font-medium">{t("records.game")}</th>
                  <th className="py-2 pr-3 text-right font-medium">{t("records.stake")}</th>
                  <th className="py-2 pr-3 text-right font-medium">{t("records.win")}</th>
                  <th className="py-2 pr-3 text-right font-medium">{t("records.profit")}</th>
                  <th className="py-2 font-medium">{t("records.result")}</th>
                </tr>
              </thead>
              <tbody>
                {records.data.list.map((row) => (
                  <tr key={row.roundId} className="border-t border-line/60" data-testid="bet-record-row">
                    <td data-label={timeHeading} className="py-2 pr-3 whitespace-nowrap text-muted">
                      {format.dateTime(row.betTime)}
                    </td>
                    <td data-label={t("records.game")} className="py-2 pr-3">
                      <span className="block">{row.gameName}</span>
                      <span className="text-xs text-muted">{row.vendorName}</span>
                    </td>
                    <td data-label={t("records.stake")} className="py-2 pr-3 text-right tabular-nums">
                      {format.money(row.stake)}
                    </td>
                    <td data-label={t("records.win")} className="py-2 pr-3 text-right tabular-nums">
                      {format.money(row.win)}
                    </td>
                    <td
                      data-label={t("records.profit")}
                      className={cn(
                        "py-2 pr-3 text-right tabular-nums",
                        row.profit.startsWith("-") ? "text-rose-400" : "text-emerald-400",
                      )}
                    >
                      {format.money(row.profit)}
                    </td>
                    <td data-label={t("records.result")} className="py-2">
                      {t(`records.results.${row.result}`)}
                    </td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr className="border-t border-line font-semibold">
                  <td className="py-2 pr-3" colSpan={2}>
                    {t("records.total")}
                  </td>
                  <td data-label={t("records.stake")} className="py-2 pr-3 text-right tabular-nums">
                    {format.money(records.data.summary.stake)}
                  </td>
                  <td data-label={t("records.win")} className="py-2 pr-3 text-right tabular-nums">
                    {format.money(records.data.summary.win)}
                  </td>
                  <td data-label={t("records.profit")} className="py-2 pr-3 text-right tabular-nums">
                    {format.money(records.data.summary.profit)}
                  </td>
                  <td className="max-sm:hidden" />
                </tr>
              </tfoot>
            </table>
          </div>
          <Pagination page={page} totalPages={records.data.totalPages} onChange={setPage} />
        </>
      )}
    </div>
  );
}
