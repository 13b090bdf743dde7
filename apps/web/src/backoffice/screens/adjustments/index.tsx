import { calls } from "@jogada/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "../../../shared/ui/Button";
import { dateTime, money } from "../../lib/format";
import { useOpsMutation, useOpsQuery } from "../../lib/ops-api";
import { currentSession } from "../../lib/session";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { type Column, DataTable } from "../../ui/DataTable";
import { Filters } from "../../ui/Filters";
import { Badge, Page } from "../../ui/Page";
import { PlayerName } from "../../ui/PlayerName";
import { useTableState } from "../../ui/table-state";
import { useSystemTexts } from "../system/texts";
import { NewAdjustment } from "./NewAdjustment";

const STATUSES = ["pending", "applied", "approved", "rejected"] as const;
type Status = (typeof STATUSES)[number];

/**
 * Manual adjustments, newest first, every status unless a filter is chosen (so one just applied is
 * on top); above the four-eyes amount another staff member approves.
 */
export default function AdjustmentsScreen() {
  const { t, language } = useSystemTexts();
  const client = useQueryClient();
  const table = useTableState(["status"] as const);
  const status = (table.filters.status || "all") as Status | "all";
  const [justMade, setJustMade] = useState<string | null>(null);
  const list = useOpsQuery(calls.backOffice.listAdjustments, {
    query: { page: table.page, size: table.size, ...(status === "all" ? {} : { status }) },
  });
  type Row = NonNullable<typeof list.data>["list"][number];
  const [asking, setAsking] = useState<{ row: Row; action: "approve" | "reject" } | null>(null);
  const refresh = () => {
    setAsking(null);
    void client.invalidateQueries({ queryKey: ["ops"] });
  };
  const approve = useOpsMutation(calls.backOffice.approveAdjustment, { onSuccess: refresh });
  const reject = useOpsMutation(calls.backOffice.rejectAdjustment, { onSuccess: refresh });
  const permissions = currentSession()?.permissions ?? [];
  const me = currentSession()?.username;
  const tone = (value: Status) => (value === "pending" ? "warn" : value === "rejected" ? "bad" : "good");

  const columns: Column<Row>[] = [
    {
      key: "player",
      header: t("adjustments.playerColumn"),
      cell: (row) => <PlayerName username={row.username} memberId={row.memberId} />,
    },
    {
      key: "amount",
      header: t("adjustments.amount"),
      align: "end",
      cell: (row) => money(row.amount, language),
    },
    { key: "reason", header: t("adjustments.reason"), cell: (row) => row.reason },
    {
      key: "status",
      header: t("adjustments.status"),
      cell: (row) => <Badge tone={tone(row.status)}>{t(`adjustments.statuses.${row.status}`)}</Badge>,
    },
    { key: "maker", header: t("adjustments.maker"), cell: (row) => row.maker },
    { key: "checker", header: t("adjustments.checker"), cell: (row) => row.checker ?? "—", wide: true },
    { key: "created", header: t("adjustments.created"), cell: (row) => dateTime(row.createdAt), wide: true },
    {
      key: "actions",
      header: "",
      align: "end",
      cell: (row) =>
        row.status === "pending" && permissions.includes("adjustments.approve") && row.maker !== me ? (
          <div className="flex justify-end gap-1">
            <Button size="sm" variant="ghost" onClick={() => setAsking({ row, action: "reject" })}>
              {t("adjustments.reject")}
            </Button>
            <Button size="sm" onClick={() => setAsking({ row, action: "approve" })}>
              {t("adjustments.approve")}
            </Button>
          </div>
        ) : null,
    },
  ];

  return (
    <Page title={t("adjustments.title")}>
      {permissions.includes("adjustments.write") && (
        <NewAdjustment
          onDone={(made) => {
            setJustMade(made.id);
            // The list must show what was just done: a filter that hides it goes back to every status.
            if (status !== "all" && status !== made.status) table.setFilters({ status: "all" });
            else table.setPage(1);
          }}
        />
      )}
      <Filters
        fields={[
          {
            name: "status",
            label: t("adjustments.status"),
            options: [
              ...STATUSES.map((value) => ({ value, label: t(`adjustments.statuses.${value}`) })),
              { value: "all", label: t("adjustments.all") },
            ],
          },
        ]}
        values={{ status }}
        onSubmit={table.setFilters}
      />
      <DataTable
        label={t("adjustments.title")}
        columns={columns}
        query={list}
        state={table}
        rowKey={(row) => row.id}
        highlight={(row) => row.id === justMade}
      />
      {asking && (
        <ConfirmDialog
          title={t(asking.action === "approve" ? "adjustments.approveTitle" : "adjustments.rejectTitle", {
            amount: money(asking.row.amount, language),
            username: asking.row.username,
          })}
          reason={asking.action === "reject"}
          danger={asking.action === "reject"}
          busy={approve.isPending || reject.isPending}
          error={asking.action === "approve" ? approve.error : reject.error}
          onClose={() => setAsking(null)}
          onConfirm={(reason) =>
            asking.action === "approve"
              ? approve.mutate({ params: { id: Number(asking.row.id) } })
              : reject.mutate({ params: { id: Number(asking.row.id) }, body: { reason } })
          }
        >
          {asking.row.reason}
        </ConfirmDialog>
      )}
    </Page>
  );
}
