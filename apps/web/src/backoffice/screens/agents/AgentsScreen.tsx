import { type CallValue, calls } from "@jogada/contracts";
import { useState } from "react";
import { cn } from "../../../shared/lib/cn";
import { useOpsQuery } from "../../lib/ops-api";
import { useFormat } from "../format";
import { useScreenTexts } from "../i18n";
import { Badge, Pager, QueryState, ScreenTitle, Table, Tabs } from "../kit";
import { ContractTerms, useContractHeading } from "./ContractTerms";

type Agent = CallValue<typeof calls.backOffice.listAgents>["list"][number];
type Bill = CallValue<typeof calls.backOffice.agentBills>["list"][number];
const PAGE_SIZE = 20;

/** The agent tree, opened one level at a time, and the chosen agent's contracts and bills. */
export default function AgentsScreen() {
  const { t } = useScreenTexts();
  const [selected, setSelected] = useState<Agent | null>(null);
  return (
    <section data-testid="screen-agents">
      <ScreenTitle>{t("agents.title")}</ScreenTitle>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
        <div className="min-w-0 rounded-md border border-line bg-panel-2 p-3">
          <h2 className="mb-2 text-sm font-semibold text-white/90">{t("agents.tabs.tree")}</h2>
          <Level parentId={null} selected={selected} onSelect={setSelected} />
        </div>
        <div className="min-w-0">
          {selected ? (
            <AgentDetail key={selected.id} agent={selected} />
          ) : (
            <p className="py-10 text-center text-sm text-muted">{t("agents.pick")}</p>
          )}
        </div>
      </div>
    </section>
  );
}

function Level({
  parentId,
  selected,
  onSelect,
}: {
  parentId: string | null;
  selected: Agent | null;
  onSelect: (agent: Agent) => void;
}) {
  const { t } = useScreenTexts();
  const [page, setPage] = useState(1);
  const query = useOpsQuery(
    calls.backOffice.listAgents,
    { query: { page, size: PAGE_SIZE, ...(parentId ? { parentId: Number(parentId) } : {}) } },
    { placeholderData: (previous) => previous },
  );
  return (
    <QueryState query={query} isEmpty={(value) => value.list.length === 0} empty={t("agents.empty")}>
      {(value) => (
        <>
          <ul className={parentId ? "ml-3 border-l border-line pl-2" : ""} data-testid="agent-level">
            {value.list.map((agent) => (
              <AgentNode key={agent.id} agent={agent} selected={selected} onSelect={onSelect} />
            ))}
          </ul>
          {value.totalPages > 1 ? (
            <Pager page={value.page} totalPages={value.totalPages} total={value.total} onChange={setPage} />
          ) : null}
        </>
      )}
    </QueryState>
  );
}

function AgentNode({
  agent,
  selected,
  onSelect,
}: {
  agent: Agent;
  selected: Agent | null;
  onSelect: (agent: Agent) => void;
}) {
  const { t } = useScreenTexts();
  const [open, setOpen] = useState(false);
  return (
    <li className="py-0.5">
      <div className="flex items-center gap-1">
        {agent.children > 0 ? (
          <button
            type="button"
            aria-expanded={open}
            aria-label={t("agents.expand", { name: agent.username })}
            className="size-6 shrink-0 rounded text-muted hover:bg-white/10"
            onClick={() => setOpen(!open)}
          >
            {open ? "▾" : "▸"}
          </button>
        ) : (
          <span className="size-6 shrink-0" />
        )}
        <button
          type="button"
          className={cn(
            "min-w-0 truncate rounded px-1.5 py-0.5 text-left text-sm",
            selected?.id === agent.id ? "bg-white/10 text-gold" : "hover:bg-white/10",
          )}
          onClick={() => onSelect(agent)}
        >
          {agent.username}
        </button>
        {agent.children > 0 ? <span className="text-xs text-muted">({agent.children})</span> : null}
        {agent.status !== "active" ? <Badge tone="red">{agent.status}</Badge> : null}
      </div>
      {open ? <Level parentId={agent.id} selected={selected} onSelect={onSelect} /> : null}
    </li>
  );
}

