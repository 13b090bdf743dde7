import { type CallValue, calls } from "@jogada/contracts";
import { useState } from "react";
import { useOpsQuery } from "../../lib/ops-api";
import { useFormat } from "../format";
import { useScreenTexts } from "../i18n";
import { Badge, input, Modal, Pager, QueryState, ScreenTitle, secondary, Table, Tabs } from "../kit";
import { AlertsTab } from "./AlertsTab";
import { DrawDetail } from "./DrawDetail";
import { OddsTab } from "./OddsTab";

type Draw = CallValue<typeof calls.backOffice.listDraws>["list"][number];
const PAGE_SIZE = 20;
const STATUSES = ["open", "closed", "waiting", "resulted", "settled", "voided"] as const;
const TONE: Record<string, "slate" | "green" | "amber" | "red" | "sky"> = {
  open: "sky",
  closed: "slate",
  waiting: "amber",
  resulted: "green",
  settled: "green",
  voided: "red",
};

/** Draws (with each source's result, manual entry by two staff, liability, void), result alerts and the odds tables. */
export default function LotteryScreen() {
  const { t } = useScreenTexts();
  const [tab, setTab] = useState<"draws" | "alerts" | "odds">("draws");
  const [drawFilter, setDrawFilter] = useState<{ status: string; game: string }>({ status: "", game: "" });
  return (
    <section data-testid="screen-lottery">
      <ScreenTitle>{t("lottery.title")}</ScreenTitle>
      <Tabs
        label={t("lottery.title")}
        active={tab}
        onChange={setTab}
        tabs={[
          { key: "draws", label: t("lottery.tabs.draws") },
          { key: "alerts", label: t("lottery.tabs.alerts") },
          { key: "odds", label: t("lottery.tabs.odds") },
        ]}
      />
      {tab === "draws" ? (
        <Draws filter={drawFilter} onFilter={setDrawFilter} />
      ) : tab === "odds" ? (
        <OddsTab />
      ) : (
        <AlertsTab
          onOpenDraw={(drawId) => {
            setDrawFilter({ status: "", game: drawId.split(":")[0] ?? "" });
            setTab("draws");
          }}
        />
      )}
    </section>
  );
}

function Draws({
  filter,
  onFilter,
}: {
  filter: { status: string; game: string };
  onFilter: (filter: { status: string; game: string }) => void;
}) {
  const { t } = useScreenTexts();
  const format = useFormat();
  const [page, setPage] = useState(1);
  const [game, setGame] = useState(filter.game);
  const [open, setOpen] = useState<Draw | null>(null);
  const query = useOpsQuery(
    calls.backOffice.listDraws,
    {
      query: {
        page,
        size: PAGE_SIZE,
        ...(filter.game ? { game: filter.game } : {}),
        ...(filter.status ? { status: filter.status } : {}),
      },
    },
    { placeholderData: (previous) => previous },
  );
  return (
    <>
      <form
        className="mb-3 flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          setPage(1);
          onFilter({ ...filter, game: game.trim() });
        }}
      >
        <label className="grid gap-1 text-sm">
          <span className="text-muted">{t("lottery.game")}</span>
          <input
            className={`${input} w-44`}
            value={game}
            placeholder="vn-south"
            onChange={(event) => setGame(event.target.value)}
          />
        </label>
        <label className="grid gap-1 text-sm">
          <span className="text-muted">{t("lottery.status")}</span>
          <select
            className={`${input} w-48`}
            data-testid="draw-status-filter"
            value={filter.status}
            onChange={(event) => {
              setPage(1);
              onFilter({ ...filter, status: event.target.value });
            }}
          >
            <option value="">{t("common.all")}</option>
            {STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`lottery.statuses.${status}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={secondary}>
          {t("common.search")}
        </button>
      </form>
      <QueryState query={query} isEmpty={(value) => value.list.length === 0} empty={t("lottery.empty")}>
        {(value) => (
          <>
            <Table<Draw>
              testId="draws-table"
              rows={value.list}
              rowKey={(row) => row.id}
              columns={[
                {
                  key: "draw",
                  header: t("lottery.draw"),
                  className: "break-all",
                  cell: (row) => (
                    <button
                      type="button"
                      data-testid="draw-open"
                      className="text-left text-gold underline"
                      onClick={() => setOpen(row)}
                    >
                      {row.id}
                    </button>
                  ),
                },
                { key: "game", header: t("lottery.game"), cell: (row) => row.game },
                {
                  key: "status",
                  header: t("lottery.status"),
                  cell: (row) => (
                    <Badge tone={TONE[row.status] ?? "slate"}>
                      {t(`lottery.statuses.${row.status as "open"}`, { defaultValue: row.status })}
                    </Badge>
                  ),
                },
                {
                  key: "at",
                  header: t("lottery.drawAt"),
                  className: "whitespace-nowrap",
                  cell: (row) => format.date(row.drawAt),
                },
                {
                  key: "tickets",
                  header: t("lottery.tickets"),
                  className: "text-right",
                  cell: (row) => row.tickets,
                },
                {
                  key: "stakes",
                  header: t("lottery.stake"),
                  className: "text-right whitespace-nowrap",
                  cell: (row) => format.money(row.stakes),
                },
              ]}
            />
            <Pager page={value.page} totalPages={value.totalPages} total={value.total} onChange={setPage} />
          </>
        )}
      </QueryState>
      <Modal
        wide
        open={open !== null}
        onOpenChange={(value) => !value && setOpen(null)}
        title={open ? `${t("lottery.draw")} ${open.id}` : ""}
        description={open ? `${open.game} · ${format.date(open.drawAt)}` : undefined}
      >
        {open ? <DrawDetail key={open.id} draw={open} onClose={() => setOpen(null)} /> : null}
      </Modal>
    </>
  );
}
