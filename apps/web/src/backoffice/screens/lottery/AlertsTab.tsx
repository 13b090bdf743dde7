import { type CallValue, calls } from "@jogada/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useOpsMutation, useOpsQuery } from "../../lib/ops-api";
import { useFormat } from "../format";
import { useScreenTexts } from "../i18n";
import { Badge, Field, input, Modal, Outcome, Pager, primary, QueryState, secondary, Table } from "../kit";

type Alert = CallValue<typeof calls.lottery.opsAlerts>["list"][number];
const PAGE_SIZE = 20;

/** Alerts about results (sources disagreeing, missing, late, corrections), open ones first. */
export function AlertsTab({ onOpenDraw }: { onOpenDraw: (drawId: string) => void }) {
  const { t } = useScreenTexts();
  const format = useFormat();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<"true" | "false">("true");
  const [resolving, setResolving] = useState<Alert | null>(null);
  const list = calls.lottery.opsAlerts;
  const query = useOpsQuery(
    list,
    { query: { page, size: PAGE_SIZE, open } },
    { placeholderData: (previous) => previous },
  );
  return (
    <>
      <label className="mb-3 flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={open === "false"}
          onChange={(event) => {
            setOpen(event.target.checked ? "false" : "true");
            setPage(1);
          }}
        />
        {t("lottery.alert.resolved")}
      </label>
      <QueryState query={query} isEmpty={(value) => value.list.length === 0} empty={t("lottery.emptyAlerts")}>
        {(value) => (
          <>
            <Table<Alert>
              testId="alerts-table"
              rows={value.list}
              rowKey={(row) => row.id}
              columns={[
                {
                  key: "kind",
                  header: t("lottery.alert.kind"),
                  cell: (row) => (
                    <Badge tone={row.kind === "disagree" ? "red" : "amber"}>
                      {t(`lottery.alert.kinds.${row.kind}`, { defaultValue: row.kind })}
                    </Badge>
                  ),
                },
                {
                  key: "draw",
                  header: t("lottery.draw"),
                  cell: (row) =>
                    row.drawId ? (
                      <button
                        type="button"
                        className="text-left text-gold underline"
                        onClick={() => onOpenDraw(row.drawId as string)}
                      >
                        {row.drawId}
                      </button>
                    ) : (
                      "—"
                    ),
                },
                {
                  key: "detail",
                  header: t("lottery.alert.detail"),
                  className: "min-w-48 break-words",
                  cell: (row) => row.detail,
                },
                {
                  key: "at",
                  header: t("common.createdAt"),
                  className: "whitespace-nowrap",
                  cell: (row) => format.date(row.createdAt),
                },
                {
                  key: "actions",
                  header: t("common.actions"),
                  cell: (row) =>
                    row.resolvedAt ? (
                      <span className="text-xs text-muted">{format.date(row.resolvedAt)}</span>
                    ) : (
                      <button type="button" className={secondary} onClick={() => setResolving(row)}>
                        {t("lottery.alert.resolve")}
                      </button>
                    ),
                },
              ]}
            />
            <Pager page={value.page} totalPages={value.totalPages} total={value.total} onChange={setPage} />
          </>
        )}
      </QueryState>
      {resolving ? (
        <ResolveDialog key={resolving.id} alert={resolving} onClose={() => setResolving(null)} />
      ) : null}
    </>
  );
}

function ResolveDialog({ alert, onClose }: { alert: Alert; onClose: () => void }) {
  const { t } = useScreenTexts();
  const [note, setNote] = useState("");
  const client = useQueryClient();
  const resolve = useOpsMutation(calls.lottery.opsResolveAlert, {
    onSuccess: () => {
      void client.invalidateQueries({
        queryKey: ["ops", calls.lottery.opsAlerts.method, calls.lottery.opsAlerts.path],
      });
      onClose();
    },
  });
  const valid = note.trim().length >= 3;
  return (
    <Modal
      open
      onOpenChange={(value) => !value && onClose()}
      title={t("lottery.alert.resolve")}
      description={alert.detail}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (valid) resolve.mutate({ params: { alertId: alert.id }, body: { note: note.trim() } });
        }}
      >
        <Field label={t("lottery.alert.note")} hint={t("common.reasonHint")}>
          {(id) => (
            <textarea
              id={id}
              className={input}
              rows={3}
              maxLength={300}
              value={note}
              onChange={(event) => setNote(event.target.value)}
            />
          )}
        </Field>
        <Outcome error={resolve.error} />
        <div className="mt-4 flex justify-end gap-2">
          <button type="button" className={secondary} onClick={onClose}>
            {t("common.cancel")}
          </button>
          <button type="submit" className={primary} disabled={!valid || resolve.isPending}>
            {t("lottery.alert.resolve")}
          </button>
        </div>
      </form>
    </Modal>
  );
}
