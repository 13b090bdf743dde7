import type { AnyCall, CallInput, CallValue } from "@jogada/contracts";
import { type UseQueryResult, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { useOpsQuery } from "../lib/ops-api";
import { useScreenTexts } from "./i18n";
import { type Column, Modal, Pager, primary, QueryState, ReasonDialog, secondary, Table } from "./kit";

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
export function useDecisions<R>({
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
