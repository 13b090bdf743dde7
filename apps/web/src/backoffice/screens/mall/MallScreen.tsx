import { type CallValue, calls } from "@jogada/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useOpsMutation, useOpsQuery } from "../../lib/ops-api";
import { useFormat } from "../format";
import { useScreenTexts } from "../i18n";
import {
  Badge,
  Outcome,
  Pager,
  primary,
  QueryState,
  ReasonDialog,
  ScreenTitle,
  secondary,
  Table,
  Tabs,
} from "../kit";

type Reward = CallValue<typeof calls.loyalty.opsMallRewards>["list"][number];
type Redemption = CallValue<typeof calls.loyalty.opsRedemptions>["list"][number];
const PAGE_SIZE = 20;

/** The points mall: its catalogue (pause, resume, end) and the redemptions waiting for a decision. */
export default function MallScreen() {
  const { t } = useScreenTexts();
  const [tab, setTab] = useState<"redemptions" | "catalogue">("redemptions");
  return (
    <section data-testid="screen-mall">
      <ScreenTitle>{t("mall.title")}</ScreenTitle>
      <Tabs
        label={t("mall.title")}
        active={tab}
        onChange={setTab}
        tabs={[
          { key: "redemptions", label: t("mall.tabs.redemptions") },
          { key: "catalogue", label: t("mall.tabs.catalogue") },
        ]}
      />
      {tab === "redemptions" ? <Redemptions /> : <Catalogue />}
    </section>
  );
}

const TONE = { active: "green", paused: "amber", ended: "slate" } as const;

function Catalogue() {
  const { t, language: staffLanguage } = useScreenTexts();
  const format = useFormat();
  const [page, setPage] = useState(1);
  const client = useQueryClient();
  const list = calls.loyalty.opsMallRewards;
  const query = useOpsQuery(
    list,
    { query: { page, size: PAGE_SIZE } },
    { placeholderData: (previous) => previous },
  );
  const status = useOpsMutation(calls.loyalty.opsSetMallRewardStatus, {
    onSuccess: () => client.invalidateQueries({ queryKey: ["ops", list.method, list.path] }),
  });
  const language = staffLanguage;
  const change = (row: Reward, next: "active" | "paused" | "ended") =>
    status.mutate({ params: { rewardId: row.id }, body: { status: next } });
  return (
    <QueryState query={query} isEmpty={(value) => value.list.length === 0} empty={t("mall.empty")}>
      {(value) => (
        <>
          <Table<Reward>
            testId="mall-table"
            rows={value.list}
            rowKey={(row) => row.id}
            columns={[
              {
                key: "item",
                header: t("mall.item"),
                cell: (row) => <span className="font-medium">{row.texts[language].title}</span>,
              },
              { key: "points", header: t("mall.points"), className: "text-right", cell: (row) => row.points },
              {
                key: "amount",
                header: t("agents.amount"),
                className: "text-right whitespace-nowrap",
                cell: (row) => format.money(row.amount),
              },
              {
                key: "stock",
                header: t("mall.stock"),
                className: "text-right",
                cell: (row) => row.stock ?? "∞",
              },
              {
                key: "status",
                header: t("common.status"),
                cell: (row) => (
                  <Badge tone={TONE[row.status]}>{t(`promotions.statuses.${row.status}`)}</Badge>
                ),
              },
              {
                key: "actions",
                header: t("common.actions"),
                cell: (row) => (
                  <div className="flex flex-wrap gap-1">
                    {row.status === "active" ? (
                      <button
                        type="button"
                        className={secondary}
                        disabled={status.isPending}
                        onClick={() => change(row, "paused")}
                      >
                        {t("promotions.pause")}
                      </button>
                    ) : null}
                    {row.status === "paused" ? (
                      <button
                        type="button"
                        className={secondary}
                        disabled={status.isPending}
                        onClick={() => change(row, "active")}
                      >
                        {t("promotions.resume")}
                      </button>
                    ) : null}
                    {row.status !== "ended" ? (
                      <button
                        type="button"
                        className={secondary}
                        disabled={status.isPending}
                        onClick={() => change(row, "ended")}
                      >
                        {t("promotions.end")}
                      </button>
                    ) : null}
                  </div>
                ),
              },
            ]}
          />
          <Outcome error={status.error} />
          <Pager page={value.page} totalPages={value.totalPages} total={value.total} onChange={setPage} />
        </>
      )}
    </QueryState>
  );
}

function Redemptions() {
  const { t } = useScreenTexts();
  const format = useFormat();
  const [page, setPage] = useState(1);
  const [rejecting, setRejecting] = useState<Redemption | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const client = useQueryClient();
  const list = calls.loyalty.opsRedemptions;
  const query = useOpsQuery(
    list,
    { query: { page, size: PAGE_SIZE, status: "in_process" } },
    { placeholderData: (previous) => previous },
  );
  const decide = useOpsMutation(calls.loyalty.opsDecideRedemption, {
    onSuccess: (_value, input) => {
      setDone(input.body.decision === "approve" ? t("mall.approved") : t("mall.rejected"));
      setRejecting(null);
      void client.invalidateQueries({ queryKey: ["ops", list.method, list.path] });
    },
  });
  return (
    <QueryState query={query} isEmpty={(value) => value.list.length === 0} empty={t("mall.emptyRedemptions")}>
      {(value) => (
        <>
          <Table<Redemption>
            testId="redemptions-table"
            rows={value.list}
            rowKey={(row) => row.id}
            columns={[
              { key: "player", header: t("promotions.player"), cell: (row) => row.username },
              { key: "item", header: t("mall.item"), cell: (row) => `${row.title} × ${row.quantity}` },
              { key: "points", header: t("mall.points"), className: "text-right", cell: (row) => row.points },
              {
                key: "address",
                header: t("common.details"),
                cell: (row) =>
                  row.address ? (
                    <span className="text-xs text-muted">
                      {row.address.fullName}, {row.address.line1} {row.address.line2}, {row.address.city}{" "}
                      {row.address.postcode} {row.address.country} · {row.address.phone}
                    </span>
                  ) : (
                    format.money(row.amount)
                  ),
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
                cell: (row) => (
                  <div className="flex flex-wrap gap-1">
                    <button
                      type="button"
                      className={primary}
                      disabled={decide.isPending}
                      onClick={() =>
                        decide.mutate({ params: { redemptionId: row.id }, body: { decision: "approve" } })
                      }
                    >
                      {t("common.approve")}
                    </button>
                    <button
                      type="button"
                      className={secondary}
                      onClick={() => {
                        decide.reset();
                        setRejecting(row);
                      }}
                    >
                      {t("common.reject")}
                    </button>
                  </div>
                ),
              },
            ]}
          />
          <Outcome error={rejecting ? undefined : decide.error} done={done} />
          <Pager page={value.page} totalPages={value.totalPages} total={value.total} onChange={setPage} />
          <ReasonDialog
            key={rejecting?.id ?? 0}
            open={rejecting !== null}
            onOpenChange={(open) => !open && setRejecting(null)}
            title={t("promotions.rejectTitle", { player: rejecting?.username ?? "" })}
            confirmLabel={t("common.reject")}
            pending={decide.isPending}
            error={decide.error}
            onConfirm={(reason) =>
              rejecting &&
              decide.mutate({ params: { redemptionId: rejecting.id }, body: { decision: "reject", reason } })
            }
          />
        </>
      )}
    </QueryState>
  );
}
