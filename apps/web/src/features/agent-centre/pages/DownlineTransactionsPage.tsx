import { calls } from "@jogada/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Pagination } from "../../../shared/ui/Pagination";
import { useAgentQuery } from "../api/agent-api";
import { DataTable } from "../components/DataTable";
import { errorText, Field, Message, PageTitle, Select } from "../components/form";
import { Signed } from "../components/Labels";
import { usePeriod } from "../components/PeriodPicker";
import { ReportFilters } from "../components/ReportFilters";
import { useFormat } from "../lib/format";

const SIZE = 10;
const TYPES = [
  "deposit",
  "withdrawal",
  "transfer",
  "bet",
  "win",
  "rollback",
  "bonus",
  "adjustment",
  "other",
] as const;
type TxType = (typeof TYPES)[number];

/** Downline transaction details: the wallet movements of my team's members. */
export default function DownlineTransactionsPage() {
  const { t } = useTranslation("agentCentre");
  const format = useFormat();
  const period = usePeriod("today");
  const [username, setUsername] = useState("");
  const [type, setType] = useState<TxType | "">("");
  const [page, setPage] = useState(1);
  const { data, error, isLoading } = useAgentQuery(calls.agents.downlineTransactions, {
    query: {
      ...period.range,
      page,
      size: SIZE,
      ...(username ? { username } : {}),
      ...(type ? { type } : {}),
    },
  });
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <PageTitle>{t("pages.agentDownlineTransactions")}</PageTitle>
      <ReportFilters
        period={period}
        onSearch={(name) => {
          setPage(1);
          setUsername(name);
        }}
        extra={
          <Field label={t("transactions.type")}>
            <Select value={type} onChange={(e) => setType(e.target.value as TxType | "")}>
              <option value="">{t("common.all")}</option>
              {TYPES.map((name) => (
                <option key={name} value={name}>
                  {t(`transactions.types.${name}`)}
                </option>
              ))}
            </Select>
          </Field>
        }
      />
      {error && <Message tone="error">{errorText(error, t("common.failed"))}</Message>}
      <DataTable
        testId="downline-transactions"
        loading={isLoading}
        rows={data?.list}
        rowKey={(row) => row.id}
        columns={[
          { key: "time", label: t("common.date"), render: (row) => format.dateTime(row.createdAt) },
          { key: "username", label: t("common.username"), render: (row) => row.username },
          {
            key: "type",
            label: t("transactions.type"),
            render: (row) =>
              (TYPES as readonly string[]).includes(row.type)
                ? t(`transactions.types.${row.type as TxType}`)
                : row.type,
          },
          {
            key: "detail",
            label: t("transactions.detail"),
            render: (row) => <span className="whitespace-normal">{row.detail}</span>,
          },
          {
            key: "amount",
            label: t("common.amount"),
            align: "right",
            render: (row) => <Signed amount={row.amount} text={format.money(row.amount)} />,
          },
          {
            key: "after",
            label: t("transactions.balanceAfter"),
            align: "right",
            render: (row) => format.money(row.balanceAfter),
          },
        ]}
      />
      {data && <Pagination page={page} totalPages={data.totalPages} onChange={setPage} />}
    </div>
  );
}
