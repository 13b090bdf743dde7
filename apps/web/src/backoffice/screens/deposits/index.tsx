import { calls } from "@jogada/contracts";
import { useSearchParams } from "react-router";
import { cn } from "../../../shared/lib/cn";
import { dateTime, money } from "../../lib/format";
import { useOpsQuery } from "../../lib/ops-api";
import { type Column, DataTable } from "../../ui/DataTable";
import { Filters } from "../../ui/Filters";
import { Badge, Page } from "../../ui/Page";
import { useTableState } from "../../ui/table-state";
import { orderColumns } from "../money/order-columns";
import { useMoneyTexts } from "../money/texts";

/** Deposit orders, and the provider's notifications that came late or match no order. */
export default function DepositsScreen() {
  const { t } = useMoneyTexts();
  const [params, setParams] = useSearchParams();
  const tab = params.get("tab") === "notifications" ? "notifications" : "orders";
  const tabs = [
    ["orders", t("deposits.orders")],
    ["notifications", t("deposits.notifications")],
  ] as const;
  return (
    <Page title={t("deposits.title")}>
      <div role="tablist" className="flex flex-wrap gap-2">
        {tabs.map(([value, label]) => (
          <button
            key={value}
            type="button"
            role="tab"
            aria-selected={tab === value}
            onClick={() => setParams({ tab: value }, { replace: true })}
            className={cn(
              "rounded-full px-4 py-1.5 text-sm",
              tab === value ? "bg-brand text-white" : "border border-line text-white/75 hover:text-white",
            )}
          >
            {label}
          </button>
        ))}
      </div>
      {tab === "orders" ? <Orders /> : <Notifications />}
    </Page>
  );
}

const STATUSES = ["pending", "paid", "failed"] as const;

function Orders() {
  const { t, language } = useMoneyTexts();
  const table = useTableState(["status", "q"] as const);
  const status = table.filters.status as (typeof STATUSES)[number] | "";
  const list = useOpsQuery(calls.backOffice.listDeposits, {
    query: {
      page: table.page,
      size: table.size,
      q: table.filters.q || undefined,
      status: status || undefined,
    },
  });
  type Row = NonNullable<typeof list.data>["list"][number];
  const columns: Column<Row>[] = [
    ...orderColumns<Row>(t, language),
    {
      key: "status",
      header: t("withdrawals.status"),
      cell: (row) => (
        <Badge tone={row.status === "paid" ? "good" : row.status === "failed" ? "bad" : "warn"}>
          {STATUSES.includes(row.status as never) ? t(`statuses.${row.status as "paid"}`) : row.status}
        </Badge>
      ),
    },
    { key: "ref", header: t("deposits.providerRef"), cell: (row) => row.providerRef ?? "—", wide: true },
    { key: "created", header: t("withdrawals.created"), cell: (row) => dateTime(row.createdAt) },
    // When the money arrived: the time the player reads on the credit, so shown on every width.
    { key: "paid", header: t("deposits.paid"), cell: (row) => dateTime(row.paidAt) },
  ];
  return (
    <>
      <Filters
        fields={[
          { name: "q", label: t("deposits.search") },
          {
            name: "status",
            label: t("withdrawals.status"),
            options: [
              { value: "", label: t("withdrawals.all") },
              ...STATUSES.map((value) => ({ value, label: t(`statuses.${value}`) })),
            ],
          },
        ]}
        values={table.filters}
        onSubmit={table.setFilters}
      />
      <DataTable
        label={t("deposits.orders")}
        columns={columns}
        query={list}
        state={table}
        rowKey={(row) => row.orderNo}
        emptyText={t("deposits.empty")}
      />
    </>
  );
}

function Notifications() {
  const { t, language } = useMoneyTexts();
  const table = useTableState(["kind"] as const);
  const kind = (table.filters.kind || "all") as "late" | "unmatched" | "all";
  const list = useOpsQuery(calls.backOffice.depositNotifications, {
    query: { page: table.page, size: table.size, kind },
  });
  type Row = NonNullable<typeof list.data>["list"][number];
  const columns: Column<Row>[] = [
    {
      key: "order",
      header: t("withdrawals.order"),
      cell: (row) => <span className="font-mono text-xs">{row.orderNo}</span>,
    },
    { key: "ref", header: t("deposits.providerRef"), cell: (row) => row.providerRef },
    {
      key: "amount",
      header: t("withdrawals.amount"),
      align: "end",
      cell: (row) => money(row.amount, language),
    },
    { key: "status", header: t("withdrawals.status"), cell: (row) => row.status },
    {
      key: "outcome",
      header: t("deposits.outcome"),
      cell: (row) => <span className="font-mono text-xs">{row.outcome}</span>,
    },
    { key: "received", header: t("deposits.received"), cell: (row) => dateTime(row.receivedAt) },
  ];
  return (
    <>
      <Filters
        fields={[
          {
            name: "kind",
            label: t("deposits.kind"),
            options: [
              { value: "all", label: t("withdrawals.all") },
              { value: "late", label: t("deposits.late") },
              { value: "unmatched", label: t("deposits.unmatched") },
            ],
          },
        ]}
        values={{ kind }}
        onSubmit={table.setFilters}
      />
      <DataTable
        label={t("deposits.notifications")}
        columns={columns}
        query={list}
        state={table}
        rowKey={(row) => row.id}
        emptyText={t("deposits.emptyNotifications")}
      />
    </>
  );
}
