import { type CallValue, calls, type SaveMallRewardBody } from "@jogada/contracts";
import { useState } from "react";
import { opsCall } from "../../lib/ops-api";
import { useFormat } from "../format";
import { useScreenTexts } from "../i18n";
import { Badge, ScreenTitle, Tabs } from "../kit";
import { DecisionQueue, EditableCatalogue, usePagedCall } from "../list-blocks";
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
  return (
    <EditableCatalogue<Reward, SaveMallRewardBody>
      list={usePagedCall(calls.loyalty.opsMallRewards)}
      testId="mall"
      empty={t("mall.empty")}
      newLabel={t("mallForm.new")}
      editTitle={(row) => t("mallForm.editTitle", { name: row.texts[language].title })}
      Form={MallForm}
      save={(body, row) =>
        row
          ? opsCall(calls.loyalty.opsUpdateMallReward, { params: { rewardId: row.id }, body })
          : opsCall(calls.loyalty.opsCreateMallReward, { body })
      }
      setStatus={(row, status) =>
        opsCall(calls.loyalty.opsSetMallRewardStatus, { params: { rewardId: row.id }, body: { status } })
      }
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
        { key: "stock", header: t("mall.stock"), className: "text-right", cell: (item) => item.stock ?? "∞" },
        {
          key: "status",
          header: t("common.status"),
          cell: (item) => <Badge tone={TONE[item.status]}>{t(`promotions.statuses.${item.status}`)}</Badge>,
        },
      ]}
    />
  );
}

function Redemptions() {
  const { t } = useScreenTexts();
  const format = useFormat();
  return (
    <DecisionQueue<Redemption>
      list={usePagedCall(calls.loyalty.opsRedemptions, { status: "in_process" })}
      testId="redemptions-table"
      empty={t("mall.emptyRedemptions")}
      rowKey={(row) => row.id}
      rejectTitle={(row) => t("promotions.rejectTitle", { player: row.username })}
      doneText={{ approved: t("mall.approved"), rejected: t("mall.rejected") }}
      decide={(row, reason) =>
        opsCall(calls.loyalty.opsDecideRedemption, {
          params: { redemptionId: row.id },
          body: reason === undefined ? { decision: "approve" } : { decision: "reject", reason },
        })
      }
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
      ]}
    />
  );
}
