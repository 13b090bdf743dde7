import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../shared/api/client";
import { cn } from "../../../shared/lib/cn";
import { usePageName } from "../../../shared/lib/page-names";
import { Button } from "../../../shared/ui/Button";
import {
  loyaltyApi,
  type Mission,
  type MissionPeriod,
  refreshPoints,
  useLeaderboard,
  useMissions,
} from "../api/loyalty-api";
import { Badge, Empty, LoadFailed, Loading, Progress } from "../components/Status";
import { useLoyaltyFormat } from "../lib/format";
import { percentOf } from "../lib/progress";

const PERIODS: MissionPeriod[] = ["daily", "weekly", "once"];

/** A mission's target as the player reads it: amounts as money, counts as numbers. */
function useMissionText() {
  const { t } = useTranslation("loyalty");
  const f = useLoyaltyFormat();
  const value = (mission: Mission, v: string) =>
    mission.kind === "deposit" || mission.kind === "bet" ? f.money(v) : f.number(v);
  return {
    title: (mission: Mission) =>
      mission.title || t(`missions.kind.${mission.kind}`, { target: value(mission, mission.target) }),
    value,
    reward: (mission: Mission) =>
      mission.reward.kind === "points"
        ? t("missions.rewardPoints", { points: f.number(mission.reward.amount) })
        : f.money(mission.reward.amount),
  };
}

function MissionRow({ mission }: { mission: Mission }) {
  const { t } = useTranslation("loyalty");
  const f = useLoyaltyFormat();
  const text = useMissionText();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const claim = async () => {
    setBusy(true);
    setError(undefined);
    try {
      if (mission.rewardId !== null) await loyaltyApi.claim("mission", mission.rewardId);
    } catch (failure) {
      setError(failure instanceof ApiError && failure.message ? failure.message : t("common.actionFailed"));
    } finally {
      setBusy(false);
      await refreshPoints(client);
    }
  };
  return (
    <li
      className="flex flex-col gap-2 rounded-xl border border-line/70 bg-panel/60 p-3"
      data-testid="mission"
      data-mission={mission.id}
      data-state={mission.state}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="min-w-0 font-semibold break-words text-white" data-testid="mission-title">
          {text.title(mission)}
        </span>
        {mission.state === "claimed" ? (
          <Badge tone="good">{t("missions.claimed")}</Badge>
        ) : mission.state === "claim" ? (
          <Badge tone="act">{t("missions.completed")}</Badge>
        ) : (
          <Badge tone="wait">{t("missions.open")}</Badge>
        )}
      </div>
      <Progress
        percent={percentOf(mission.progress, mission.target)}
        label={text.title(mission)}
        testId="mission-bar"
      />
      <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-muted">
        <span className="tabular-nums" data-testid="mission-progress">
          {t("missions.progress", {
            done: text.value(mission, mission.progress),
            target: text.value(mission, mission.target),
          })}
        </span>
        {mission.endsAt && <span>{t("missions.endsAt", { time: f.time(mission.endsAt) })}</span>}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-sm text-gold" data-testid="mission-reward">
          {t("missions.reward", { reward: text.reward(mission) })}
        </span>
        {mission.state === "claim" && mission.rewardId !== null && (
          <Button
            size="sm"
            variant="gold"
            disabled={busy}
            onClick={() => void claim()}
            data-testid="mission-claim"
          >
            {t("missions.claim")}
          </Button>
        )}
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-300">
          {error}
        </p>
      )}
    </li>
  );
}

