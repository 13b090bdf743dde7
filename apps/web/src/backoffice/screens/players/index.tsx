import { calls, PLAYER_SEARCH_FIELDS, type PlayerStatus } from "@jogada/contracts";
import { Route, Routes, useNavigate } from "react-router";
import { dateTime, money } from "../../lib/format";
import { useOpsQuery } from "../../lib/ops-api";
import { type Column, DataTable } from "../../ui/DataTable";
import { ExportCsv } from "../../ui/ExportCsv";
import { Filters } from "../../ui/Filters";
import { Badge, Page } from "../../ui/Page";
import { useTableState } from "../../ui/table-state";
import { PlayerProfile } from "./PlayerProfile";
import { statusTone } from "./status";
import { usePlayerTexts } from "./texts";

const STATUSES: PlayerStatus[] = ["active", "locked", "disabled"];
type Field = (typeof PLAYER_SEARCH_FIELDS)[number];

export default function PlayersScreen() {
  return (
    <Routes>
      <Route index element={<PlayerList />} />
      <Route path=":memberId" element={<PlayerProfile />} />
    </Routes>
  );
}

type Row = NonNullable<ReturnType<typeof usePlayers>["data"]>["list"][number];

function usePlayers(query: ReturnType<typeof useTableState<"q" | "field" | "status">>["query"]) {
  const filters = {
    q: query.q,
    field: (query.field ?? "any") as Field,
    status: query.status as PlayerStatus | undefined,
  };
  return useOpsQuery(calls.backOffice.searchPlayers, {
    query: { page: query.page, size: query.size, ...filters },
  });
}

/** Search by any field, page on the server. */
function PlayerList() {
  const { t, language } = usePlayerTexts();
  const navigate = useNavigate();
  const table = useTableState(["q", "field", "status"] as const);
  const list = usePlayers(table.query);
  const columns: Column<Row>[] = [
    { key: "id", header: t("columns.id"), cell: (row) => row.id },
    {
      key: "username",
      header: t("columns.username"),
      cell: (row) => <span className="font-semibold text-white">{row.username}</span>,
    },
    { key: "name", header: t("columns.name"), cell: (row) => row.name ?? "—", wide: true },
    { key: "brand", header: t("columns.brand"), cell: (row) => row.merchantCode, wide: true },
    {
      key: "status",
      header: t("status"),
      cell: (row) => <Badge tone={statusTone(row.status)}>{t(`statuses.${row.status}`)}</Badge>,
    },
    { key: "vip", header: t("columns.vip"), cell: (row) => row.vipLevel },
    {
      key: "balance",
      header: t("columns.balance"),
      align: "end",
      cell: (row) => money(row.balance, language),
    },
    { key: "labels", header: t("columns.labels"), cell: (row) => row.labels.join(", ") || "—", wide: true },
    {
      key: "lastLogin",
      header: t("columns.lastLogin"),
      cell: (row) => dateTime(row.lastLoginAt),
      wide: true,
    },
  ];
  const { page: _page, size: _size, ...exportQuery } = table.query;
  return (
    <Page title={t("title")}>
      <Filters
        fields={[
          { name: "q", label: t("search") },
          {
            name: "field",
            label: t("field"),
            options: PLAYER_SEARCH_FIELDS.map((value) => ({ value, label: t(`fields.${value}`) })),
          },
          {
            name: "status",
            label: t("status"),
            options: [
              { value: "", label: t("any") },
              ...STATUSES.map((value) => ({ value, label: t(`statuses.${value}`) })),
            ],
          },
        ]}
        values={{ ...table.filters, field: table.filters.field || "any" }}
        onSubmit={table.setFilters}
      />
      <DataTable
        label={t("title")}
        columns={columns}
        query={list}
        state={table}
        rowKey={(row) => row.id}
        onRowClick={(row) => navigate(row.id)}
        toolbar={
          <ExportCsv
            permission="personal-data.export"
            call={calls.backOffice.exportPlayers}
            input={{
              query: {
                q: exportQuery.q,
                field: (exportQuery.field ?? "any") as Field,
                status: exportQuery.status as PlayerStatus | undefined,
              },
            }}
            filename="players.csv"
          />
        }
      />
    </Page>
  );
}
