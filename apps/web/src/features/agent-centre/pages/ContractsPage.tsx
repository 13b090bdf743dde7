import { type AgentProduct, type Contract, type ContractKind, calls } from "@jogada/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Pagination } from "../../../shared/ui/Pagination";
import { useAgentQuery, useContractInfo } from "../api/agent-api";
import { ContractCard } from "../components/ContractCard";
import { DataTable } from "../components/DataTable";
import { errorText, Message, PageTitle } from "../components/form";
import { OfferForm } from "../components/OfferForm";
import { ScrollStrip, StripTab } from "../components/ScrollStrip";
import { useFormat } from "../lib/format";
import type { PageProps } from "../page-props";

const TABS = ["waiting", "mine", "downlines", "offer", "history"] as const;
type Tab = (typeof TABS)[number];

/** Something waits for my answer: an offer to me, or a termination my upline asked for. */
const waitsForMe = (contract: Contract) =>
  contract.status === "offered" ||
  (contract.status === "terminating" && contract.terminationRequestedBy === "upline");

/**
 * Contracts (SPEC §3, §4): offers waiting with accept/reject, my active contracts with their
 * terms, my downlines' contracts, an offer to a direct downline with a preview of what it would
 * have paid, termination asked and confirmed, and the history of every change.
 */
export default function ContractsPage({ memberId }: PageProps) {
  const { t } = useTranslation("agentCentre");
  const { data, error, isLoading } = useContractInfo();
  const waiting = data?.mine.filter(waitsForMe) ?? [];
  const [tab, setTab] = useState<Tab>(() => (memberId ? "offer" : waiting.length > 0 ? "waiting" : "mine"));
  const [done, setDone] = useState<string | null>(null);
  const choose = (next: Tab) => {
    setDone(null);
    setTab(next);
  };
  const downlineAsks = data?.downlines.filter(
    (c) => c.status === "terminating" && c.terminationRequestedBy === "agent",
  ).length;
  return (
    <div className="flex min-w-0 flex-col gap-4" data-testid="contracts-page">
      <PageTitle>{t("pages.agentContracts")}</PageTitle>
      <ScrollStrip label={t("pages.agentContracts")} testId="contract-tabs">
        {TABS.map((name) => (
          <StripTab
            key={name}
            active={tab === name}
            onSelect={() => choose(name)}
            testId={`contracts-tab-${name}`}
          >
            {t(`contracts.${name}`)}
            {name === "waiting" && waiting.length > 0 && (
              <span className="ml-1 rounded-full bg-red-500 px-1.5 text-xs font-bold text-white">
                {waiting.length}
              </span>
            )}
            {name === "downlines" && downlineAsks ? (
              <span className="ml-1 rounded-full bg-red-500 px-1.5 text-xs font-bold text-white">
                {downlineAsks}
              </span>
            ) : null}
          </StripTab>
        ))}
      </ScrollStrip>
      {error && <Message tone="error">{errorText(error, t("common.failed"))}</Message>}
      {done && <Message tone="ok">{done}</Message>}
      {isLoading && <p className="text-sm text-muted">{t("common.loading")}</p>}
      {data && tab === "waiting" && (
        <ContractList
          contracts={waiting}
          side="agent"
          empty={t("contracts.noWaiting")}
          testId="contracts-waiting"
          onDone={setDone}
        />
      )}
      {data && tab === "mine" && (
        <ContractList
          contracts={data.mine.filter((c) => c.status === "active" || c.status === "terminating")}
          side="agent"
          empty={t("common.empty")}
          testId="contracts-mine"
          onDone={setDone}
        />
      )}
      {data && tab === "downlines" && (
        <ContractList
          contracts={data.downlines.filter((c) => ["offered", "active", "terminating"].includes(c.status))}
          side="upline"
          empty={t("common.empty")}
          testId="contracts-downlines"
          onDone={setDone}
        />
      )}
      {data && tab === "offer" && (
        <OfferForm
          ceilings={
            data.ceilings as { kind: ContractKind; product: AgentProduct; terms: Contract["terms"] }[]
          }
          memberId={memberId}
          onOffered={(text) => {
            setTab("downlines");
            setDone(text);
          }}
        />
      )}
      {tab === "history" && <ContractHistory />}
    </div>
  );
}

function ContractList({
  contracts,
  side,
  empty,
  testId,
  onDone,
}: {
  contracts: Contract[];
  side: "agent" | "upline";
  empty: string;
  testId: string;
  onDone: (text: string) => void;
}) {
  if (contracts.length === 0)
    return (
      <p className="text-sm text-muted" data-testid={`${testId}-empty`}>
        {empty}
      </p>
    );
  return (
    <div className="grid min-w-0 gap-3 lg:grid-cols-2" data-testid={testId}>
      {contracts.map((contract) => (
        <ContractCard key={contract.id} contract={contract} side={side} onDone={onDone} />
      ))}
    </div>
  );
}

function ContractHistory() {
  const { t } = useTranslation("agentCentre");
  const format = useFormat();
  const [page, setPage] = useState(1);
  const { data, error, isLoading } = useAgentQuery(calls.agents.contractHistory, {
    query: { page, size: 10 },
  });
  return (
    <div className="flex min-w-0 flex-col gap-3">
      {error && <Message tone="error">{errorText(error, t("common.failed"))}</Message>}
      <DataTable
        testId="contract-history"
        loading={isLoading}
        rows={data?.list}
        rowKey={(row) => row.id}
        columns={[
          { key: "time", label: t("common.date"), render: (row) => format.dateTime(row.createdAt) },
          { key: "contract", label: "#", render: (row) => row.contractId },
          {
            key: "action",
            label: t("contracts.event"),
            render: (row) => t(`contracts.actions.${row.action as "offer"}`, { defaultValue: row.action }),
          },
          {
            key: "status",
            label: t("common.status"),
            render: (row) =>
              `${row.fromStatus ? `${t(`contracts.statuses.${row.fromStatus}`)} → ` : ""}${t(`contracts.statuses.${row.toStatus}`)}`,
          },
          { key: "by", label: t("contracts.by"), render: (row) => row.actorUsername },
          {
            key: "note",
            label: t("contracts.note"),
            render: (row) => <span className="whitespace-normal">{row.note}</span>,
          },
        ]}
      />
      {data && <Pagination page={page} totalPages={data.totalPages} onChange={setPage} />}
    </div>
  );
}
