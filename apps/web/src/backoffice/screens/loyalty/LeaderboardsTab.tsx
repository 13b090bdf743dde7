import { type CallValue, calls } from "@jogada/contracts";
import { useFormat } from "../format";
import { Badge } from "../kit";
import { PagedTable, usePagedCall } from "../list-blocks";
import { useLoyaltyTexts } from "./texts";

type Period = CallValue<typeof calls.loyalty.opsLeaderboardResults>["list"][number];

/** The settled leaderboard periods, newest first, with who won what and what was withheld. */
export function LeaderboardsTab({ merchant }: { merchant: string }) {
  const { t } = useLoyaltyTexts();
  const format = useFormat();
  const { query, setPage } = usePagedCall(calls.loyalty.opsLeaderboardResults, { merchant });
  return (
    <PagedTable<Period>
      query={query}
      testId="loyalty-leaderboards-table"
      empty={t("results.empty")}
      onPage={setPage}
      rowKey={(period) => period.periodStart}
      columns={[
        {
          key: "period",
          header: t("results.period"),
          className: "whitespace-nowrap",
          cell: (period) => (
            <span className="flex flex-col gap-1">
              <span>
                {period.periodStart} → {format.date(period.periodEnd)}
              </span>
              {period.settled ? (
                <span>
                  <Badge tone="green">{t("results.settled")}</Badge>
                </span>
              ) : null}
            </span>
          ),
        },
        {
          key: "players",
          header: t("results.players"),
          className: "text-right",
          cell: (period) => period.players,
        },
        {
          key: "paid",
          header: t("results.paid"),
          className: "text-right whitespace-nowrap",
          cell: (period) => format.money(period.paid),
        },
        {
          key: "winners",
          header: t("results.winners"),
          cell: (period) =>
            period.winners.length === 0 ? (
              "—"
            ) : (
              <ol className="flex flex-col gap-1 text-xs">
                {period.winners.map((winner) => (
                  <li key={winner.rank}>
                    {winner.rank}. {winner.username} · {format.money(winner.prize)}
                    {winner.withheldReason ? (
                      <span className="ml-1 text-amber-300">
                        {t("results.withheld", {
                          reason: t(`results.reasons.${winner.withheldReason}`),
                          amount: format.money(winner.withheld),
                        })}
                      </span>
                    ) : null}
                  </li>
                ))}
              </ol>
            ),
        },
      ]}
    />
  );
}
