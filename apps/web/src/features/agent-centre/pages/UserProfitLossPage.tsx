import { calls } from "@jogada/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Pagination } from "../../../shared/ui/Pagination";
import { useAgentQuery } from "../api/agent-api";
import { DataTable } from "../components/DataTable";
import { errorText, Message, PageTitle } from "../components/form";
import { RoleLabel, Signed } from "../components/Labels";
import { usePeriod } from "../components/PeriodPicker";
import { ReportFilters } from "../components/ReportFilters";
import { useFormat } from "../lib/format";

const SIZE = 10;

/** User profit and loss: each team member's bets, result and money for a period. */
export default function UserProfitLossPage() {
  const { t } = useTranslation("agentCentre");
  const format = useFormat();
  const period = usePeriod("thisWeek");
  const [username, setUsername] = useState("");
  const [page, setPage] = useState(1);
  const { data, error, isLoading } = useAgentQuery(calls.agents.memberProfitLoss, {
    query: { ...period.range, page, size: SIZE, ...(username ? { username } : {}) },
  });
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <PageTitle>{t("pages.agentUserProfitLoss")}</PageTitle>
      <ReportFilters
        period={period}
        onSearch={(name) => {
          setPage(1);
          setUsername(name);
        }}
      />
      {error && <Message tone="error">{errorText(error, t("common.failed"))}</Message>}
      <DataTable
        testId="member-pl"
        loading={isLoading}
        rows={data?.list}
        rowKey={(row) => row.memberId}
        columns={[
          {
            key: "username",
            label: t("common.username"),
            render: (row) => <span className="font-semibold">{row.username}</span>,
          },
          { key: "role", label: t("downlines.role"), render: (row) => <RoleLabel type={row.type} /> },
          { key: "level", label: t("downlines.level"), align: "right", render: (row) => row.level },
          { key: "bets", label: t("figures.bets"), align: "right", render: (row) => format.count(row.bets) },
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
            key: "dep",
            label: t("figures.deposits"),
            align: "right",
            render: (row) => format.money(row.deposits),
          },
          {
            key: "wd",
            label: t("figures.withdrawals"),
            align: "right",
            render: (row) => format.money(row.withdrawals),
          },
        ]}
      />
      {data && <Pagination page={page} totalPages={data.totalPages} onChange={setPage} />}
    </div>
  );
}
