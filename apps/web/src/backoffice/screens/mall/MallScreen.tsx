import { type CallValue, calls } from "@jogada/contracts";
import { useState } from "react";
import { useOpsMutation } from "../../lib/ops-api";
import { useFormat } from "../format";
import { useScreenTexts } from "../i18n";
import { Badge, Outcome, primary, ScreenTitle, secondary, Tabs } from "../kit";
import { FormDialog, PagedTable, StatusActions, useDecisions, usePagedCall } from "../list-blocks";
import { MallForm } from "./MallForm";

type Reward = CallValue<typeof calls.loyalty.opsMallRewards>["list"][number];
type Redemption = CallValue<typeof calls.loyalty.opsRedemptions>["list"][number];

/** The points mall: its catalogue (add, edit, pause, resume, end) and the redemptions waiting for a decision. */
export default function MallScreen() {
  const { t } = useScreenTexts();
  const [tab, setTab] = useState<"redemptions" | "catalogue">("redemptions");
  return (
    <section data-testid="screen-mall" className="min-w-0">
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
  const { t, language } = useScreenTexts();
  const format = useFormat();
  const { query, setPage, refresh } = usePagedCall(calls.loyalty.opsMallRewards);
  const [editing, setEditing] = useState<Reward | "new" | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const saved = (text: string) => {
    setDone(text);
    setEditing(null);
    void refresh();
  };
  const status = useOpsMutation(calls.loyalty.opsSetMallRewardStatus, { onSuccess: () => void refresh() });
  const create = useOpsMutation(calls.loyalty.opsCreateMallReward, {
    onSuccess: () => saved(t("form.created")),
  });
  const update = useOpsMutation(calls.loyalty.opsUpdateMallReward, {
    onSuccess: () => saved(t("form.saved")),
  });
  const row = editing === "new" ? undefined : (editing ?? undefined);
  const save = editing === "new" ? create : update;
  return (
    <>
      <PagedTable<Reward>
        query={query}
        testId="mall-table"
        empty={t("mall.empty")}
        rowKey={(item) => item.id}
        onPage={setPage}
        toolbar={
          <button
            type="button"
            className={primary}
            data-testid="mall-new"
            onClick={() => {
              create.reset();
              setDone(null);
              setEditing("new");
            }}
          >
            {t("mallForm.new")}
          </button>
        }
        outcome={<Outcome error={status.error} done={done} />}
        columns={[
          {
            key: "item",
            header: t("mall.item"),
            cell: (item) => <span className="font-medium">{item.texts[language].title}</span>,
          },
          { key: "points", header: t("mall.points"), className: "text-right", cell: (item) => item.points },
          {
            key: "amount",
            header: t("agents.amount"),
            className: "text-right whitespace-nowrap",
            cell: (item) => (item.amount === null ? "—" : format.money(item.amount)),
          },
          {
            key: "stock",
            header: t("mall.stock"),
            className: "text-right",
            cell: (item) => item.stock ?? "∞",
          },
          {
            key: "status",
            header: t("common.status"),
            cell: (item) => <Badge tone={TONE[item.status]}>{t(`promotions.statuses.${item.status}`)}</Badge>,
          },
          {
            key: "actions",
            header: t("common.actions"),
            cell: (item) => (
              <StatusActions
                status={item.status}
                pending={status.isPending}
                onChange={(next) => status.mutate({ params: { rewardId: item.id }, body: { status: next } })}
              >
                {item.status !== "ended" ? (
                  <button
                    type="button"
                    className={secondary}
                    data-testid={`mall-edit-${item.id}`}
                    onClick={() => {
                      update.reset();
                      setDone(null);
                      setEditing(item);
                    }}
                  >
                    {t("common.edit")}
                  </button>
                ) : null}
              </StatusActions>
            ),
          },
        ]}
      />
      <FormDialog
        open={editing !== null}
        title={row ? t("mallForm.editTitle", { name: row.texts[language].title }) : t("mallForm.new")}
        onClose={() => setEditing(null)}
      >
        <MallForm
          key={row?.id ?? "new"}
          row={row}
          pending={save.isPending}
          error={save.error}
          onCancel={() => setEditing(null)}
          onSubmit={(body) =>
            row ? update.mutate({ params: { rewardId: row.id }, body }) : create.mutate({ body })
          }
        />
      </FormDialog>
    </>
  );
}

function Redemptions() {
  const { t } = useScreenTexts();
  const format = useFormat();
  const { query, setPage, refresh } = usePagedCall(calls.loyalty.opsRedemptions, { status: "in_process" });
  const [done, setDone] = useState<string | null>(null);
  const decide = useOpsMutation(calls.loyalty.opsDecideRedemption, {
    onSuccess: (_value, input) => {
      setDone(input.body.decision === "approve" ? t("mall.approved") : t("mall.rejected"));
      decisions.closeDialog();
      void refresh();
    },
  });
  const decisions = useDecisions<Redemption>({
    pending: decide.isPending,
    error: decide.error,
    reset: decide.reset,
    rejectTitle: (row) => t("promotions.rejectTitle", { player: row.username }),
    decide: (row, reason) =>
      decide.mutate({
        params: { redemptionId: row.id },
        body: reason === undefined ? { decision: "approve" } : { decision: "reject", reason },
      }),
  });
  return (
    <>
      <PagedTable<Redemption>
        query={query}
        testId="redemptions-table"
        empty={t("mall.emptyRedemptions")}
        rowKey={(row) => row.id}
        onPage={setPage}
        outcome={<Outcome error={decisions.rejecting ? undefined : decide.error} done={done} />}
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
          decisions.column,
        ]}
      />
      {decisions.dialog}
    </>
  );
}
