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
import { ExportCsv } from "../../ui/ExportCsv";
import { Filters } from "../../ui/Filters";
import { Badge, Facts, Page } from "../../ui/Page";
import { PlayerName } from "../../ui/PlayerName";
import { ProofImage } from "../../ui/ProofImage";
import { QueryState } from "../../ui/States";
import { useTableState } from "../../ui/table-state";
import { orderColumns } from "../money/order-columns";
import { useMoneyTexts } from "../money/texts";

type Row = NonNullable<ReturnType<typeof useList>["data"]>["list"][number];
const STATUSES = ["review", "paying", "paid", "completed", "rejected", "failed", "returned"] as const;
type Status = (typeof STATUSES)[number];

function useList(query: ReturnType<typeof useTableState<"status">>["query"]) {
  const status = (query.status ?? "review") as Status | "all";
  return useOpsQuery(calls.operators.listWithdrawals, {
    query: { page: query.page, size: query.size, ...(status === "all" ? {} : { status }) },
  });
}

export function statusTone(status: string) {
  return status === "review" || status === "paying"
    ? "warn"
    : status === "rejected" || status === "failed" || status === "returned"
      ? "bad"
      : "good";
}

/** The withdrawals queue: review, approve, reject with a reason, the payout's status. */
export default function WithdrawalsScreen() {
  const { t, language } = useMoneyTexts();
  const table = useTableState(["status"] as const);
  const list = useList(table.query);
  const [open, setOpen] = useState<string | null>(null);
  const status = table.filters.status || "review";

  const columns: Column<Row>[] = [
    ...orderColumns<Row>(t, language),
    {
      key: "status",
      header: t("withdrawals.status"),
      cell: (row) => <Badge tone={statusTone(row.status)}>{t(`statuses.${row.status}`)}</Badge>,
    },
    { key: "created", header: t("withdrawals.created"), cell: (row) => dateTime(row.createdAt), wide: true },
    { key: "reviewer", header: t("withdrawals.reviewer"), cell: (row) => row.reviewedBy ?? "—", wide: true },
    {
      key: "open",
      header: "",
      align: "end",
      cell: (row) => (
        <Button
          size="sm"
          variant="ghost"
          data-testid={`bo-open-${row.orderNo}`}
          onClick={() => setOpen(row.orderNo)}
        >
          {t("withdrawals.review")}
        </Button>
      ),
    },
  ];

  return (
    <Page title={t("withdrawals.title")}>
      <Filters
        fields={[
          {
            name: "status",
            label: t("withdrawals.status"),
            options: [
              ...STATUSES.map((value) => ({ value, label: t(`statuses.${value}`) })),
              { value: "all", label: t("withdrawals.all") },
            ],
          },
        ]}
        values={{ status }}
        onSubmit={table.setFilters}
      />
      <DataTable
        label={t("withdrawals.title")}
        columns={columns}
        query={list}
        state={table}
        rowKey={(row) => row.orderNo}
        emptyText={t("withdrawals.empty")}
        toolbar={
          <ExportCsv
            permission="personal-data.export"
            call={calls.backOffice.exportWithdrawals}
            input={{ query: status === "all" ? {} : { status } }}
            filename="withdrawals.csv"
          />
        }
      />
      {open && <WithdrawalDrawer orderNo={open} onClose={() => setOpen(null)} />}
    </Page>
  );
}

