import { calls, languageTag } from "@jogada/contracts";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useAgentQuery } from "../api/agent-api";
import { errorText, Message, PageTitle, Stat } from "../components/form";
import { PeriodPicker, usePeriod } from "../components/PeriodPicker";
import { TrendChart } from "../components/TrendChart";
import { useFormat } from "../lib/format";

/** Team overview (the agent centre's default page): the team's figures for a period, with charts. */
export default function TeamOverviewPage() {
  const { t } = useTranslation("agentCentre");
  const format = useFormat();
  const period = usePeriod("thisWeek");
  const { data, error, isLoading } = useAgentQuery(calls.agents.teamOverview, { query: period.range });
  const days = useMemo(() => data?.series.map((point) => point.date) ?? [], [data]);
  const memberSeries = useMemo(
    () =>
      data
        ? [
            {
              label: t("figures.newMembers"),
              values: data.series.map((p) => p.newMembers),
              colour: "#f5c451",
              bars: true,
            },
            {
              label: t("figures.activeMembers"),
              values: data.series.map((p) => p.activeMembers),
              colour: "#a78bfa",
            },
          ]
        : [],
    [data, t],
  );
  const moneySeries = useMemo(
    () =>
      data
        ? [
            {
              label: t("figures.deposits"),
              values: data.series.map((p) => Number(p.deposits)),
              colour: "#34d399",
            },
            {
              label: t("figures.withdrawals"),
              values: data.series.map((p) => Number(p.withdrawals)),
              colour: "#f87171",
            },
          ]
        : [],
    [data, t],
  );
  const betSeries = useMemo(
    () =>
      data
        ? [
            {
              label: t("figures.validBet"),
              values: data.series.map((p) => Number(p.validBet)),
              colour: "#f5c451",
            },
            {
              label: t("figures.profitLoss"),
              values: data.series.map((p) => Number(p.profitLoss)),
              colour: "#60a5fa",
            },
          ]
        : [],
    [data, t],
  );
  const compact = useMemo(
    () => (value: number) =>
      new Intl.NumberFormat(languageTag(format.language), { notation: "compact" }).format(value),
    [format.language],
  );
  const profit = data ? Number(data.profitLoss) : 0;
  return (
    <div className="flex min-w-0 flex-col gap-4" data-testid="team-overview">
      <PageTitle>{t("pages.agentTeamOverview")}</PageTitle>
      <PeriodPicker state={period} />
      {error && <Message tone="error">{errorText(error, t("common.failed"))}</Message>}
      {isLoading && <p className="text-sm text-muted">{t("common.loading")}</p>}
      {data && (
        <>
          <div className="grid grid-cols-2 gap-2 md:grid-cols-3 lg:grid-cols-4">
            <Stat label={t("figures.teamSize")} value={format.count(data.teamSize)} testId="ov-teamSize" />
            <Stat label={t("figures.directMembers")} value={format.count(data.directMembers)} />
            <Stat
              label={t("figures.newMembers")}
              value={format.count(data.newMembers)}
              testId="ov-newMembers"
            />
            <Stat
              label={t("figures.activeMembers")}
              value={format.count(data.activeMembers)}
              testId="ov-activeMembers"
            />
            <Stat label={t("figures.deposits")} value={format.money(data.deposits)} testId="ov-deposits" />
            <Stat
              label={t("figures.withdrawals")}
              value={format.money(data.withdrawals)}
              testId="ov-withdrawals"
            />
            <Stat label={t("figures.validBet")} value={format.money(data.validBet)} testId="ov-validBet" />
            <Stat
              label={t("figures.profitLoss")}
              value={format.money(data.profitLoss)}
              tone={profit > 0 ? "up" : profit < 0 ? "down" : undefined}
              testId="ov-profitLoss"
            />
          </div>
          {days.length > 0 && (
            <div className="grid min-w-0 gap-4 lg:grid-cols-2">
              <ChartCard title={t("figures.members")}>
                <TrendChart days={days} series={memberSeries} integers testId="chart-members" />
              </ChartCard>
              <ChartCard title={t("figures.money")}>
                <TrendChart days={days} series={moneySeries} format={compact} testId="chart-money" />
              </ChartCard>
              <ChartCard title={t("figures.betting")} wide>
                <TrendChart days={days} series={betSeries} format={compact} testId="chart-bets" />
              </ChartCard>
            </div>
          )}
        </>
      )}
    </div>
  );
}

function ChartCard({ title, children, wide }: { title: string; children: React.ReactNode; wide?: boolean }) {
  return (
    <figure className={`min-w-0 rounded-xl border border-line bg-white/5 p-3 ${wide ? "lg:col-span-2" : ""}`}>
      <figcaption className="mb-2 text-sm font-semibold text-white">{title}</figcaption>
      {children}
    </figure>
  );
}
