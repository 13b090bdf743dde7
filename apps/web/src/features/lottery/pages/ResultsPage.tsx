import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { Pagination } from "../../../shared/ui/Pagination";
import { Spinner } from "../../../shared/ui/Spinner";
import { useLotteryGames, useResults, useVnMenu } from "../api/lottery-api";
import { Chip, ChipRow, LotteryFrame, Panel } from "../components/LotteryFrame";
import { ResultView } from "../components/ResultView";
import { isFast } from "../lib/catalogue";
import { useLotteryFormat } from "../lib/money";

/** /lottery/results?gameCode=..: a game's drawn results, newest first, prize by prize. */
export default function ResultsPage() {
  const { t } = useTranslation("lottery");
  const [params, setParams] = useSearchParams();
  const menu = useVnMenu();
  const games = useLotteryGames();
  const all = [
    ...(menu.data?.gameMenus ?? []).flatMap((g) =>
      g.games.map((game) => ({ code: game.gameCode, name: game.labelName })),
    ),
    ...(games.data?.games ?? [])
      .filter((g) => !g.gameCode.startsWith("vn-"))
      .map((g) => ({ code: g.gameCode, name: g.gameName })),
  ];
  const gameCode = params.get("gameCode") ?? all[0]?.code ?? "";
  return (
    <LotteryFrame title={t("results.title")} testId="lottery-results">
      <div className="flex flex-col gap-3">
        <ChipRow label={t("results.game")}>
          {all.map((game) => (
            <Chip
              key={game.code}
              active={game.code === gameCode}
              onClick={() => setParams({ gameCode: game.code })}
              testId={`results-game-${game.code}`}
            >
              {game.name}
            </Chip>
          ))}
        </ChipRow>
        {gameCode ? (
          <GameResults key={gameCode} gameCode={gameCode} />
        ) : (
          <Spinner className="grid min-h-40 place-items-center" />
        )}
      </div>
    </LotteryFrame>
  );
}

function GameResults({ gameCode }: { gameCode: string }) {
  const { t } = useTranslation("lottery");
  const format = useLotteryFormat();
  const [page, setPage] = useState(1);
  const results = useResults(gameCode, page, 10);
  if (!results.data) return <Spinner className="grid min-h-40 place-items-center" />;
  if (results.data.list.length === 0)
    return (
      <Panel>
        <p className="text-sm text-muted">{t("results.none")}</p>
      </Panel>
    );
  return (
    <>
      <ul className="grid gap-3 md:grid-cols-2" data-testid="results-list">
        {results.data.list.map((draw) => (
          <li key={draw.drawId}>
            <Panel className="flex flex-col gap-2">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <p className="font-semibold text-white">
                  {draw.station ? `${draw.station.name} · ` : ""}
                  {draw.numero}
                </p>
                <span className="text-xs text-muted">
                  {format.drawTime(draw.drawAt, gameCode)} · {t(`drawStatus.${draw.status}`)}
                  {draw.resultRevision > 1
                    ? ` · ${t("results.revision", { revision: draw.resultRevision })}`
                    : ""}
                </span>
              </div>
              <ResultView draw={draw} />
              {isFast(gameCode) && draw.numbers.length > 0 && (
                <Link
                  to={`/lottery/verify?drawId=${encodeURIComponent(draw.drawId)}`}
                  className="self-start text-sm text-gold underline"
                >
                  {t("results.verify")}
                </Link>
              )}
            </Panel>
          </li>
        ))}
      </ul>
      <Pagination page={page} totalPages={results.data.totalPages} onChange={setPage} className="mt-4" />
    </>
  );
}