function WithdrawalDrawer({ orderNo, onClose }: { orderNo: string; onClose: () => void }) {
  const { t, language } = useMoneyTexts();
  const client = useQueryClient();
  // A payout settles at the provider a moment after approval: an open order is asked again until then.
  const detail = useOpsQuery(
    calls.backOffice.withdrawalDetail,
    { params: { orderNo } },
    { refetchInterval: (query) => (query.state.data?.status === "paying" ? 3_000 : false) },
  );
  const [asking, setAsking] = useState<"approve" | "reject" | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: ["ops"] });
  const approve = useOpsMutation(calls.operators.approveWithdrawal, { onSuccess: refresh });
  const reject = useOpsMutation(calls.operators.rejectWithdrawal, { onSuccess: refresh });
  const canWrite = currentSession()?.permissions.includes("payments.write") ?? false;
  const value = detail.data;

  return (
    <Drawer
      title={`${t("withdrawals.order")} ${orderNo}`}
      onClose={onClose}
      footer={
        value?.status === "review" && canWrite ? (
          <>
            <Button variant="ghost" data-testid="bo-reject" onClick={() => setAsking("reject")}>
              {t("withdrawals.reject")}
            </Button>
            <Button data-testid="bo-approve" onClick={() => setAsking("approve")}>
              {t("withdrawals.approve")}
            </Button>
          </>
        ) : undefined
      }
    >
      <QueryState query={detail}>
        {(row) => (
          <div className="flex flex-col gap-5">
            <Facts
              items={[
                [
                  t("withdrawals.player"),
                  <PlayerName key="p" username={row.username} memberId={row.memberId} />,
                ],
                [t("withdrawals.brand"), row.merchantCode],
                [t("withdrawals.amount"), money(row.amount, language, row.currency)],
                [
                  t("withdrawals.payee"),
                  // A Pix key comes masked from the server: its type, first and last characters.
                  <span key="payee" data-testid="bo-payee" className="break-all">
                    {`${row.payee.institution} · ${row.payee.pixKeyType ? `${row.payee.pixKeyType} ` : ""}${row.payee.accountNo} · ${row.payee.holderName}`}
                  </span>,
                ],
                [
                  t("withdrawals.status"),
                  <Badge key="s" tone={statusTone(row.status)}>
                    <span data-testid="bo-withdrawal-status">{t(`statuses.${row.status as Status}`)}</span>
                  </Badge>,
                ],
                [t("withdrawals.created"), dateTime(row.createdAt)],
                [t("withdrawals.reviewer"), row.reviewedBy ?? "—"],
                ...(row.rejectReason
                  ? [[t("withdrawals.reason"), row.rejectReason] as [string, string]]
                  : []),
              ]}
            />
            <div>
              <h3 className="mb-2 text-sm font-semibold text-white">{t("withdrawals.provider")}</h3>
              <Facts
                items={[
                  ...(row.provider.payoutId
                    ? [[t("withdrawals.payoutId"), row.provider.payoutId] as [string, string]]
                    : []),
                  [t("withdrawals.providerRef"), row.provider.reference ?? "—"],
                  [
                    t("withdrawals.providerStatus"),
                    <span key="ps" data-testid="bo-payout-status">
                      {row.provider.status ?? "—"}
                    </span>,
                  ],
                  [t("withdrawals.providerUpdated"), dateTime(row.provider.updatedAt)],
                  ...(row.provider.lastError
                    ? [[t("withdrawals.lastError"), row.provider.lastError] as [string, string]]
                    : []),
                ]}
              />
            </div>
            {row.confirmation && (
              <div>
                <h3 className="mb-2 text-sm font-semibold text-white">{t("withdrawals.confirmation")}</h3>
                <Facts
                  items={[
                    [t("withdrawals.confirmation"), t(`confirmationKinds.${row.confirmation as "received"}`)],
                    [t("withdrawals.received"), money(row.receivedAmount, language, row.currency)],
                  ]}
                />
              </div>
            )}
            {row.hasProof && (
              <div>
                <h3 className="mb-2 text-sm font-semibold text-white">{t("withdrawals.proof")}</h3>
                <ProofImage
                  call={calls.operators.withdrawalProof}
                  input={{ params: { orderNo } }}
                  alt={t("withdrawals.proof")}
                />
              </div>
            )}
          </div>
        )}
      </QueryState>
      {asking === "approve" && value && (
        <ConfirmDialog
          title={t("withdrawals.approveTitle", { orderNo })}
          confirmLabel={t("withdrawals.approve")}
          busy={approve.isPending}
          error={approve.error}
          onClose={() => setAsking(null)}
          onConfirm={() => approve.mutate({ params: { orderNo } }, { onSuccess: () => setAsking(null) })}
        >
          {t("withdrawals.approveText", { amount: money(value.amount, language, value.currency) })}
        </ConfirmDialog>
      )}
      {asking === "reject" && (
        <ConfirmDialog
          title={t("withdrawals.rejectTitle", { orderNo })}
          confirmLabel={t("withdrawals.reject")}
          reason
          danger
          busy={reject.isPending}
          error={reject.error}
          onClose={() => setAsking(null)}
          onConfirm={(reason) =>
            reject.mutate({ params: { orderNo }, body: { reason } }, { onSuccess: () => setAsking(null) })
          }
        >
          {t("withdrawals.rejectText")}
        </ConfirmDialog>
      )}
    </Drawer>
  );
}
