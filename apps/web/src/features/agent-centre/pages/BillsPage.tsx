import { BILL_STATUSES, calls, LIMITS } from "@jogada/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Pagination } from "../../../shared/ui/Pagination";
import { useAgentQuery } from "../api/agent-api";
import { DataTable } from "../components/DataTable";
import { errorText, Field, Message, PageTitle, Select } from "../components/form";
import { Pill, Signed } from "../components/Labels";
import { PeriodPicker, usePeriod } from "../components/PeriodPicker";
import { ScrollStrip, StripTab } from "../components/ScrollStrip";
import type { ContractKindName } from "../lib/contracts";
import { useFormat } from "../lib/format";

const SIZE = 10;
type BillStatus = (typeof BILL_STATUSES)[number];
const STATUS_TONE = { paid: "ok", pending: "warn", owed: "bad", zero: "muted" } as const;

const RECORDS = {
  dividend: { call: calls.agents.dividendRecords, page: "agentDividendRecord" },
  daily: { call: calls.agents.dailyWageRecords, page: "agentDailyWages" },
  hourly: { call: calls.agents.hourlySalaryRecords, page: "agentHourlySalary" },
  realtime: { call: calls.agents.realtimeSalaryRecords, page: "agentRealTimeSalary" },
} as const;

/**
 * Dividend record, daily wages, hourly salary and real-time salary: the itemised bills of one
 * contract kind, those paid to me or those I pay my direct downlines, with how each was reached.
 */
export default function BillsPage({ kind }: { kind: ContractKindName }) {
  const { t } = useTranslation("agentCentre");
  const format = useFormat();
  const record = RECORDS[kind];
  const period = usePeriod(kind === "dividend" ? "lastMonth" : "thisWeek");
  const [role, setRole] = useState<"mine" | "downline">("mine");
  const [status, setStatus] = useState<BillStatus | "">("");
  const [page, setPage] = useState(1);
  const { data, error, isLoading } = useAgentQuery(record.call, {
    query: { ...period.range, role, page, size: SIZE, ...(status ? { status } : {}) },
  });
  return (
    <div className="flex min-w-0 flex-col gap-4" data-testid={`bills-${kind}`}>
      <PageTitle>{t(`pages.${record.page}`)}</PageTitle>
      {kind === "realtime" && (
        <p className="text-sm text-muted">
          {t("terms.realtimeNote", { minutes: LIMITS.realTimeSalaryMinutes })}
        </p>
      )}
      <ScrollStrip label={t(`pages.${record.page}`)}>
        {(["mine", "downline"] as const).map((name) => (
          <StripTab
            key={name}
            active={role === name}
            onSelect={() => {
              setPage(1);
              setRole(name);
            }}
            testId={`bills-role-${name}`}
          >
            {t(`bills.${name}`)}
          </StripTab>
        ))}
      </ScrollStrip>
      <PeriodPicker state={period} />
      <Field label={t("common.status")} className="sm:w-48">
        <Select value={status} onChange={(e) => setStatus(e.target.value as BillStatus | "")}>
          <option value="">{t("common.all")}</option>
          {BILL_STATUSES.map((name) => (
            <option key={name} value={name}>
              {t(`bills.statuses.${name}`)}
            </option>
          ))}
        </Select>
      </Field>
      {error && <Message tone="error">{errorText(error, t("common.failed"))}</Message>}
      {data && (
        <p className="text-sm text-white" data-testid="bills-totals">
          {t("bills.totals", {
            gross: format.money(data.totals.gross),
            net: format.money(data.totals.net),
            owed: format.money(data.totals.owed),
          })}
        </p>
      )}
      <DataTable
        testId="bills"
        loading={isLoading}
        rows={data?.list}
        rowKey={(row) => row.id}
        columns={[
          {
            key: "period",
            label: t("bills.period"),
            render: (row) => format.period(kind, row.periodStart, row.periodEnd),
          },
          role === "downline"
            ? { key: "agent", label: t("bills.agent"), render: (row) => row.agentUsername }
            : {
                key: "payer",
                label: t("bills.payer"),
                render: (row) => row.payerUsername || t("contracts.house"),
              },
          { key: "product", label: t("common.product"), render: (row) => t(`products.${row.product}`) },
          {
            key: "bet",
            label: t("bills.teamValidBet"),
            align: "right",
            render: (row) => format.money(row.teamValidBet),
          },
          {
            key: "active",
            label: t("bills.activeMembers"),
            align: "right",
            render: (row) => format.count(row.activeMembers),
          },
          ...(kind === "dividend"
            ? [
                {
                  key: "loss",
                  label: t("bills.netLoss"),
                  align: "right" as const,
                  render: (row: (typeof data & {})["list"][number]) => format.money(row.netLoss),
                },
                {
                  key: "carried",
                  label: t("bills.carried"),
                  align: "right" as const,
                  render: (row: (typeof data & {})["list"][number]) => format.money(row.carriedIn),
                },
              ]
            : []),
          {
            key: "tier",
            label: t("bills.tier"),
            render: (row) => (
              <span>
                {row.tier < 0 ? t("contracts.tierNone") : t("contracts.tierN", { n: row.tier + 1 })}
              </span>
            ),
          },
          {
            key: "rate",
            label: t("bills.rate"),
            align: "right",
            render: (row) => (row.rateType === "P" ? format.percent(row.rate) : format.money(row.rate)),
          },
          { key: "gross", label: t("bills.gross"), align: "right", render: (row) => format.money(row.gross) },
          {
            key: "paid",
            label: t("bills.paidToDownlines"),
            align: "right",
            render: (row) => format.money(row.paidToDownlines),
          },
          {
            key: "net",
            label: t("bills.net"),
            align: "right",
            render: (row) => <Signed amount={row.net} text={format.money(row.net)} />,
          },
          {
            key: "status",
            label: t("common.status"),
            render: (row) => (
              <span data-testid="bill-status">
                <Pill tone={STATUS_TONE[row.status]}>{t(`bills.statuses.${row.status}`)}</Pill>
              </span>
            ),
          },
        ]}
      />
      {data && <Pagination page={page} totalPages={data.totalPages} onChange={setPage} />}
    </div>
  );
}
