import { calls, isAgentType } from "@jogada/contracts";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../shared/ui/Button";
import { ChevronRightIcon } from "../../../shared/ui/icons";
import { Pagination } from "../../../shared/ui/Pagination";
import { useAgentQuery } from "../api/agent-api";
import { DataTable } from "../components/DataTable";
import { errorText, Field, Input, Message, PageTitle, Select } from "../components/form";
import { Pill, RoleLabel } from "../components/Labels";
import { ScrollStrip, StripTab } from "../components/ScrollStrip";
import { TransferPanel } from "../components/TransferPanel";
import { useFormat } from "../lib/format";
import type { PageProps } from "../page-props";

const SIZE = 10;
const STATUS_TONE = { 0: "ok", 1: "warn", 2: "bad" } as const;

/** Downline management: my team as a list (search, balance, last login, status, contracts) or a tree. */
export default function DownlinesPage({ navigate }: PageProps) {
  const { t } = useTranslation("agentCentre");
  const [view, setView] = useState<"list" | "tree">("list");
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <PageTitle>{t("pages.agentDownlines")}</PageTitle>
      <ScrollStrip label={t("pages.agentDownlines")}>
        {(["list", "tree"] as const).map((name) => (
          <StripTab
            key={name}
            active={view === name}
            onSelect={() => setView(name)}
            testId={`dl-view-${name}`}
          >
            {t(`downlines.${name}`)}
          </StripTab>
        ))}
      </ScrollStrip>
      {view === "list" ? <DownlineList navigate={navigate} /> : <DownlineTree navigate={navigate} />}
    </div>
  );
}

type Filter = { username: string; role: "all" | "member" | "agent"; directOnly: boolean; parentId?: number };

function DownlineList({ navigate, parentId }: { navigate: PageProps["navigate"]; parentId?: number }) {
  const { t } = useTranslation("agentCentre");
  const format = useFormat();
  const [draft, setDraft] = useState<Filter>({ username: "", role: "all", directOnly: false, parentId });
  const [filter, setFilter] = useState(draft);
  const [page, setPage] = useState(1);
  const [transferTo, setTransferTo] = useState<{ id: number; username: string } | null>(null);
  const { data, error, isLoading } = useAgentQuery(calls.agents.downlineList, {
    query: {
      page,
      size: SIZE,
      role: filter.role,
      directOnly: filter.directOnly ? "true" : "false",
      ...(filter.username.trim() ? { username: filter.username.trim() } : {}),
      ...(filter.parentId ? { parentId: filter.parentId } : {}),
    },
  });
  const search = (event: FormEvent) => {
    event.preventDefault();
    setPage(1);
    setFilter(draft);
  };
  return (
    <div className="flex min-w-0 flex-col gap-3">
      {parentId === undefined && (
        <form onSubmit={search} className="grid grid-cols-2 gap-2 sm:grid-cols-4 sm:items-end">
          <Field label={t("common.username")} className="col-span-2 sm:col-span-1">
            <Input
              value={draft.username}
              onChange={(e) => setDraft({ ...draft, username: e.target.value })}
              data-testid="dl-search"
            />
          </Field>
          <Field label={t("downlines.role")}>
            <Select
              value={draft.role}
              onChange={(e) => setDraft({ ...draft, role: e.target.value as Filter["role"] })}
            >
              <option value="all">{t("common.all")}</option>
              <option value="member">{t("common.member")}</option>
              <option value="agent">{t("common.agent")}</option>
            </Select>
          </Field>
          <label className="flex h-10 items-center gap-2 text-sm text-muted">
            <input
              type="checkbox"
              checked={draft.directOnly}
              onChange={(e) => setDraft({ ...draft, directOnly: e.target.checked })}
              className="size-4 accent-amber-400"
            />
            {t("downlines.directOnly")}
          </label>
          <Button
            type="submit"
            variant="ghost"
            className="col-span-2 sm:col-span-1"
            data-testid="dl-search-submit"
          >
            {t("common.search")}
          </Button>
        </form>
      )}
      {error && <Message tone="error">{errorText(error, t("common.failed"))}</Message>}
      {transferTo && <TransferPanel target={transferTo} onClose={() => setTransferTo(null)} />}
      <DataTable
        testId="downline-list"
        loading={isLoading}
        rows={data?.list}
        rowKey={(row) => row.id}
        columns={[
          {
            key: "username",
            label: t("common.username"),
            render: (row) => (
              <span className="font-semibold" data-testid="dl-username">
                {row.username}
                {row.nickname && row.nickname !== row.username && (
                  <span className="ml-1 text-xs text-muted">({row.nickname})</span>
                )}
              </span>
            ),
          },
          { key: "role", label: t("downlines.role"), render: (row) => <RoleLabel type={row.type} /> },
          {
            key: "level",
            label: t("downlines.level"),
            render: (row) =>
              row.level === 1 ? t("downlines.direct") : `${row.level} · ${row.uplineUsername}`,
          },
          {
            key: "balance",
            label: t("downlines.balance"),
            align: "right",
            render: (row) => format.money(row.balance),
          },
          {
            key: "lastLogin",
            label: t("downlines.lastLogin"),
            render: (row) => (row.lastLoginAt ? format.dateTime(row.lastLoginAt) : t("downlines.never")),
          },
          {
            key: "status",
            label: t("common.status"),
            render: (row) => (
              <Pill tone={STATUS_TONE[row.status as 0 | 1 | 2] ?? "muted"}>
                {t(`downlines.status.${String(row.status) as "0"}`)}
              </Pill>
            ),
          },
          {
            key: "team",
            label: t("downlines.teamSize"),
            align: "right",
            render: (row) => format.count(row.teamSize),
          },
          {
            key: "contracts",
            label: t("downlines.contracts"),
            render: (row) =>
              row.contracts.length === 0 ? (
                <span className="text-muted">{t("downlines.noContract")}</span>
              ) : (
                <span className="inline-flex flex-wrap justify-end gap-1 sm:justify-start">
                  {row.contracts.map((contract) => (
                    <Pill key={contract.contractId} tone={contract.status === "active" ? "ok" : "muted"}>
                      {t(`contracts.kinds.${contract.kind}`)} · {t(`contracts.statuses.${contract.status}`)}
                    </Pill>
                  ))}
                </span>
              ),
          },
        ]}
        actions={(row) =>
          row.level === 1 ? (
            <span className="inline-flex flex-wrap justify-end gap-2">
              <Button
                size="sm"
                variant="ghost"
                onClick={() => setTransferTo({ id: row.id, username: row.username })}
                data-testid="dl-transfer"
              >
                {t("downlines.transfer")}
              </Button>
              {isAgentType(row.type) && (
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => navigate("agentContracts", { memberId: row.id })}
                  data-testid="dl-offer"
                >
                  {t("downlines.offer")}
                </Button>
              )}
            </span>
          ) : null
        }
      />
      {data && <Pagination page={page} totalPages={data.totalPages} onChange={setPage} />}
    </div>
  );
}

