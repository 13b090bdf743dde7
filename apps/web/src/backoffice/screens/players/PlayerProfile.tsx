import { calls, type PlayerStatus } from "@jogada/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Link, useParams } from "react-router";
import { Button } from "../../../shared/ui/Button";
import { dateTime, money } from "../../lib/format";
import { useOpsMutation, useOpsQuery } from "../../lib/ops-api";
import { currentSession } from "../../lib/session";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { type Column, DataTable } from "../../ui/DataTable";
import { controlClass } from "../../ui/Filters";
import { Badge, Facts, Page, Panel } from "../../ui/Page";
import { ActionError, QueryState } from "../../ui/States";
import { PlayerLinks } from "./PlayerLinks";
import { statusTone } from "./status";
import { usePlayerTexts } from "./texts";

const STATUSES: PlayerStatus[] = ["active", "locked", "disabled"];

/** One player: profile, status, notes, labels, ledger, bets, sessions and devices. */
export function PlayerProfile() {
  const { t, language } = usePlayerTexts();
  const memberId = Number(useParams().memberId);
  const client = useQueryClient();
  const profile = useOpsQuery(calls.backOffice.playerProfile, { params: { memberId } });
  const [asking, setAsking] = useState<PlayerStatus | null>(null);
  const setStatus = useOpsMutation(calls.backOffice.setPlayerStatus, {
    onSuccess: () => {
      setAsking(null);
      void client.invalidateQueries({ queryKey: ["ops"] });
    },
  });
  const canWrite = currentSession()?.permissions.includes("players.write") ?? false;

  return (
    <Page
      title={profile.data ? `${profile.data.username} · #${profile.data.id}` : t("title")}
      actions={
        <Link to=".." relative="path" className="text-sm text-gold hover:underline">
          {t("profile.back")}
        </Link>
      }
    >
      <QueryState query={profile}>
        {(player) => (
          <div className="grid gap-4 xl:grid-cols-2">
            <Panel title={t("title")} className="p-0">
              <div className="flex flex-col gap-4 p-4">
                <Facts
                  items={[
                    [
                      t("status"),
                      <Badge key="s" tone={statusTone(player.status)}>
                        <span data-testid="bo-player-status">{t(`statuses.${player.status}`)}</span>
                      </Badge>,
                    ],
                    [t("columns.name"), player.name ?? "—"],
                    [t("profile.email"), player.email ?? "—"],
                    [t("profile.phone"), player.phone ?? "—"],
                    [t("columns.brand"), player.merchantCode],
                    [t("columns.vip"), player.vipLevel],
                    [t("columns.balance"), money(player.balance, language, player.currency)],
                    [t("profile.deposits"), money(player.deposits, language, player.currency)],
                    [t("profile.withdrawals"), money(player.withdrawals, language, player.currency)],
                    [t("profile.registrationIp"), player.registrationIp ?? "—"],
                    [t("columns.created"), dateTime(player.createdAt)],
                    [t("columns.lastLogin"), dateTime(player.lastLoginAt)],
                    ...(player.statusReason
                      ? [[t("profile.statusReason"), player.statusReason] as [string, string]]
                      : []),
                  ]}
                />
                {canWrite && (
                  <div className="flex flex-wrap gap-2">
                    {STATUSES.filter((status) => status !== player.status).map((status) => (
                      <Button
                        key={status}
                        size="sm"
                        variant="ghost"
                        data-testid={`bo-status-${status}`}
                        onClick={() => setAsking(status)}
                      >
                        {t("profile.setStatus", { status: t(`statuses.${status}`) })}
                      </Button>
                    ))}
                  </div>
                )}
                <Labels memberId={memberId} labels={player.labels} canWrite={canWrite} />
              </div>
              {asking && (
                <ConfirmDialog
                  title={t("profile.statusTitle", {
                    username: player.username,
                    status: t(`statuses.${asking}`),
                  })}
                  reason
                  danger={asking !== "active"}
                  busy={setStatus.isPending}
                  error={setStatus.error}
                  onClose={() => setAsking(null)}
                  onConfirm={(reason) =>
                    setStatus.mutate({ params: { memberId }, body: { status: asking, reason } })
                  }
                >
                  {t("profile.statusText")}
                </ConfirmDialog>
              )}
            </Panel>
            <Notes memberId={memberId} canWrite={canWrite} />
            <PlayerLinks memberId={memberId} canWrite={canWrite} />
            <Ledger memberId={memberId} />
            <Bets memberId={memberId} />
            <Sessions memberId={memberId} />
          </div>
        )}
      </QueryState>
    </Page>
  );
}

