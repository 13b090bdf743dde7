import type { AnyCall, CallInput, CallValue } from "@jogada/contracts";
import { type UseQueryResult, useMutation, useQueryClient } from "@tanstack/react-query";
import { type ComponentType, type ReactNode, useState } from "react";
import { useOpsQuery } from "../lib/ops-api";
import { touchActivity } from "../lib/session";
import { useScreenTexts } from "./i18n";
import {
  type Column,
  Modal,
  Outcome,
  Pager,
  primary,
  QueryState,
  ReasonDialog,
  secondary,
  Table,
} from "./kit";

/**
 * The blocks the catalogue and queue screens are made of: a list paged on the server with its
 * states and the outcome of the last action, the pause / resume / end buttons of a catalogue row,
 * approve / reject-with-a-reason for a queue row, and a dialog holding a create or edit form.
 */

interface Paged<R> {
  list: R[];
  page: number;
  totalPages: number;
  total: number;
}

/** Loading, error, empty, then the table, the last action's outcome and the pager. */
export function PagedTable<R>({
  query,
  columns,
  rowKey,
  testId,
  empty,
  onPage,
  outcome,
  toolbar,
}: {
  query: UseQueryResult<Paged<R>, Error>;
  columns: Column<R>[];
  rowKey: (row: R) => string | number;
  testId: string;
  empty: string;
  onPage: (page: number) => void;
  outcome?: ReactNode;
  toolbar?: ReactNode;
}) {
  return (
    <>
      {toolbar ? <div className="mb-3 flex flex-wrap justify-end gap-2">{toolbar}</div> : null}
      <QueryState query={query} isEmpty={(value) => value.list.length === 0} empty={empty}>
        {(value) => (
          <>
            <Table<R> testId={testId} rows={value.list} rowKey={rowKey} columns={columns} />
            {outcome}
            <Pager page={value.page} totalPages={value.totalPages} total={value.total} onChange={onPage} />
          </>
        )}
      </QueryState>
      {query.isSuccess && query.data.list.length === 0 ? outcome : null}
    </>
  );
}

export type LiveStatus = "active" | "paused" | "ended";

/** Pause an active row, resume a paused one, end any that has not ended (ending is final). */
export function StatusActions({
  status,
  pending,
  onChange,
  children,
}: {
  status: string;
  pending: boolean;
  onChange: (next: LiveStatus) => void;
  children?: ReactNode;
}) {
  const { t } = useScreenTexts();
  const next: [LiveStatus, string][] = [];
  if (status === "active") next.push(["paused", t("promotions.pause")]);
  if (status === "paused") next.push(["active", t("promotions.resume")]);
  if (status !== "ended") next.push(["ended", t("promotions.end")]);
  return (
    <div className="flex flex-wrap gap-1">
      {children}
      {next.map(([value, label]) => (
        <button
          key={value}
          type="button"
          className={secondary}
          disabled={pending}
          onClick={() => onChange(value)}
        >
          {label}
        </button>
      ))}
    </div>
  );
}

/**
 * Approve at once or reject with a reason, for rows waiting for a decision. `decide` sends the
 * decision; its outcome (done text or refusal) shows under the table through `outcome`.
 */
function useDecisions<R>({
  decide,
  pending,
  error,
  reset,
  rejectTitle,
}: {
  decide: (row: R, reason?: string) => void;
  pending: boolean;
  error: unknown;
  reset: () => void;
  rejectTitle: (row: R) => string;
}) {
  const { t } = useScreenTexts();
  const [rejecting, setRejecting] = useState<R | null>(null);
  const column: Column<R> = {
    key: "actions",
    header: t("common.actions"),
    cell: (row) => (
      <div className="flex flex-wrap gap-1">
        <button type="button" className={primary} disabled={pending} onClick={() => decide(row)}>
          {t("common.approve")}
        </button>
        <button
          type="button"
          className={secondary}
          onClick={() => {
            reset();
            setRejecting(row);
          }}
        >
          {t("common.reject")}
        </button>
      </div>
    ),
  };
  const dialog = (
    <ReasonDialog
      key={rejecting ? "open" : "closed"}
      open={rejecting !== null}
      onOpenChange={(open) => !open && setRejecting(null)}
      title={rejecting ? rejectTitle(rejecting) : ""}
      confirmLabel={t("common.reject")}
      pending={pending}
      error={error}
      onConfirm={(reason) => rejecting && decide(rejecting, reason)}
    />
  );
  return {
    column,
    dialog,
    /** The refusal shows in the dialog while it is open, under the table otherwise. */
    rejecting: rejecting !== null,
    closeDialog: () => setRejecting(null),
  };
}

/** A wide dialog around a create or edit form. */
export function FormDialog({
  open,
  title,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Modal open={open} onOpenChange={(next) => !next && onClose()} title={title} wide>
      {children}
    </Modal>
  );
}

const PAGE_SIZE = 20;

/** One page of a list call (the server pages), the page kept here, and a refresh after an action. */
export function usePagedCall<D extends AnyCall>(call: D, query: Record<string, unknown> = {}) {
  const [page, setPage] = useState(1);
  const client = useQueryClient();
  const result = useOpsQuery(call, { query: { page, size: PAGE_SIZE, ...query } } as CallInput<D>, {
    placeholderData: (previous) => previous,
  }) as UseQueryResult<CallValue<D>, Error>;
  const refresh = () => client.invalidateQueries({ queryKey: ["ops", call.method, call.path] });
  return { query: result, setPage, refresh };
}

