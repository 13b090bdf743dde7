import { calls } from "@jogada/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useRef, useState } from "react";
import { randomUUIDish as newActionKey } from "../../../shared/lib/action-key";
import { Button } from "../../../shared/ui/Button";
import { dateTime, money } from "../../lib/format";
import { useOpsMutation, useOpsQuery } from "../../lib/ops-api";
import { currentSession } from "../../lib/session";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { type Column, DataTable } from "../../ui/DataTable";
import { controlClass, Filters } from "../../ui/Filters";
import { Badge, Page, Panel } from "../../ui/Page";
import { ActionError } from "../../ui/States";
import { useTableState } from "../../ui/table-state";
import { useSystemTexts } from "../system/texts";

const STATUSES = ["pending", "applied", "approved", "rejected"] as const;
type Status = (typeof STATUSES)[number];

/** Manual adjustments; above the four-eyes amount another staff member approves. */
export default function AdjustmentsScreen() {
  const { t, language } = useSystemTexts();
  const client = useQueryClient();
  const table = useTableState(["status"] as const);
  const status = (table.filters.status || "pending") as Status | "all";
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
    { key: "player", header: t("adjustments.player"), cell: (row) => `${row.username} (#${row.memberId})` },
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
      {permissions.includes("adjustments.write") && <NewAdjustment />}
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

function NewAdjustment() {
  const { t } = useSystemTexts();
  const client = useQueryClient();
  const key = useRef(newActionKey());
  const [memberId, setMemberId] = useState("");
  const [amount, setAmount] = useState("");
  const [reason, setReason] = useState("");
  const create = useOpsMutation(calls.operators.adjustBalance, {
    onSuccess: () => {
      key.current = newActionKey();
      setAmount("");
      setReason("");
      void client.invalidateQueries({ queryKey: ["ops"] });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate({
      params: { memberId: Number(memberId) },
      body: { amount: amount.trim().replace(",", "."), reason: reason.trim() },
      options: { idempotencyKey: key.current },
    });
  };
  return (
    <Panel title={t("adjustments.new")}>
      <form onSubmit={submit} className="flex flex-wrap items-end gap-3 p-4">
        {(
          [
            ["player", memberId, setMemberId, "sm:w-32"],
            ["amount", amount, setAmount, "sm:w-44"],
            ["reason", reason, setReason, "sm:flex-1"],
          ] as const
        ).map(([name, value, set, width]) => (
          <div key={name} className={`flex w-full min-w-0 flex-col gap-1 text-xs text-muted ${width}`}>
            <label htmlFor={`bo-adjust-${name}`}>{t(`adjustments.${name}`)}</label>
            <input
              id={`bo-adjust-${name}`}
              className={controlClass}
              required
              value={value}
              onChange={(event) => set(event.target.value)}
            />
          </div>
        ))}
        <Button type="submit" size="sm" disabled={create.isPending}>
          {t("adjustments.submit")}
        </Button>
        <p className="w-full text-xs text-muted">{t("adjustments.fourEyes")}</p>
        {create.data && (
          <p role="status" className="w-full text-xs text-emerald-300">
            {t("adjustments.sent", { status: t(`adjustments.statuses.${create.data.status}`) })}
          </p>
        )}
        <ActionError error={create.error} />
      </form>
    </Panel>
  );
}
