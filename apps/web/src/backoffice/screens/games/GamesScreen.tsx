import { type CallValue, calls } from "@jogada/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useOpsMutation, useOpsQuery } from "../../lib/ops-api";
import { useScreenTexts } from "../i18n";
import { input, Outcome, Pager, QueryState, ScreenTitle, Switch, secondary, Table, Tabs } from "../kit";

type Vendor = CallValue<typeof calls.backOffice.listVendors>[number];
type Game = CallValue<typeof calls.backOffice.listGames>["list"][number];
const PAGE_SIZE = 50;

/** Vendors and games on or off, hot games and their order; the catalogue is paged on the server. */
export default function GamesScreen() {
  const { t } = useScreenTexts();
  const [tab, setTab] = useState<"games" | "vendors">("games");
  return (
    <section data-testid="screen-games">
      <ScreenTitle>{t("games.title")}</ScreenTitle>
      <Tabs
        label={t("games.title")}
        active={tab}
        onChange={setTab}
        tabs={[
          { key: "games", label: t("games.tabs.games") },
          { key: "vendors", label: t("games.tabs.vendors") },
        ]}
      />
      {tab === "games" ? <Games /> : <Vendors />}
    </section>
  );
}

/** A number typed in a cell, sent when the field is left or Enter is pressed, only if it changed. */
function OrderInput({
  value,
  label,
  onSave,
}: {
  value: number;
  label: string;
  onSave: (value: number) => void;
}) {
  const [text, setText] = useState(String(value));
  const commit = () => {
    const next = Math.trunc(Number(text));
    if (Number.isFinite(next) && next >= 0 && next <= 100_000 && next !== value) onSave(next);
    else setText(String(value));
  };
  return (
    <input
      aria-label={label}
      type="number"
      min={0}
      max={100000}
      className={`${input} w-20`}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === "Enter") {
          event.preventDefault();
          commit();
        }
      }}
    />
  );
}

function Vendors() {
  const { t } = useScreenTexts();
  const client = useQueryClient();
  const list = calls.backOffice.listVendors;
  const query = useOpsQuery(list, {});
  const update = useOpsMutation(calls.backOffice.updateVendor, {
    onSuccess: () => client.invalidateQueries({ queryKey: ["ops", list.method, list.path] }),
  });
  return (
    <QueryState query={query} isEmpty={(value) => value.length === 0} empty={t("games.emptyVendors")}>
      {(value) => (
        <>
          <Table<Vendor>
            testId="vendors-table"
            rows={value}
            rowKey={(row) => row.code}
            columns={[
              {
                key: "code",
                header: t("games.code"),
                className: "font-mono text-xs",
                cell: (row) => row.code,
              },
              { key: "name", header: t("games.name"), cell: (row) => row.name },
              {
                key: "games",
                header: t("games.tabs.games"),
                className: "text-right",
                cell: (row) => row.games,
              },
              {
                key: "enabled",
                header: t("games.enabled"),
                cell: (row) => (
                  <Switch
                    checked={row.enabled}
                    disabled={update.isPending}
                    label={t("games.toggleEnabled", { name: row.name })}
                    onChange={(enabled) => update.mutate({ params: { vendor: row.code }, body: { enabled } })}
                  />
                ),
              },
              {
                key: "order",
                header: t("games.order"),
                cell: (row) => (
                  <OrderInput
                    key={row.sortOrder}
                    value={row.sortOrder}
                    label={t("games.orderOf", { name: row.name })}
                    onSave={(sortOrder) =>
                      update.mutate({ params: { vendor: row.code }, body: { sortOrder } })
                    }
                  />
                ),
              },
            ]}
          />
          <Outcome error={update.error} />
        </>
      )}
    </QueryState>
  );
}

function Games() {
  const { t } = useScreenTexts();
  const client = useQueryClient();
  const [page, setPage] = useState(1);
  const [vendor, setVendor] = useState("");
  const [typed, setTyped] = useState("");
  const [q, setQ] = useState("");
  const vendors = useOpsQuery(calls.backOffice.listVendors, {});
  const list = calls.backOffice.listGames;
  const query = useOpsQuery(
    list,
    { query: { page, size: PAGE_SIZE, ...(vendor ? { vendor } : {}), ...(q ? { q } : {}) } },
    { placeholderData: (previous) => previous },
  );
  const update = useOpsMutation(calls.backOffice.updateGame, {
    onSuccess: () => client.invalidateQueries({ queryKey: ["ops", list.method, list.path] }),
  });
  const change = (row: Game, body: { enabled?: boolean; hot?: boolean; sortOrder?: number }) =>
    update.mutate({ params: { gameId: Number(row.id) }, body });
  return (
    <>
      <form
        className="mb-3 flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          setPage(1);
          setQ(typed.trim());
        }}
      >
        <select
          aria-label={t("games.vendor")}
          className={`${input} w-52`}
          value={vendor}
          onChange={(event) => {
            setPage(1);
            setVendor(event.target.value);
          }}
        >
          <option value="">{t("games.allVendors")}</option>
          {(vendors.data ?? []).map((row) => (
            <option key={row.code} value={row.code}>
              {row.name}
            </option>
          ))}
        </select>
        <input
          type="search"
          aria-label={t("common.search")}
          data-testid="games-search"
          className={`${input} w-60`}
          placeholder={t("games.searchPlaceholder")}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <button type="submit" className={secondary}>
          {t("common.search")}
        </button>
      </form>
      <QueryState query={query} isEmpty={(value) => value.list.length === 0} empty={t("games.empty")}>
        {(value) => (
          <>
            <Table<Game>
              testId="games-table"
              rows={value.list}
              rowKey={(row) => row.id}
              columns={[
                {
                  key: "name",
                  header: t("games.name"),
                  className: "min-w-40",
                  cell: (row) => (
                    <>
                      <span className="font-medium">{row.name}</span>
                      <span className="block font-mono text-xs text-muted">{row.code}</span>
                    </>
                  ),
                },
                { key: "vendor", header: t("games.vendor"), cell: (row) => row.vendor },
                { key: "type", header: t("games.type"), cell: (row) => row.gameType },
                {
                  key: "enabled",
                  header: t("games.enabled"),
                  cell: (row) => (
                    <Switch
                      checked={row.enabled}
                      disabled={update.isPending}
                      label={t("games.toggleEnabled", { name: row.name })}
                      onChange={(enabled) => change(row, { enabled })}
                    />
                  ),
                },
                {
                  key: "hot",
                  header: t("games.hot"),
                  cell: (row) => (
                    <Switch
                      checked={row.hot}
                      disabled={update.isPending}
                      label={t("games.toggleHot", { name: row.name })}
                      onChange={(hot) => change(row, { hot })}
                    />
                  ),
                },
                {
                  key: "order",
                  header: t("games.order"),
                  cell: (row) => (
                    <OrderInput
                      key={row.sortOrder}
                      value={row.sortOrder}
                      label={t("games.orderOf", { name: row.name })}
                      onSave={(sortOrder) => change(row, { sortOrder })}
                    />
                  ),
                },
              ]}
            />
            <Outcome error={update.error} />
            <Pager page={value.page} totalPages={value.totalPages} total={value.total} onChange={setPage} />
          </>
        )}
      </QueryState>
    </>
  );
}
