import { calls, TRANSACTION_TYPES, type TransactionType } from "@jogada/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../shared/ui/Button";
import { Pagination } from "../../../shared/ui/Pagination";
import { useWalletQuery } from "../api/wallet-api";
import { Field, Input, selectClass } from "../components/form";
import { formatAmount } from "../lib/money";

const SIZE = 10;

/** The account record (MEMTRANS3): every movement with the balance after it, by type and dates. */
export default function TransactionHistoryPage() {
  const { t, i18n } = useTranslation("wallet");
  const language = i18n.language === "EN" ? "EN" : "PT";
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
  const when = new Intl.DateTimeFormat(language === "EN" ? "en-US" : "pt-BR", {
    dateStyle: "short",
    timeStyle: "medium",
  });
  return (
    <div className="flex flex-col gap-4">
      <h3 className="text-lg font-bold text-white">{t("pages.transactionHistory")}</h3>
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
          <Input
            type="date"
            value={draft.startDate}
            onChange={(e) => setDraft({ ...draft, startDate: e.target.value })}
          />
        </Field>
        <Field label={t("history.to")}>
          <Input
            type="date"
            value={draft.endDate}
            onChange={(e) => setDraft({ ...draft, endDate: e.target.value })}
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
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm" data-testid="history-table">
            <thead className="text-muted">
              <tr>
                <th className="py-2 pr-3 font-normal">{t("history.time")}</th>
                <th className="py-2 pr-3 font-normal">{t("history.type")}</th>
                <th className="py-2 pr-3 text-right font-normal">{t("common.amount")}</th>
                <th className="py-2 pr-3 text-right font-normal">{t("history.balanceAfter")}</th>
              </tr>
            </thead>
            <tbody>
              {data.list.map((item) => (
                <tr key={item.id} className="border-t border-line text-white">
                  <td className="py-2 pr-3 whitespace-nowrap">{when.format(new Date(item.createdAt))}</td>
                  <td className="py-2 pr-3">{t(`history.types.${item.type}`)}</td>
                  <td
                    className={`py-2 pr-3 text-right tabular-nums ${item.amount.startsWith("-") ? "text-red-300" : "text-emerald-300"}`}
                  >
                    {formatAmount(item.amount, language)}
                  </td>
                  <td className="py-2 pr-3 text-right tabular-nums">
                    {formatAmount(item.balanceAfter, language)}
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