function DownlineTree({ navigate }: { navigate: PageProps["navigate"] }) {
  const { t } = useTranslation("agentCentre");
  const format = useFormat();
  const [path, setPath] = useState<{ id?: number; username: string }[]>([{ username: t("downlines.root") }]);
  const current = path.at(-1);
  const { data, error, isLoading } = useAgentQuery(calls.agents.downlineTree, {
    query: current?.id ? { parentId: current.id } : {},
  });
  return (
    <div className="flex min-w-0 flex-col gap-3" data-testid="downline-tree">
      <nav aria-label={t("downlines.tree")} className="flex flex-wrap items-center gap-1 text-sm">
        {path.map((step, index) => (
          <span key={`${step.id ?? "root"}`} className="inline-flex items-center gap-1">
            {index > 0 && <ChevronRightIcon className="size-3 text-muted" />}
            <button
              type="button"
              disabled={index === path.length - 1}
              onClick={() => setPath(path.slice(0, index + 1))}
              className="rounded px-1 text-gold hover:underline disabled:text-white disabled:no-underline"
            >
              {step.username}
            </button>
          </span>
        ))}
      </nav>
      {error && <Message tone="error">{errorText(error, t("common.failed"))}</Message>}
      {isLoading && <p className="text-sm text-muted">{t("common.loading")}</p>}
      {data && (
        <>
          <div className="rounded-xl border border-gold/40 bg-gold/5 p-3 text-sm text-white">
            <span className="font-semibold">{data.node.username}</span>{" "}
            <span className="text-muted">
              · <RoleLabel type={data.node.type} /> · {t("figures.directMembers")}{" "}
              {format.count(data.node.directCount)} · {t("figures.teamSize")}{" "}
              {format.count(data.node.teamSize)}
            </span>
          </div>
          {data.children.length === 0 ? (
            <p className="text-sm text-muted">{t("common.empty")}</p>
          ) : (
            <ul className="flex flex-col gap-1 border-l border-line pl-3">
              {data.children.map((child) => (
                <li
                  key={child.id}
                  className="flex min-w-0 items-center justify-between gap-2 rounded-lg bg-white/5 px-3 py-2 text-sm"
                >
                  <span className="min-w-0 truncate text-white">
                    <span className="font-semibold">{child.username}</span>{" "}
                    <span className="text-muted">
                      · <RoleLabel type={child.type} /> · {format.count(child.teamSize)}
                    </span>
                  </span>
                  {child.directCount > 0 && (
                    <button
                      type="button"
                      onClick={() => setPath([...path, { id: child.id, username: child.username }])}
                      aria-label={t("downlines.open", { username: child.username })}
                      className="shrink-0 rounded-full p-1 text-gold hover:bg-white/10"
                      data-testid="tree-open"
                    >
                      <ChevronRightIcon className="size-4" />
                    </button>
                  )}
                </li>
              ))}
            </ul>
          )}
          {current?.id !== undefined && (
            <DownlineList key={current.id} navigate={navigate} parentId={current.id} />
          )}
        </>
      )}
    </div>
  );
}
