import { type CallValue, calls, type SavePromotionBody } from "@jogada/contracts";
import { useState } from "react";
import { opsCall } from "../../lib/ops-api";
import { useFormat } from "../format";
import { useScreenTexts } from "../i18n";
import { Badge, ScreenTitle, Tabs } from "../kit";
import { DecisionQueue, EditableCatalogue, usePagedCall } from "../list-blocks";
import { PromotionForm } from "./PromotionForm";

type Promotion = CallValue<typeof calls.promotions.opsPromotions>["list"][number];
type Claim = CallValue<typeof calls.promotions.opsApplications>["list"][number];

/** Promotions with their figures (create, edit, pause, resume, end) and the claims waiting for a decision. */
export default function PromotionsScreen() {
  const { t } = useScreenTexts();
  const [tab, setTab] = useState<"list" | "claims">("claims");
  return (
    <section data-testid="screen-promotions" className="min-w-0">
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
  const { t, language } = useScreenTexts();
  const format = useFormat();
  return (
    <EditableCatalogue<Promotion, SavePromotionBody>
      list={usePagedCall(calls.promotions.opsPromotions)}
      testId="promotion"
      tableTestId="promotions-table"
      empty={t("promotions.empty")}
      newLabel={t("promotionForm.new")}
      editTitle={(row) => t("promotionForm.editTitle", { name: row.texts[language].title })}
      Form={PromotionForm}
      save={(body, row) =>
        row
          ? opsCall(calls.promotions.opsUpdatePromotion, { params: { promotionId: row.id }, body })
          : opsCall(calls.promotions.opsCreatePromotion, { body })
      }
      setStatus={(row, status) =>
        opsCall(calls.promotions.opsSetPromotionStatus, { params: { promotionId: row.id }, body: { status } })
      }
      columns={[
        {
          key: "name",
          header: t("promotions.name"),
          cell: (item) => <span className="font-medium">{item.texts[language].title}</span>,
        },
        { key: "kind", header: t("promotions.kind"), cell: (item) => t(`promotionForm.kinds.${item.kind}`) },
        {
          key: "status",
          header: t("common.status"),
          cell: (item) => (
            <Badge tone={STATUS_TONE[item.status]}>{t(`promotions.statuses.${item.status}`)}</Badge>
          ),
        },
        {
          key: "period",
          header: t("promotions.period"),
          className: "whitespace-nowrap",
          cell: (item) => (
            <>
              {format.date(item.startsAt)}
              <br />
              {format.date(item.endsAt)}
            </>
          ),
        },
        {
          key: "participants",
          header: t("promotions.participants"),
          className: "text-right",
          cell: (item) => item.participants,
        },
        {
          key: "cost",
          header: t("promotions.cost"),
          className: "text-right whitespace-nowrap",
          cell: (item) => format.money(item.cost),
        },
      ]}
    />
  );
}

function Claims() {
  const { t } = useScreenTexts();
  const format = useFormat();
  return (
    <DecisionQueue<Claim>
      list={usePagedCall(calls.promotions.opsApplications)}
      testId="claims-table"
      empty={t("promotions.emptyClaims")}
      rowKey={(row) => row.participationId}
      rejectTitle={(row) => t("promotions.rejectTitle", { player: row.username })}
      doneText={{ approved: t("promotions.approved"), rejected: t("promotions.rejected") }}
      decide={(row, reason) =>
        opsCall(calls.promotions.opsDecideApplication, {
          params: { participationId: row.participationId },
          body: reason === undefined ? { decision: "approve" } : { decision: "reject", reason },
        })
      }
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
      ]}
    />
  );
}
