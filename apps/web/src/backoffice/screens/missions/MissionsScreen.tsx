import { type CallValue, calls, type SaveMissionBody } from "@jogada/contracts";
import { opsCall } from "../../lib/ops-api";
import { useFormat } from "../format";
import { useScreenTexts } from "../i18n";
import { Badge, ScreenTitle } from "../kit";
import { EditableCatalogue, usePagedCall } from "../list-blocks";
import { MissionForm } from "./MissionForm";
import { useMissionTexts } from "./texts";

type Mission = CallValue<typeof calls.loyalty.opsMissions>["list"][number];

const TONE = { active: "green", paused: "amber", ended: "slate" } as const;

/** The brand's missions: add, edit, pause, resume and end; players see only the active ones. */
export default function MissionsScreen() {
  const screen = useScreenTexts();
  const { t, language } = useMissionTexts();
  const format = useFormat();

  const goalText = ({ goal }: Mission) => {
    switch (goal.kind) {
      case "deposit":
        return t("goals.deposit", { amount: format.money(goal.amount) });
      case "bet":
        return goal.category
          ? t("goals.betIn", {
              amount: format.money(goal.amount),
              category: t(`categories.${goal.category}`),
            })
          : t("goals.bet", { amount: format.money(goal.amount) });
      default:
        return t(`goals.${goal.kind}`, { count: goal.count });
    }
  };
  const rewardText = ({ reward }: Mission) => {
    switch (reward.kind) {
      case "points":
        return t("rewards.points", { count: reward.points });
      case "bonus":
        return t("rewards.bonus", {
          amount: format.money(reward.amount),
          multiple: reward.wagering.multiple,
        });
      case "cash":
        return t("rewards.cash", { amount: format.money(reward.amount) });
    }
  };

  return (
    <section data-testid="screen-missions" className="min-w-0">
      <ScreenTitle>{t("title")}</ScreenTitle>
      <EditableCatalogue<Mission, SaveMissionBody>
        list={usePagedCall(calls.loyalty.opsMissions)}
        testId="mission"
        tableTestId="missions-table"
        empty={t("empty")}
        newLabel={t("new")}
        editTitle={(row) => t("editTitle", { name: row.texts[language].title })}
        Form={MissionForm}
        save={(body, row) =>
          row
            ? opsCall(calls.loyalty.opsUpdateMission, { params: { missionId: row.id }, body })
            : opsCall(calls.loyalty.opsCreateMission, { body })
        }
        setStatus={(row, status) =>
          opsCall(calls.loyalty.opsSetMissionStatus, { params: { missionId: row.id }, body: { status } })
        }
        columns={[
          {
            key: "mission",
            header: t("mission"),
            cell: (row) => <span className="font-medium">{row.texts[language].title}</span>,
          },
          { key: "goal", header: t("goal"), cell: goalText },
          {
            key: "period",
            header: t("period"),
            className: "whitespace-nowrap",
            cell: (row) => t(`periods.${row.period}`),
          },
          { key: "reward", header: t("reward"), cell: rewardText },
          {
            key: "players",
            header: t("players"),
            className: "text-right whitespace-nowrap",
            cell: (row) => `${row.completed} / ${row.claimed}`,
          },
          {
            key: "status",
            header: screen.t("common.status"),
            cell: (row) => (
              <span data-testid={`mission-status-${row.id}`}>
                <Badge tone={TONE[row.status]}>{screen.t(`promotions.statuses.${row.status}`)}</Badge>
              </span>
            ),
          },
        ]}
      />
    </section>
  );
}
