import { AGENT_PRODUCTS, type AgentProduct, calls } from "@jogada/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Pagination } from "../../../shared/ui/Pagination";
import { useAgentQuery } from "../api/agent-api";
import { DataTable } from "../components/DataTable";
import { errorText, Field, Message, PageTitle, Select, Stat } from "../components/form";
import { Pill, Signed } from "../components/Labels";
import { usePeriod } from "../components/PeriodPicker";
import { ReportFilters } from "../components/ReportFilters";
import { useFormat } from "../lib/format";

const SIZE = 10;

/** Team betting: my team's bets and rounds, by period, member, product and state. */
export default function TeamBettingPage() {
  const { t } = useTranslation("agentCentre");
  const format = useFormat();
  const period = usePeriod("today");
  const [username, setUsername] = useState("");
  const [product, setProduct] = useState<AgentProduct | "">("");
  const [status, setStatus] = useState<"" | "open" | "closed">("");
  const [page, setPage] = useState(1);
  const { data, error, isLoading } = useAgentQuery(calls.agents.teamBets, {
    query: {
      ...period.range,
      page,
      size: SIZE,
      ...(username ? { username } : {}),
      ...(product ? { product } : {}),
      ...(status ? { status } : {}),
    },
  });
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <PageTitle>{t("pages.agentTeamBetting")}</PageTitle>
      <ReportFilters
        period={period}
        onSearch={(name) => {
          setPage(1);
          setUsername(name);
        }}
        extra={
          <>
            <Field label={t("common.product")}>
              <Select value={product} onChange={(e) => setProduct(e.target.value as AgentProduct | "")}>
                <option value="">{t("common.all")}</option>
                {AGENT_PRODUCTS.filter((p) => p !== "CONS").map((p) => (
                  <option key={p} value={p}>
                    {t(`products.${p}`)}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label={t("common.status")}>
              <Select value={status} onChange={(e) => setStatus(e.target.value as "" | "open" | "closed")}>
                <option value="">{t("common.all")}</option>
                <option value="open">{t("bets.open")}</option>
                <option value="closed">{t("bets.closed")}</option>
              </Select>
            </Field>
          </>
        }
      />
      {error && <Message tone="error">{errorText(error, t("common.failed"))}</Message>}
      {data && (
        <div className="grid grid-cols-3 gap-2">
          <Stat
            label={t("figures.validBet")}
            value={format.money(data.totals.validBet)}
            testId="bets-validBet"
          />
          <Stat label={t("figures.payout")} value={format.money(data.totals.payout)} />
          <Stat label={t("figures.profitLoss")} value={format.money(data.totals.profitLoss)} />
        </div>
      )}
      <DataTable
        testId="team-bets"
        loading={isLoading}
        rows={data?.list}
        rowKey={(row) => row.roundId}
        columns={[
          { key: "started", label: t("bets.started"), render: (row) => format.dateTime(row.startedAt) },
          { key: "username", label: t("common.username"), render: (row) => row.username },
          {
            key: "game",
            label: t("bets.game"),
            render: (row) => (
              <span>
                {row.gameName} <span className="text-xs text-muted">· {row.vendorCode}</span>
              </span>
            ),
          },
          { key: "stake", label: t("bets.stake"), align: "right", render: (row) => format.money(row.stake) },
          {
            key: "valid",
            label: t("figures.validBet"),
            align: "right",
            render: (row) => format.money(row.validBet),
          },
          {
            key: "payout",
            label: t("figures.payout"),
            align: "right",
            render: (row) => format.money(row.payout),
          },
          {
            key: "pl",
            label: t("figures.profitLoss"),
            align: "right",
            render: (row) => <Signed amount={row.profitLoss} text={format.money(row.profitLoss)} />,
          },
          {
            key: "status",
            label: t("common.status"),
            render: (row) => (
              <Pill tone={row.status === "closed" ? "ok" : "warn"}>{t(`bets.${row.status}`)}</Pill>
            ),
          },
        ]}
      />
      {data && <Pagination page={page} totalPages={data.totalPages} onChange={setPage} />}
    </div>
  );
}