function Labels({ memberId, labels, canWrite }: { memberId: number; labels: string[]; canWrite: boolean }) {
  const { t } = usePlayerTexts();
  const client = useQueryClient();
  const [text, setText] = useState(labels.join(", "));
  const save = useOpsMutation(calls.backOffice.setPlayerLabels, {
    onSuccess: () => client.invalidateQueries({ queryKey: ["ops"] }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = text
      .split(",")
      .map((label) => label.trim())
      .filter(Boolean);
    save.mutate({ params: { memberId }, body: { labels: next } });
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-2">
      <label className="text-xs text-muted" htmlFor="bo-labels">
        {t("profile.labels")} · {t("profile.labelsHelp")}
      </label>
      <div className="flex gap-2">
        <input
          id="bo-labels"
          className={controlClass}
          value={text}
          disabled={!canWrite}
          onChange={(event) => setText(event.target.value)}
        />
        {canWrite && (
          <Button type="submit" size="sm" disabled={save.isPending}>
            {t("profile.saveLabels")}
          </Button>
        )}
      </div>
      {save.isSuccess && <p className="text-xs text-emerald-300">{t("profile.saved")}</p>}
      <ActionError error={save.error} />
    </form>
  );
}

function Notes({ memberId, canWrite }: { memberId: number; canWrite: boolean }) {
  const { t } = usePlayerTexts();
  const notes = useOpsQuery(calls.backOffice.playerNotes, { params: { memberId } });
  const [text, setText] = useState("");
  const add = useOpsMutation(calls.backOffice.addPlayerNote, {
    onSuccess: () => {
      setText("");
      void notes.refetch();
    },
  });
  return (
    <Panel title={t("profile.notes")}>
      <div className="flex flex-col gap-3 p-4">
        <QueryState query={notes} isEmpty={(list) => list.length === 0} emptyText={t("profile.noNotes")}>
          {(list) => (
            <ul className="flex max-h-72 flex-col gap-2 overflow-y-auto">
              {list.map((note) => (
                <li key={note.id} className="rounded-lg bg-white/5 px-3 py-2 text-sm">
                  <p className="whitespace-pre-wrap text-white">{note.text}</p>
                  <p className="mt-1 text-xs text-muted">
                    {note.author} · {dateTime(note.createdAt)}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
        {canWrite && (
          <form
            className="flex flex-col gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              if (text.trim()) add.mutate({ params: { memberId }, body: { text: text.trim() } });
            }}
          >
            <textarea
              aria-label={t("profile.addNote")}
              className={`${controlClass} h-20 py-2`}
              maxLength={2000}
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
            <ActionError error={add.error} />
            <Button type="submit" size="sm" className="self-end" disabled={add.isPending || !text.trim()}>
              {t("profile.addNote")}
            </Button>
          </form>
        )}
      </div>
    </Panel>
  );
}

/** A small paged list inside the profile; its page stays local (the address keeps the player). */
function usePage() {
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(10);
  return {
    page,
    size,
    sort: undefined,
    order: "desc" as const,
    setPage,
    setSize: (next: number) => {
      setSize(next);
      setPage(1);
    },
    toggleSort: () => undefined,
  };
}

function Ledger({ memberId }: { memberId: number }) {
  const { t, language } = usePlayerTexts();
  const state = usePage();
  const ledger = useOpsQuery(calls.operators.memberLedger, {
    params: { memberId },
    query: { page: state.page, size: state.size },
  });
  type Entry = NonNullable<typeof ledger.data>["entries"]["list"][number];
  const columns: Column<Entry>[] = [
    { key: "when", header: t("profile.when"), cell: (row) => dateTime(row.createdAt) },
    { key: "kind", header: t("profile.kind"), cell: (row) => row.kind },
    { key: "wallet", header: t("profile.wallet"), cell: (row) => row.wallet },
    { key: "amount", header: t("profile.amount"), align: "end", cell: (row) => money(row.amount, language) },
    {
      key: "after",
      header: t("profile.balanceAfter"),
      align: "end",
      cell: (row) => money(row.balanceAfter, language),
    },
  ];
  const query = { ...ledger, data: ledger.data?.entries };
  return (
    <Panel title={t("profile.ledger")} className="xl:col-span-2">
      <DataTable
        label={t("profile.ledger")}
        columns={columns}
        query={query}
        state={state}
        rowKey={(row) => row.id}
      />
    </Panel>
  );
}

function Bets({ memberId }: { memberId: number }) {
  const { t, language } = usePlayerTexts();
  const state = usePage();
  const bets = useOpsQuery(calls.backOffice.playerBets, {
    params: { memberId },
    query: { page: state.page, size: state.size },
  });
  type Bet = NonNullable<typeof bets.data>["list"][number];
  const columns: Column<Bet>[] = [
    { key: "when", header: t("profile.when"), cell: (row) => dateTime(row.placedAt) },
    { key: "game", header: t("profile.game"), cell: (row) => `${row.product} · ${row.game}` },
    { key: "stake", header: t("profile.stake"), align: "end", cell: (row) => money(row.stake, language) },
    { key: "payout", header: t("profile.payout"), align: "end", cell: (row) => money(row.payout, language) },
    { key: "status", header: t("status"), cell: (row) => row.status },
  ];
  return (
    <Panel title={t("profile.bets")}>
      <DataTable
        label={t("profile.bets")}
        columns={columns}
        query={bets}
        state={state}
        rowKey={(row) => row.id}
      />
    </Panel>
  );
}

function Sessions({ memberId }: { memberId: number }) {
  const { t } = usePlayerTexts();
  const state = usePage();
  const sessions = useOpsQuery(calls.backOffice.playerSessions, {
    params: { memberId },
    query: { page: state.page, size: state.size },
  });
  type Session = NonNullable<typeof sessions.data>["list"][number];
  const columns: Column<Session>[] = [
    { key: "when", header: t("profile.when"), cell: (row) => dateTime(row.createdAt) },
    { key: "method", header: t("profile.method"), cell: (row) => row.method },
    { key: "ip", header: t("profile.ip"), cell: (row) => row.ip ?? "—" },
    {
      key: "device",
      header: t("profile.device"),
      cell: (row) => <span className="line-clamp-2 break-all text-xs">{row.device ?? "—"}</span>,
    },
    { key: "ended", header: t("profile.ended"), cell: (row) => dateTime(row.endedAt) },
  ];
  return (
    <Panel title={t("profile.sessions")}>
      <DataTable
        label={t("profile.sessions")}
        columns={columns}
        query={sessions}
        state={state}
        rowKey={(row) => row.id}
      />
    </Panel>
  );
}
