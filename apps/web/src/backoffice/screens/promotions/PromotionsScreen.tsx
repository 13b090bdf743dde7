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

type Promotion = CallValue<typeof calls.promotions.opsPromotions>["list"][number];
type Claim = CallValue<typeof calls.promotions.opsApplications>["list"][number];
const PAGE_SIZE = 20;

/** Promotions with their figures (pause, resume, end) and the claims waiting for a decision. */
export default function PromotionsScreen() {
  const { t } = useScreenTexts();
  const [tab, setTab] = useState<"list" | "claims">("claims");
  return (
    <section data-testid="screen-promotions">
      <ScreenTitle>{t("promotions.title")}</ScreenTitle>
      <Tabs
        label={t("promotions.title")}
        active={tab}
        onChange={setTab}
        tabs={[
          { key: "claims", label: t("promotions.tabs.claims") },
          { key: "list", label: t("promotions.tabs.list") },
        ]}
      />
      {tab === "claims" ? <Claims /> : <PromotionList />}
    </section>
  );
}

const STATUS_TONE = { scheduled: "sky", active: "green", paused: "amber", ended: "slate" } as const;

function PromotionList() {
  const { t, language: staffLanguage } = useScreenTexts();
  const format = useFormat();
  const [page, setPage] = useState(1);
  const client = useQueryClient();
  const query = useOpsQuery(
    calls.promotions.opsPromotions,
    { query: { page, size: PAGE_SIZE } },
    { placeholderData: (previous) => previous },
  );
  const status = useOpsMutation(calls.promotions.opsSetPromotionStatus, {
    onSuccess: () =>
      client.invalidateQueries({
        queryKey: ["ops", calls.promotions.opsPromotions.method, calls.promotions.opsPromotions.path],
      }),
  });
  const language = staffLanguage;
  const change = (row: Promotion, next: "active" | "paused" | "ended") =>
    status.mutate({ params: { promotionId: row.id }, body: { status: next } });
  return (
    <QueryState query={query} isEmpty={(value) => value.list.length === 0} empty={t("promotions.empty")}>
      {(value) => (
        <>
          <Table<Promotion>
            testId="promotions-table"
            rows={value.list}
            rowKey={(row) => row.id}
            columns={[
              {
                key: "name",
                header: t("promotions.name"),
                cell: (row) => <span className="font-medium">{row.texts[language].title}</span>,
              },
              { key: "kind", header: t("promotions.kind"), cell: (row) => row.kind },
              {
                key: "status",
                header: t("common.status"),
                cell: (row) => (
                  <Badge tone={STATUS_TONE[row.status]}>{t(`promotions.statuses.${row.status}`)}</Badge>
                ),
              },
              {
                key: "period",
                header: t("promotions.period"),
                className: "whitespace-nowrap",
                cell: (row) => (
                  <>
                    {format.date(row.startsAt)}
                    <br />
                    {format.date(row.endsAt)}
                  </>
                ),
              },
              {
                key: "participants",
                header: t("promotions.participants"),
                className: "text-right",
                cell: (row) => row.participants,
              },
              {
                key: "cost",
                header: t("promotions.cost"),
                className: "text-right whitespace-nowrap",
                cell: (row) => format.money(row.cost),
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

function Claims() {
  const { t } = useScreenTexts();
  const format = useFormat();
  const [page, setPage] = useState(1);
  const [rejecting, setRejecting] = useState<Claim | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const client = useQueryClient();
  const query = useOpsQuery(
    calls.promotions.opsApplications,
    { query: { page, size: PAGE_SIZE } },
    { placeholderData: (previous) => previous },
  );
  const refresh = () =>
    client.invalidateQueries({
      queryKey: ["ops", calls.promotions.opsApplications.method, calls.promotions.opsApplications.path],
    });
  const decide = useOpsMutation(calls.promotions.opsDecideApplication, {
    onSuccess: (_value, input) => {
      setDone(input.body.decision === "approve" ? t("promotions.approved") : t("promotions.rejected"));
      setRejecting(null);
      void refresh();
    },
  });
  return (
    <QueryState
      query={query}
      isEmpty={(value) => value.list.length === 0}
      empty={t("promotions.emptyClaims")}
    >
      {(value) => (
        <>
          <Table<Claim>
            testId="claims-table"
            rows={value.list}
            rowKey={(row) => row.participationId}
            columns={[
              { key: "player", header: t("promotions.player"), cell: (row) => row.username },
              { key: "promotion", header: t("promotions.name"), cell: (row) => `#${row.promotionId}` },
              {
                key: "reward",
                header: t("promotions.reward"),
                className: "text-right whitespace-nowrap",
                cell: (row) => format.money(row.amount),
              },
              {
                key: "at",
                header: t("promotions.appliedAt"),
                className: "whitespace-nowrap",
                cell: (row) => format.date(row.appliedAt),
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
                        decide.mutate({
                          params: { participationId: row.participationId },
                          body: { decision: "approve" },
                        })
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
            key={rejecting?.participationId ?? 0}
            open={rejecting !== null}
            onOpenChange={(open) => !open && setRejecting(null)}
            title={t("promotions.rejectTitle", { player: rejecting?.username ?? "" })}
            confirmLabel={t("common.reject")}
            pending={decide.isPending}
            error={decide.error}
            onConfirm={(reason) =>
              rejecting &&
              decide.mutate({
                params: { participationId: rejecting.participationId },
                body: { decision: "reject", reason },
              })
            }
          />
        </>
      )}
    </QueryState>
  );
}
