import { calls } from "@jogada/contracts";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useAgentQuery } from "../api/agent-api";
import { DataTable } from "../components/DataTable";
import { errorText, Message, PageTitle, Stat } from "../components/form";
import { PeriodPicker, usePeriod } from "../components/PeriodPicker";
import { TrendChart } from "../components/TrendChart";
import { useFormat } from "../lib/format";

const PARTS = ["dailySalary", "hourlySalary", "realtimeSalary", "dividend", "rebate"] as const;
const COLOURS = {
  dailySalary: "#f5c451",
  hourlySalary: "#7c5cff",
  realtimeSalary: "#34d399",
  dividend: "#60a5fa",
  rebate: "#f472b6",
};

/** My income (revenue report): what salaries, dividends and rebates paid me, per day. */
export default function MyIncomePage() {
  const { t } = useTranslation("agentCentre");
  const format = useFormat();
  const period = usePeriod("thisMonth");
  const { data, error, isLoading } = useAgentQuery(calls.agents.myIncome, { query: period.range });
  const days = useMemo(() => data?.series.map((p) => p.date) ?? [], [data]);
  const series = useMemo(
    () =>
      data
        ? PARTS.filter((part) => data.series.some((p) => Number(p[part]) !== 0)).map((part) => ({
            label: t(`income.${part}`),
            values: data.series.map((p) => Number(p[part])),
            colour: COLOURS[part],
            bars: true,
          }))
        : [],
    [data, t],
  );
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <PageTitle>{t("pages.agentMyIncome")}</PageTitle>
      <PeriodPicker state={period} />
      {error && <Message tone="error">{errorText(error, t("common.failed"))}</Message>}
      {isLoading && <p className="text-sm text-muted">{t("common.loading")}</p>}
      {data && (
        <>
          <div className="grid grid-cols-2 gap-2 md:grid-cols-4">
            <Stat
              label={t("income.total")}
              value={format.money(data.total)}
              tone="up"
              testId="income-total"
            />
            {PARTS.map((part) => (
              <Stat
                key={part}
                label={t(`income.${part}`)}
                value={format.money(data[part])}
                testId={`income-${part}`}
              />
            ))}
            <Stat label={t("income.owedToMe")} value={format.money(data.owedToMe)} />
            <Stat label={t("income.owedByMe")} value={format.money(data.owedByMe)} />
          </div>
          {series.length > 0 && (
            <figure className="min-w-0 rounded-xl border border-line bg-white/5 p-3">
              <TrendChart
                days={days}
                series={series}
                format={(v) => format.money(String(v))}
                testId="chart-income"
              />
            </figure>
          )}
          <DataTable
            testId="income-days"
            rows={data.series.filter((p) => Number(p.total) !== 0)}
            rowKey={(row) => row.date}
            columns={[
              { key: "date", label: t("common.date"), render: (row) => row.date },
              ...PARTS.map((part) => ({
                key: part,
                label: t(`income.${part}`),
                align: "right" as const,
                render: (row: (typeof data.series)[number]) => format.money(row[part]),
              })),
              {
                key: "total",
                label: t("common.total"),
                align: "right",
                render: (row) => format.money(row.total),
              },
            ]}
          />
        </>
      )}
    </div>
  );
}
