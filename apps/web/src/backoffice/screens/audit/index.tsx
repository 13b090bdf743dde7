import { calls } from "@jogada/contracts";
import { useState } from "react";
import { dateTime } from "../../lib/format";
import { useOpsQuery } from "../../lib/ops-api";
import { type Column, DataTable } from "../../ui/DataTable";
import { Drawer } from "../../ui/Drawer";
import { Filters } from "../../ui/Filters";
import { Facts, Page } from "../../ui/Page";
import { useTableState } from "../../ui/table-state";
import { useSystemTexts } from "../system/texts";

const FILTERS = ["actor", "action", "merchantCode", "text", "from", "to"] as const;

/** Every staff action: who, when, from where, before and after; searchable, never editable. */
export default function AuditScreen() {
  const { t } = useSystemTexts();
  const table = useTableState(FILTERS);
  const { page, size, actor, action, merchantCode, text, from, to } = table.query;
  const list = useOpsQuery(calls.backOffice.searchAudit, {
    query: { page, size, actor, action, merchantCode, text, from, to },
  });
  type Row = NonNullable<typeof list.data>["list"][number];
  const [open, setOpen] = useState<Row | null>(null);
  const columns: Column<Row>[] = [
    { key: "seq", header: t("audit.seq"), cell: (row) => row.seq, wide: true },
    { key: "when", header: t("audit.when"), cell: (row) => dateTime(row.createdAt) },
    { key: "actor", header: t("audit.actor"), cell: (row) => row.actor },
    {
      key: "action",
      header: t("audit.action"),
      cell: (row) => <span className="font-mono text-xs">{row.action}</span>,
    },
    { key: "brand", header: t("audit.brand"), cell: (row) => row.merchantCode ?? "—", wide: true },
    { key: "ip", header: t("audit.ip"), cell: (row) => row.ip ?? "—" },
  ];
  const json = (value: unknown) => (
    <pre className="max-h-60 overflow-auto rounded-lg bg-night/70 p-2 text-xs whitespace-pre-wrap">
      {value === null || value === undefined ? "—" : JSON.stringify(value, null, 2)}
    </pre>
  );
  return (
    <Page title={t("audit.title")}>
      <p className="text-xs text-muted">{t("audit.readOnly")}</p>
      <Filters
        fields={[
          { name: "actor", label: t("audit.actor") },
          { name: "action", label: t("audit.action") },
          { name: "merchantCode", label: t("audit.brand") },
          { name: "text", label: t("audit.text") },
          { name: "from", label: t("audit.from"), type: "date" },
          { name: "to", label: t("audit.to"), type: "date" },
        ]}
        values={table.filters}
        onSubmit={table.setFilters}
      />
      <DataTable
        label={t("audit.title")}
        columns={columns}
        query={list}
        state={table}
        rowKey={(row) => row.id}
        onRowClick={setOpen}
      />
      {open && (
        <Drawer title={`${t("audit.seq")} ${open.seq} · ${open.action}`} onClose={() => setOpen(null)}>
          <div className="flex flex-col gap-4 text-sm">
            <Facts
              items={[
                [t("audit.when"), dateTime(open.createdAt)],
                [t("audit.actor"), open.actor],
                [t("audit.ip"), open.ip ?? "—"],
                [t("audit.brand"), open.merchantCode ?? "—"],
                [
                  t("audit.hash"),
                  <span key="h" className="font-mono text-xs break-all">
                    {open.hash}
                  </span>,
                ],
              ]}
            />
            <div>
              <h3 className="mb-1 font-semibold text-white">{t("audit.before")}</h3>
              {json(open.before)}
            </div>
            <div>
              <h3 className="mb-1 font-semibold text-white">{t("audit.after")}</h3>
              {json(open.after)}
            </div>
            <div>
              <h3 className="mb-1 font-semibold text-white">{t("audit.detail")}</h3>
              {json(open.detail)}
            </div>
          </div>
        </Drawer>
      )}
    </Page>
  );
}
