import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { useSession } from "../../../shared/session/session-store";
import { Spinner } from "../../../shared/ui/Spinner";
import { useGameOdds, useOpenDraws, useResults } from "../api/lottery-api";
import { BetSlip } from "../components/BetSlip";
import { Countdown } from "../components/Countdown";
import { Chip, ChipRow, LotteryFrame, Panel } from "../components/LotteryFrame";
import { ResultView } from "../components/ResultView";
import { TicketList } from "../components/TicketList";
import { familyOf, isFast } from "../lib/catalogue";
import { secondsLeft } from "../lib/countdown";
import { useLotteryFormat } from "../lib/money";

/** /lottery?gameCode=..&playType=..: one game's open draws, the slip, its last results and my bets on it. */
export function GamePage({ gameCode }: { gameCode: string }) {
  const { t } = useTranslation("lottery");
  const [params, setParams] = useSearchParams();
  const format = useLotteryFormat();
  const { token } = useSession();
  const draws = useOpenDraws(gameCode);
  const odds = useGameOdds(gameCode);
  const results = useResults(gameCode, 1, 5);
  const [drawId, setDrawId] = useState<string | null>(null);
  const open = draws.data?.draws ?? [];
  const draw = open.find((d) => d.drawId === drawId) ?? open[0] ?? null;
  const answeredAt = draws.dataUpdatedAt;

  // When the chosen draw closes, the list is fetched again so the next one takes its place.
  const { refetch } = draws;
  const closesIn = draw?.closesInSeconds;
  useEffect(() => {
    if (closesIn === undefined) return;
    const left = secondsLeft(closesIn, answeredAt, Date.now());
    const timer = window.setTimeout(() => void refetch(), (left + 1) * 1000);
    return () => window.clearTimeout(timer);
  }, [closesIn, answeredAt, refetch]);

  if (!familyOf(gameCode) || draws.isError) {
    return (
      <LotteryFrame title={t("titles.lottery")}>
        <Panel>
          <p className="text-sm text-muted">{t("loadError")}</p>
        </Panel>
      </LotteryFrame>
    );
  }
  const game = draws.data?.game;
  const stationDraws = open.some((d) => d.station);
  return (
    <LotteryFrame title={game?.gameName ?? gameCode} testId={`lottery-game-${gameCode}`}>
      {!draws.data ? (
        <Spinner className="grid min-h-60 place-items-center" />
      ) : (
        <div className="grid min-w-0 gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="flex min-w-0 flex-col gap-4">
            <Panel className="flex flex-col gap-3">
              <ChipRow label={t("slip.draw")}>
                {open.map((d) => (
                  <Chip
                    key={d.drawId}
                    active={d.drawId === draw?.drawId}
                    onClick={() => setDrawId(d.drawId)}
                    testId={`draw-${d.drawId}`}
                  >
                    {stationDraws && d.station ? `${d.station.name} · ${d.numero}` : d.numero}
                  </Chip>
                ))}
              </ChipRow>
              {draw ? (
                <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
                  <span className="text-muted" data-testid="draw-time">
                    {t("drawAt", { time: format.drawTime(draw.drawAt, gameCode) })}
                  </span>
                  <Countdown
                    closesInSeconds={draw.closesInSeconds}
                    answeredAt={answeredAt}
                    testId="draw-countdown"
                  />
                </div>
              ) : (
                <p className="text-sm text-muted">{t("empty")}</p>
              )}
              {draw?.seedHash && (
                <p className="min-w-0 text-xs text-muted" data-testid="draw-seed-hash">
                  {t("seedHash")} <span className="font-mono break-all text-white/80">{draw.seedHash}</span>
                </p>
              )}
            </Panel>
            <BetSlip
              key={gameCode}
              gameCode={gameCode}
              draw={draw}
              odds={odds.data}
              initialBetType={params.get("playType")}
              onBetTypeChange={(type) =>
                setParams(
                  (current) => {
                    const next = new URLSearchParams(current);
                    next.set("playType", type);
                    return next;
                  },
                  { replace: true },
                )
              }
            />
          </div>
          <aside className="flex min-w-0 flex-col gap-4">
            <Panel>
              <div className="mb-2 flex items-center justify-between">
                <h2 className="text-base font-semibold text-white">{t("results.title")}</h2>
                <Link
                  to={`/lottery/results?gameCode=${encodeURIComponent(gameCode)}`}
                  className="text-xs text-gold underline"
                >
                  {t("tabs.results")}
                </Link>
              </div>
              {(results.data?.list ?? []).length === 0 ? (
                <p className="text-sm text-muted">{t("results.none")}</p>
              ) : (
                <ul className="flex flex-col gap-3" data-testid="game-results">
                  {(results.data?.list ?? []).map((r) => (
                    <li key={r.drawId} className="border-b border-line/60 pb-2 last:border-0">
                      <p className="mb-1 text-xs text-muted">
                        {r.station ? `${r.station.name} · ` : ""}
                        {r.numero}
                        {isFast(gameCode) && r.numbers.length > 0 && (
                          <>
                            {" · "}
                            <Link
                              to={`/lottery/verify?drawId=${encodeURIComponent(r.drawId)}`}
                              className="text-gold underline"
                            >
                              {t("results.verify")}
                            </Link>
                          </>
                        )}
                      </p>
                      <ResultView draw={r} compact={!isFast(gameCode)} />
                    </li>
                  ))}
                </ul>
              )}
            </Panel>
            {token && (
              <Panel>
                <h2 className="mb-2 text-base font-semibold text-white">{t("tickets.title")}</h2>
                <TicketList gameCode={gameCode} size={5} compact />
              </Panel>
            )}
          </aside>
        </div>
      )}
    </LotteryFrame>
  );
}