export interface FormProps<R, B> {
  row?: R;
  pending: boolean;
  error?: unknown;
  onSubmit: (body: B) => void;
  onCancel: () => void;
}

/**
 * A catalogue the staff edit: the paged table with a "new" button, edit and pause / resume / end
 * on each row that has not ended, and the create or edit form in a dialog. `testId` names the
 * table (`<testId>-table` unless `tableTestId`), the new button (`<testId>-new`) and each edit button
 * (`<testId>-edit-<id>`).
 */
export function EditableCatalogue<R extends { id: number; status: string }, B>({
  list,
  columns,
  testId,
  tableTestId = `${testId}-table`,
  empty,
  newLabel,
  editTitle,
  Form,
  save,
  setStatus,
}: {
  list: { query: UseQueryResult<Paged<R>, Error>; setPage: (page: number) => void; refresh: () => unknown };
  columns: Column<R>[];
  testId: string;
  tableTestId?: string;
  empty: string;
  newLabel: string;
  editTitle: (row: R) => string;
  Form: ComponentType<FormProps<R, B>>;
  save: (body: B, row: R | undefined) => Promise<unknown>;
  setStatus: (row: R, next: LiveStatus) => Promise<unknown>;
}) {
  const { t } = useScreenTexts();
  const [editing, setEditing] = useState<R | "new" | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const row = editing === "new" ? undefined : (editing ?? undefined);
  const saving = useMutation<unknown, Error, { body: B; row: R | undefined }>({
    mutationFn: ({ body, row: target }) => {
      touchActivity();
      return save(body, target);
    },
    onSuccess: (_value, { row: target }) => {
      setDone(target ? t("form.saved") : t("form.created"));
      setEditing(null);
      void list.refresh();
    },
  });
  const status = useMutation<unknown, Error, { row: R; next: LiveStatus }>({
    mutationFn: ({ row: target, next }) => {
      touchActivity();
      return setStatus(target, next);
    },
    onSuccess: () => void list.refresh(),
  });
  const open = (target: R | "new") => {
    saving.reset();
    setDone(null);
    setEditing(target);
  };
  return (
    <>
      <PagedTable<R>
        query={list.query}
        testId={tableTestId}
        empty={empty}
        rowKey={(item) => item.id}
        onPage={list.setPage}
        toolbar={
          <button type="button" className={primary} data-testid={`${testId}-new`} onClick={() => open("new")}>
            {newLabel}
          </button>
        }
        outcome={<Outcome error={status.error} done={done} />}
        columns={[
          ...columns,
          {
            key: "actions",
            header: t("common.actions"),
            cell: (item) => (
              <StatusActions
                status={item.status}
                pending={status.isPending}
                onChange={(next) => status.mutate({ row: item, next })}
              >
                {item.status !== "ended" ? (
                  <button
                    type="button"
                    className={secondary}
                    data-testid={`${testId}-edit-${item.id}`}
                    onClick={() => open(item)}
                  >
                    {t("common.edit")}
                  </button>
                ) : null}
              </StatusActions>
            ),
          },
        ]}
      />
      <FormDialog
        open={editing !== null}
        title={row ? editTitle(row) : newLabel}
        onClose={() => setEditing(null)}
      >
        <Form
          key={row?.id ?? "new"}
          row={row}
          pending={saving.isPending}
          error={saving.error}
          onCancel={() => setEditing(null)}
          onSubmit={(body) => saving.mutate({ body, row })}
        />
      </FormDialog>
    </>
  );
}

/**
 * A queue of rows waiting for a decision: the paged table with approve / reject-with-a-reason on
 * each row, and what the last decision did (or why it was refused) under it.
 */
export function DecisionQueue<R>({
  list,
  columns,
  rowKey,
  testId,
  empty,
  decide,
  rejectTitle,
  doneText,
}: {
  list: { query: UseQueryResult<Paged<R>, Error>; setPage: (page: number) => void; refresh: () => unknown };
  columns: Column<R>[];
  rowKey: (row: R) => string | number;
  testId: string;
  empty: string;
  /** Sends the decision: a reason means a rejection. */
  decide: (row: R, reason: string | undefined) => Promise<unknown>;
  rejectTitle: (row: R) => string;
  doneText: { approved: string; rejected: string };
}) {
  const [done, setDone] = useState<string | null>(null);
  const mutation = useMutation<unknown, Error, { row: R; reason: string | undefined }>({
    mutationFn: ({ row, reason }) => {
      touchActivity();
      return decide(row, reason);
    },
    onSuccess: (_value, { reason }) => {
      setDone(reason === undefined ? doneText.approved : doneText.rejected);
      decisions.closeDialog();
      void list.refresh();
    },
  });
  const decisions = useDecisions<R>({
    pending: mutation.isPending,
    error: mutation.error,
    reset: mutation.reset,
    rejectTitle,
    decide: (row, reason) => mutation.mutate({ row, reason }),
  });
  return (
    <>
      <PagedTable<R>
        query={list.query}
        testId={testId}
        empty={empty}
        rowKey={rowKey}
        onPage={list.setPage}
        outcome={<Outcome error={decisions.rejecting ? undefined : mutation.error} done={done} />}
        columns={[...columns, decisions.column]}
      />
      {decisions.dialog}
    </>
  );
}
