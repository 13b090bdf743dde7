import * as Dialog from "@radix-ui/react-dialog";
import type { UseQueryResult } from "@tanstack/react-query";
import { type ReactNode, useId, useState } from "react";
import { ApiError } from "../../shared/api/client";
import { cn } from "../../shared/lib/cn";
import { useScreenTexts } from "./i18n";

/** Small pieces the screens share: tabs, states, a paged table, a dialog, a switch. */

export const button =
  "inline-flex min-h-9 items-center justify-center gap-1 rounded-md px-3 text-sm font-medium transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold disabled:cursor-not-allowed disabled:opacity-50";
export const primary = cn(button, "bg-brand text-white hover:bg-brand/80");
export const secondary = cn(button, "border border-line bg-panel-2 text-white hover:bg-white/10");
export const danger = cn(button, "bg-red-600 text-white hover:bg-red-700");
export const input =
  "block w-full min-w-0 rounded-md border border-line bg-panel-2 px-2.5 py-1.5 text-sm text-white focus:border-gold focus:outline-none focus:ring-1 focus:ring-gold";

export function Tabs<K extends string>({
  tabs,
  active,
  onChange,
  label,
}: {
  tabs: readonly { key: K; label: string }[];
  active: K;
  onChange: (key: K) => void;
  label: string;
}) {
  return (
    <div role="tablist" aria-label={label} className="mb-4 flex flex-wrap gap-1 border-b border-line">
      {tabs.map((tab) => (
        <button
          key={tab.key}
          type="button"
          role="tab"
          aria-selected={tab.key === active}
          data-testid={`tab-${tab.key}`}
          onClick={() => onChange(tab.key)}
          className={cn(
            "-mb-px border-b-2 px-3 py-2 text-sm font-medium",
            tab.key === active ? "border-gold text-gold" : "border-transparent text-muted hover:text-white",
          )}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}

export function errorText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}

/** Loading, error (with a retry) and empty states of one query; children get the value. */
export function QueryState<T>({
  query,
  isEmpty,
  empty,
  children,
}: {
  query: UseQueryResult<T, Error>;
  isEmpty?: (value: T) => boolean;
  empty: string;
  children: (value: T) => ReactNode;
}) {
  const { t } = useScreenTexts();
  if (query.isPending)
    return (
      <p role="status" data-testid="state-loading" className="py-10 text-center text-sm text-muted">
        {t("state.loading")}
      </p>
    );
  if (query.isError)
    return (
      <div role="alert" data-testid="state-error" className="py-10 text-center text-sm text-red-300">
        <p>{errorText(query.error, t("state.error"))}</p>
        <button type="button" className={cn(secondary, "mt-3")} onClick={() => void query.refetch()}>
          {t("state.retry")}
        </button>
      </div>
    );
  if (isEmpty?.(query.data))
    return (
      <p data-testid="state-empty" className="py-10 text-center text-sm text-muted">
        {empty}
      </p>
    );
  return <>{children(query.data)}</>;
}

export interface Column<R> {
  key: string;
  header: string;
  cell: (row: R) => ReactNode;
  className?: string;
}

/** A table that scrolls inside its own box, never the page, at tablet width. */
export function Table<R>({
  columns,
  rows,
  rowKey,
  testId,
}: {
  columns: Column<R>[];
  rows: readonly R[];
  rowKey: (row: R) => string | number;
  testId?: string;
}) {
  return (
    <div className="max-w-full overflow-x-auto rounded-md border border-line bg-panel-2">
      <table data-testid={testId} className="w-full border-collapse text-left text-sm">
        <thead className="bg-white/5 text-xs text-muted uppercase">
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={cn("px-3 py-2 font-semibold", column.className)}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className="border-t border-line align-top">
              {columns.map((column) => (
                <td key={column.key} className={cn("px-3 py-2", column.className)}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Previous and next with the position; the server pages, the screen only keeps the number. */
export function Pager({
  page,
  totalPages,
  total,
  onChange,
}: {
  page: number;
  totalPages: number;
  total: number;
  onChange: (page: number) => void;
}) {
  const { t } = useScreenTexts();
  return (
    <nav
      aria-label={t("pager.label")}
      className="mt-3 flex flex-wrap items-center justify-between gap-2 text-sm text-muted"
    >
      <span>{t("pager.position", { page, totalPages: Math.max(totalPages, 1), total })}</span>
      <span className="flex gap-2">
        <button type="button" className={secondary} disabled={page <= 1} onClick={() => onChange(page - 1)}>
          {t("pager.previous")}
        </button>
        <button
          type="button"
          className={secondary}
          disabled={page >= totalPages}
          onClick={() => onChange(page + 1)}
        >
          {t("pager.next")}
        </button>
      </span>
    </nav>
  );
}

export function Modal({
  open,
  onOpenChange,
  title,
  description,
  children,
  wide,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/60" />
        <Dialog.Content
          className={cn(
            "fixed top-1/2 left-1/2 z-50 max-h-[92dvh] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-panel-2 p-5 text-white shadow-xl",
            wide ? "max-w-4xl" : "max-w-lg",
          )}
        >
          <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
          {description ? (
            <Dialog.Description className="mt-1 text-sm text-muted">{description}</Dialog.Description>
          ) : (
            <Dialog.Description className="sr-only">{title}</Dialog.Description>
          )}
          <div className="mt-4">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export function Switch({
  checked,
  onChange,
  label,
  disabled,
  testId,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  disabled?: boolean;
  testId?: string;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      data-testid={testId}
      disabled={disabled}
      onClick={() => onChange(!checked)}
      className={cn(
        "relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition disabled:opacity-50",
        checked ? "bg-brand" : "bg-white/20",
      )}
    >
      <span
        className={cn(
          "inline-block size-5 rounded-full bg-white shadow transition",
          checked ? "translate-x-5" : "translate-x-0.5",
        )}
      />
    </button>
  );
}

export function Field({
  label,
  hint,
  children,
}: {
  label: string;
  hint?: string;
  children: (id: string) => ReactNode;
}) {
  const id = useId();
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-white/90">
        {label}
      </label>
      {children(id)}
      {hint ? <p className="mt-1 text-xs text-muted">{hint}</p> : null}
    </div>
  );
}

/** A line under a form: what went wrong in the staff's language, or what was done. */
export function Outcome({ error, done }: { error?: unknown; done?: string | null }) {
  const { t } = useScreenTexts();
  if (error)
    return (
      <p role="alert" data-testid="outcome-error" className="mt-3 text-sm text-red-300">
        {errorText(error, t("state.error"))}
      </p>
    );
  if (done)
    return (
      <p role="status" data-testid="outcome-done" className="mt-3 text-sm text-emerald-300">
        {done}
      </p>
    );
  return null;
}

/** A reason asked before a refusal or a void, then handed to the action. */
export function ReasonDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  pending,
  error,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  confirmLabel: string;
  pending: boolean;
  error?: unknown;
  onConfirm: (reason: string) => void;
}) {
  const { t } = useScreenTexts();
  const [reason, setReason] = useState("");
  const valid = reason.trim().length >= 3 && reason.trim().length <= 300;
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={title} description={description}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (valid) onConfirm(reason.trim());
        }}
      >
        <Field label={t("common.reason")} hint={t("common.reasonHint")}>
          {(id) => (
            <textarea
              id={id}
              data-testid="reason-input"
              className={input}
              rows={3}
              maxLength={300}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          )}
        </Field>
        <Outcome error={error} />
        <div className="mt-4 flex justify-end gap-2">
          <button type="button" className={secondary} onClick={() => onOpenChange(false)}>
            {t("common.cancel")}
          </button>
          <button type="submit" className={danger} disabled={!valid || pending}>
            {confirmLabel}
          </button>
        </div>
      </form>
    </Modal>
  );
}

export function Badge({
  tone = "slate",
  children,
}: {
  tone?: "slate" | "green" | "amber" | "red" | "sky";
  children: ReactNode;
}) {
  const tones = {
    slate: "bg-white/10 text-white/90",
    green: "bg-emerald-500/15 text-emerald-300",
    amber: "bg-amber-500/15 text-amber-300",
    red: "bg-red-500/15 text-red-300",
    sky: "bg-white/10 text-gold",
  } as const;
  return (
    <span
      className={cn("inline-block rounded px-2 py-0.5 text-xs font-medium whitespace-nowrap", tones[tone])}
    >
      {children}
    </span>
  );
}

export function ScreenTitle({ children }: { children: ReactNode }) {
  return <h1 className="mb-4 text-xl font-semibold text-white">{children}</h1>;
}
