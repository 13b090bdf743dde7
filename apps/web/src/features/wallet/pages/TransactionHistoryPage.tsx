import { calls, TRANSACTION_TYPES, type TransactionType } from "@jogada/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { usePageName } from "../../../shared/lib/page-names";
import { useFormat } from "../../../shared/lib/use-format";
import { Button } from "../../../shared/ui/Button";
import { DateInput } from "../../../shared/ui/DateInput";
import { Pagination } from "../../../shared/ui/Pagination";
import { useWalletQuery } from "../api/wallet-api";
import { Field, selectClass } from "../components/form";
import { movementLabel } from "../lib/movement-label";

const SIZE = 10;
const dateClass =
  "h-10 w-full rounded-lg border border-line bg-night px-3 text-white placeholder:text-muted/60 focus-visible:ring-2 focus-visible:ring-gold focus-visible:outline-none";

/** The account record (MEMTRANS3): every movement with the balance after it, by type and dates. */
export default function TransactionHistoryPage() {
  const pageName = usePageName("transactionHistory");
  const { t } = useTranslation("wallet");
  const format = useFormat();
  // Times are on the brand's clock, named in the heading: "Hora · Brasília (GMT-3)".
  const timeHeading = `${t("history.time")} · ${format.zone()}`;
  const [draft, setDraft] = useState({ type: "", startDate: "", endDate: "" });
  const [filter, setFilter] = useState(draft);
  const [page, setPage] = useState(1);
  const { data, isLoading } = useWalletQuery(calls.wallet.transactions, {
    query: {
      type: (filter.type || undefined) as TransactionType | undefined,
      startDate: filter.startDate || undefined,
      endDate: filter.endDate || undefined,
      page,
      size: SIZE,
    },
  });
  return (
    <div className="flex flex-col gap-4">
      <h3 className="text-lg font-bold text-white">{pageName}</h3>
      <form
        className="grid gap-2 sm:grid-cols-4"
        onSubmit={(event) => {
          event.preventDefault();
          setPage(1);
          setFilter(draft);
        }}
      >
        <Field label={t("history.type")}>
          <select
            className={selectClass}
            value={draft.type}
            onChange={(e) => setDraft({ ...draft, type: e.target.value })}
            data-testid="history-type"
          >
            <option value="">{t("history.all")}</option>
            {TRANSACTION_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`history.types.${type}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t("history.from")}>
          <DateInput
            className={dateClass}
            value={draft.startDate}
            onChange={(day) => setDraft({ ...draft, startDate: day })}
          />
        </Field>
        <Field label={t("history.to")}>
          <DateInput
            className={dateClass}
            value={draft.endDate}
            onChange={(day) => setDraft({ ...draft, endDate: day })}
          />
        </Field>
        <div className="flex items-end">
          <Button type="submit" variant="ghost">
            {t("history.search")}
          </Button>
        </div>
      </form>
      {isLoading && <p className="text-sm text-muted">{t("common.loading")}</p>}
      {data?.list.length === 0 && <p className="text-sm text-muted">{t("common.empty")}</p>}
      {data && data.list.length > 0 && (
        <div>
          <table className="record-table w-full text-left text-sm" data-testid="history-table">
            <thead className="text-muted">
              <tr>
                <th className="py-2 pr-3 font-normal">{timeHeading}</th>
                <th className="py-2 pr-3 font-normal">{t("history.type")}</th>
                <th className="py-2 pr-3 text-right font-normal">{t("common.amount")}</th>
                <th className="py-2 pr-3 text-right font-normal">{t("history.balanceAfter")}</th>
              </tr>
            </thead>
            <tbody>
              {data.list.map((item) => (
                <tr key={item.id} className="border-t border-line text-white">
                  <td
                    data-label={timeHeading}
                    className="py-2 pr-3 whitespace-nowrap"
                    data-testid="history-time"
                  >
                    {format.dateTime(item.createdAt)}
                  </td>
                  <td data-label={t("history.type")} className="py-2 pr-3" data-testid="history-kind">
                    {movementLabel(item.detail, t(`history.types.${item.type}`), t)}
                  </td>
                  <td
                    data-label={t("common.amount")}
                    className={`py-2 pr-3 text-right tabular-nums ${item.amount.startsWith("-") ? "text-red-300" : "text-emerald-300"}`}
                  >
                    {format.money(item.amount)}
                  </td>
                  <td data-label={t("history.balanceAfter")} className="py-2 pr-3 text-right tabular-nums">
                    {format.money(item.balanceAfter)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data && data.totalPages > 1 && (
        <Pagination page={page} totalPages={data.totalPages} onChange={setPage} />
      )}
    </div>
  );
}
