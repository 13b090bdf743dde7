import { type CallValue, calls } from "@jogada/contracts";
import { useOpsQuery } from "../../lib/ops-api";
import { useFormat } from "../format";
import { Badge, QueryState, Table } from "../kit";
import { useLoyaltyTexts } from "./texts";

type Change = CallValue<typeof calls.loyalty.opsVipLadder>["changes"][number];

/** How many players hold each level, then the latest upgrades and downgrades. */
export function LadderTab({ merchant }: { merchant: string }) {
  const { t } = useLoyaltyTexts();
  const format = useFormat();
  const query = useOpsQuery(calls.loyalty.opsVipLadder, { query: { merchant } });
  const reasonText = (reason: Change["reason"]) => {
    switch (reason.kind) {
      case "upgrade":
        return t("ladder.reasons.upgrade", {
          deposit: format.money(reason.deposit),
          turnover: format.money(reason.turnover),
          keepDays: reason.keepDays,
          window: format.money(reason.window),
        });
      case "keep":
        return t("ladder.reasons.keep", {
          keepDays: reason.keepDays,
          window: format.money(reason.window),
          keep: format.money(reason.keep),
        });
      case "shortened":
        return t("ladder.reasons.shortened");
      case "recorded":
        return reason.note;
    }
  };
  return (
    <QueryState query={query} isEmpty={(value) => value.levels.length === 0} empty={t("ladder.empty")}>
      {(value) => (
        <div className="flex min-w-0 flex-col gap-4">
          <Table
            testId="loyalty-ladder-table"
            rows={value.levels}
            rowKey={(level) => level.rankLevel}
            columns={[
              { key: "level", header: t("ladder.level"), cell: (level) => `VIP ${level.rankLevel}` },
              { key: "name", header: t("ladder.name"), cell: (level) => level.labelName },
              {
                key: "members",
                header: t("ladder.members"),
                className: "text-right",
                cell: (level) => level.members.toLocaleString(format.language === "EN" ? "en" : "pt-BR"),
              },
            ]}
          />
          <h2 className="text-base font-semibold text-white">{t("ladder.changes")}</h2>
          {value.changes.length === 0 ? (
            <p data-testid="loyalty-changes-empty" className="text-sm text-muted">
              {t("ladder.noChanges")}
            </p>
          ) : (
            <Table<Change & { key: number }>
              testId="loyalty-changes-table"
              rows={value.changes.map((change, key) => ({ ...change, key }))}
              rowKey={(change) => change.key}
              columns={[
                { key: "player", header: t("ladder.player"), cell: (change) => change.username },
                {
                  key: "change",
                  header: t("ladder.change"),
                  className: "whitespace-nowrap",
                  cell: (change) => (
                    <span className="flex items-center gap-2">
                      <Badge tone={change.to > change.from ? "green" : "amber"}>
                        {change.to > change.from ? t("ladder.up") : t("ladder.down")}
                      </Badge>
                      {change.from} → {change.to}
                    </span>
                  ),
                },
                {
                  key: "reason",
                  header: t("ladder.reason"),
                  cell: (change) => <span className="text-xs text-muted">{reasonText(change.reason)}</span>,
                },
                {
                  key: "at",
                  header: t("ladder.at"),
                  className: "whitespace-nowrap",
                  cell: (change) => format.date(change.at),
                },
              ]}
            />
          )}
        </div>
      )}
    </QueryState>
  );
}