function AgentDetail({ agent }: { agent: Agent }) {
  const { t } = useScreenTexts();
  const [tab, setTab] = useState<"contracts" | "bills">("contracts");
  return (
    <div className="min-w-0">
      <h2 className="mb-2 text-lg font-semibold text-white">
        {agent.username} <span className="text-sm font-normal text-muted">· {agent.merchantCode}</span>
      </h2>
      <Tabs
        label={agent.username}
        active={tab}
        onChange={setTab}
        tabs={[
          { key: "contracts", label: t("agents.tabs.contracts") },
          { key: "bills", label: t("agents.tabs.bills") },
        ]}
      />
      {tab === "contracts" ? <Contracts agentId={agent.id} /> : <Bills agentId={agent.id} />}
    </div>
  );
}

const CONTRACT_TONE: Record<string, "green" | "amber" | "slate" | "sky"> = {
  active: "green",
  offered: "sky",
  terminating: "amber",
};

function Contracts({ agentId }: { agentId: string }) {
  const { t } = useScreenTexts();
  const heading = useContractHeading();
  const query = useOpsQuery(calls.backOffice.agentContracts, { params: { agentId: Number(agentId) } });
  return (
    <QueryState query={query} isEmpty={(value) => value.length === 0} empty={t("agents.emptyContracts")}>
      {(value) => (
        <ul className="grid gap-3" data-testid="contracts-list">
          {value.map((contract) => {
            const { title, offered } = heading(contract);
            return (
              <li
                key={contract.id}
                data-testid={`contract-${contract.id}`}
                className="min-w-0 rounded-md border border-line bg-panel-2 p-3"
              >
                <div className="mb-2 flex flex-wrap items-center gap-2">
                  <h3 className="text-sm font-semibold text-white">{title}</h3>
                  <Badge tone={CONTRACT_TONE[contract.status] ?? "slate"}>
                    {t(`agents.contractStatuses.${contract.status}`)}
                  </Badge>
                  <span className="text-xs text-muted">{offered}</span>
                </div>
                <ContractTerms contract={contract} />
              </li>
            );
          })}
        </ul>
      )}
    </QueryState>
  );
}

function Bills({ agentId }: { agentId: string }) {
  const { t } = useScreenTexts();
  const format = useFormat();
  const [page, setPage] = useState(1);
  const query = useOpsQuery(
    calls.backOffice.agentBills,
    { params: { agentId: Number(agentId) }, query: { page, size: PAGE_SIZE } },
    { placeholderData: (previous) => previous },
  );
  return (
    <QueryState query={query} isEmpty={(value) => value.list.length === 0} empty={t("agents.emptyBills")}>
      {(value) => (
        <>
          <Table<Bill>
            testId="bills-table"
            rows={value.list}
            rowKey={(row) => row.id}
            columns={[
              { key: "period", header: t("agents.period"), cell: (row) => row.period },
              {
                key: "amount",
                header: t("agents.amount"),
                className: "text-right whitespace-nowrap",
                cell: (row) => format.money(row.amount),
              },
              {
                key: "status",
                header: t("common.status"),
                cell: (row) => (
                  <Badge tone={row.status === "paid" ? "green" : row.status === "owed" ? "red" : "slate"}>
                    {t(`agents.billStatuses.${row.status as "paid"}`, { defaultValue: row.status })}
                  </Badge>
                ),
              },
              {
                key: "at",
                header: t("common.createdAt"),
                className: "whitespace-nowrap",
                cell: (row) => format.date(row.createdAt),
              },
            ]}
          />
          <Pager page={value.page} totalPages={value.totalPages} total={value.total} onChange={setPage} />
        </>
      )}
    </QueryState>
  );
}
