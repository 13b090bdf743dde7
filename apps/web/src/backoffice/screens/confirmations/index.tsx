import { calls } from "@jogada/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "../../../shared/ui/Button";
import { dateTime, money } from "../../lib/format";
import { useOpsMutation, useOpsQuery } from "../../lib/ops-api";
import { currentSession } from "../../lib/session";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { type Column, DataTable } from "../../ui/DataTable";
import { Drawer } from "../../ui/Drawer";
import { Filters } from "../../ui/Filters";
import { Badge, Facts, Page } from "../../ui/Page";
import { PlayerName } from "../../ui/PlayerName";
import { ProofImage } from "../../ui/ProofImage";
import { QueryState } from "../../ui/States";
import { useTableState } from "../../ui/table-state";
import { orderColumns } from "../money/order-columns";
import { useMoneyTexts } from "../money/texts";

type Row = NonNullable<ReturnType<typeof useList>["data"]>["list"][number];

function useList(query: { page: number; size: number; state?: string }) {
  const state = query.state === "resolved" ? "resolved" : "open";
  return useOpsQuery(calls.backOffice.confirmationQueue, {
    query: { page: query.page, size: query.size, state },
  });
}

/** Paid withdrawals the player says did not arrive (or only in part): proof, provider's record, refund or close. */
export default function ConfirmationsScreen() {
  const { t, language } = useMoneyTexts();
  const table = useTableState(["state"] as const);
  const list = useList(table.query);
  const [open, setOpen] = useState<Row | null>(null);

  const columns: Column<Row>[] = [
    ...orderColumns<Row>(t, language),
    {
      key: "received",
      header: t("withdrawals.received"),
      align: "end",
      cell: (row) => money(row.receivedAmount, language),
    },
    {
      key: "kind",
      header: t("confirmations.kind"),
      cell: (row) => <Badge tone="warn">{t(`confirmationKinds.${row.confirmation}`)}</Badge>,
    },
    {
      key: "resolution",
      header: t("confirmations.resolution"),
      cell: (row) =>
        row.resolution ? (
          <Badge tone={row.resolution === "refunded" ? "good" : "neutral"}>
            {t(`confirmations.${row.resolution}`)}
          </Badge>
        ) : (
          "—"
        ),
    },
    {
      key: "reported",
      header: t("confirmations.reported"),
      cell: (row) => dateTime(row.confirmedAt),
      wide: true,
    },
    {
      key: "open",
      header: "",
      align: "end",
      cell: (row) => (
        <Button size="sm" variant="ghost" data-testid={`bo-open-${row.orderNo}`} onClick={() => setOpen(row)}>
          {t("withdrawals.review")}
        </Button>
      ),
    },
  ];

  return (
    <Page title={t("confirmations.title")}>
      <Filters
        fields={[
          {
            name: "state",
            label: t("withdrawals.status"),
            options: [
              { value: "open", label: t("confirmations.open") },
              { value: "resolved", label: t("confirmations.resolved") },
            ],
          },
        ]}
        values={{ state: table.filters.state || "open" }}
        onSubmit={table.setFilters}
      />
      <DataTable
        label={t("confirmations.title")}
        columns={columns}
        query={list}
        state={table}
        rowKey={(row) => row.orderNo}
        emptyText={t("confirmations.empty")}
      />
      {open && <ConfirmationDrawer row={open} onClose={() => setOpen(null)} />}
    </Page>
  );
}

function ConfirmationDrawer({ row, onClose }: { row: Row; onClose: () => void }) {
  const { t, language } = useMoneyTexts();
  const client = useQueryClient();
  const orderNo = row.orderNo;
  const detail = useOpsQuery(calls.backOffice.withdrawalDetail, { params: { orderNo } });
  const [asking, setAsking] = useState<"refund" | "close" | null>(null);
  const done = () => {
    setAsking(null);
    void client.invalidateQueries({ queryKey: ["ops"] });
    onClose();
  };
  const refund = useOpsMutation(calls.backOffice.refundConfirmation, { onSuccess: done });
  const close = useOpsMutation(calls.backOffice.closeConfirmation, { onSuccess: done });
  const canWrite = currentSession()?.permissions.includes("payments.write") ?? false;
  const action = asking === "refund" ? refund : close;

  return (
    <Drawer
      title={`${t("withdrawals.order")} ${orderNo}`}
      onClose={onClose}
      footer={
        !row.resolution && canWrite ? (
          <>
            <Button variant="ghost" data-testid="bo-close-report" onClick={() => setAsking("close")}>
              {t("confirmations.close")}
            </Button>
            <Button data-testid="bo-refund" onClick={() => setAsking("refund")}>
              {t("confirmations.refund")}
            </Button>
          </>
        ) : undefined
      }
    >
      <div className="flex flex-col gap-5">
        <Facts
          items={[
            [t("withdrawals.player"), <PlayerName key="p" username={row.username} memberId={row.memberId} />],
            [t("withdrawals.amount"), money(row.amount, language)],
            [t("confirmations.kind"), t(`confirmationKinds.${row.confirmation}`)],
            [t("withdrawals.received"), money(row.receivedAmount, language)],
            [t("confirmations.reported"), dateTime(row.confirmedAt)],
            ...(row.resolution
              ? ([
                  [t("confirmations.resolution"), t(`confirmations.${row.resolution}`)],
                  [t("withdrawals.reviewer"), row.resolvedBy ?? "—"],
                  [t("withdrawals.reason"), row.resolutionReason ?? "—"],
                ] as [string, string][])
              : []),
          ]}
        />
        <div>
          <h3 className="mb-2 text-sm font-semibold text-white">{t("withdrawals.provider")}</h3>
          <QueryState query={detail}>
            {(value) => (
              <Facts
                items={[
                  [t("withdrawals.providerRef"), value.provider.reference ?? "—"],
                  [t("withdrawals.providerStatus"), value.provider.status ?? "—"],
                  [t("withdrawals.providerUpdated"), dateTime(value.provider.updatedAt)],
                ]}
              />
            )}
          </QueryState>
        </div>
        <div>
          <h3 className="mb-2 text-sm font-semibold text-white">{t("withdrawals.proof")}</h3>
          {row.hasProof ? (
            <ProofImage
              call={calls.operators.withdrawalProof}
              input={{ params: { orderNo } }}
              alt={t("withdrawals.proof")}
            />
          ) : (
            <p className="text-sm text-muted">{t("withdrawals.noProof")}</p>
          )}
        </div>
      </div>
      {asking && (
        <ConfirmDialog
          title={t(asking === "refund" ? "confirmations.refundTitle" : "confirmations.closeTitle", {
            orderNo,
          })}
          confirmLabel={t(asking === "refund" ? "confirmations.refund" : "confirmations.close")}
          reason
          busy={action.isPending}
          error={action.error}
          onClose={() => setAsking(null)}
          onConfirm={(reason) => action.mutate({ params: { orderNo }, body: { reason } })}
        >
          {t(asking === "refund" ? "confirmations.refundText" : "confirmations.closeText")}
        </ConfirmDialog>
      )}
    </Drawer>
  );
}