function Missions() {
  const { t } = useTranslation("loyalty");
  const missions = useMissions();
  if (missions.isPending) return <Loading />;
  if (missions.isError) return <LoadFailed onRetry={() => void missions.refetch()} />;
  if (missions.data.list.length === 0) return <Empty testId="missions-empty">{t("missions.empty")}</Empty>;
  return (
    <div className="flex flex-col gap-4" data-testid="missions">
      {PERIODS.map((period) => {
        const list = missions.data.list.filter((mission) => mission.period === period);
        if (list.length === 0) return null;
        return (
          <section key={period} className="flex flex-col gap-2" aria-label={t(`missions.period.${period}`)}>
            <h4 className="text-sm font-semibold text-muted">{t(`missions.period.${period}`)}</h4>
            <ul className="flex flex-col gap-2">
              {list.map((mission) => (
                <MissionRow key={mission.id} mission={mission} />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

function Leaderboard() {
  const { t } = useTranslation("loyalty");
  const f = useLoyaltyFormat();
  const board = useLeaderboard();
  if (board.isPending) return <Loading />;
  if (board.isError) return <LoadFailed onRetry={() => void board.refetch()} />;
  const { list, me, periodStart, periodEnd } = board.data;
  return (
    <div className="flex flex-col gap-3" data-testid="leaderboard">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h4 className="font-semibold text-white">{t("missions.board")}</h4>
        <span className="text-xs text-muted" data-testid="leaderboard-period">
          {t(`missions.boardKind.${board.data.period}`)} ·{" "}
          {t("missions.boardPeriod", { from: f.date(periodStart), to: f.date(periodEnd) })}
        </span>
      </div>
      <p className="text-sm text-gold" data-testid="leaderboard-me">
        {me?.rank ? t("missions.yourRank", { rank: me.rank }) : t("missions.notRanked")}
      </p>
      {list.length === 0 ? (
        <Empty testId="leaderboard-empty">{t("missions.boardEmpty")}</Empty>
      ) : (
        <ol className="flex flex-col gap-1">
          <li className="grid grid-cols-[2.5rem_minmax(0,1fr)_auto] gap-2 px-3 text-xs text-muted sm:grid-cols-[3rem_minmax(0,1fr)_8rem_6rem]">
            <span>{t("missions.rank")}</span>
            <span>{t("missions.player")}</span>
            <span className="text-right">{t("missions.turnover")}</span>
            <span className="hidden text-right sm:block">{t("missions.prize")}</span>
          </li>
          {list.map((row) => {
            const isMe = me?.rank === row.rank;
            return (
              <li
                key={row.rank}
                data-testid="leaderboard-row"
                className={cn(
                  "grid grid-cols-[2.5rem_minmax(0,1fr)_auto] items-center gap-2 rounded-lg px-3 py-2 text-sm sm:grid-cols-[3rem_minmax(0,1fr)_8rem_6rem]",
                  isMe ? "bg-gold/10 text-gold" : "bg-white/[0.03] text-white",
                )}
              >
                <span className="font-bold tabular-nums">{row.rank}</span>
                <span className="min-w-0 truncate">
                  {row.player}
                  {isMe && ` (${t("missions.you")})`}
                  {row.prize && (
                    <span className="block text-xs text-gold sm:hidden">{f.money(row.prize)}</span>
                  )}
                </span>
                <span className="text-right tabular-nums">{f.money(row.turnover)}</span>
                <span className="hidden text-right text-gold tabular-nums sm:block">
                  {row.prize ? f.money(row.prize) : "—"}
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}

/** Member centre, mission activity: missions with progress and claim, and the period's leaderboard. */
export default function MissionLeaderboardPage() {
  const { t } = useTranslation("loyalty");
  const [tab, setTab] = useState<"missions" | "leaderboard">("missions");
  return (
    <div className="flex flex-col gap-4" data-testid="mission-page">
      <h3 className="text-lg font-bold text-white">{usePageName("missionLeaderboard")}</h3>
      <div role="tablist" className="flex gap-1 border-b border-line" aria-label={t("missions.page")}>
        {(["missions", "leaderboard"] as const).map((key) => (
          <button
            key={key}
            type="button"
            role="tab"
            aria-selected={tab === key}
            data-testid={`mission-tab-${key}`}
            onClick={() => setTab(key)}
            className={cn(
              "-mb-px border-b-2 px-3 py-2 text-sm font-semibold whitespace-nowrap",
              tab === key ? "border-gold text-gold" : "border-transparent text-muted hover:text-white",
            )}
          >
            {t(`missions.tabs.${key}`)}
          </button>
        ))}
      </div>
      {tab === "missions" ? <Missions /> : <Leaderboard />}
    </div>
  );
}
