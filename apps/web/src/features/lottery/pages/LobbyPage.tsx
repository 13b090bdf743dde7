import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useOptionalPageName } from "../../../shared/lib/page-names";
import { Spinner } from "../../../shared/ui/Spinner";
import {
  type DrawResult,
  type DrawSummary,
  useLatestResults,
  useLotteryGames,
  useRecentLotteries,
  useVnMenu,
} from "../api/lottery-api";
import { Countdown } from "../components/Countdown";
import { ChipRow, LotteryFrame, Panel } from "../components/LotteryFrame";
import { ResultView } from "../components/ResultView";
import { MENU_GROUPS, type MenuGroup, menuGroupOf, ROUTE_GROUPS } from "../lib/catalogue";

export type LobbyRoute = keyof typeof ROUTE_GROUPS;

interface LobbyGame {
  gameCode: string;
  name: string;
  stations: string[];
  everyMinutes: number | null;
  nextDraw: DrawSummary | null;
}

const LOBBY_PATHS: Record<LobbyRoute, string> = {
  lottery: "/lottery",
  vnlottery: "/vnlottery",
  seaLottery: "/seaLottery",
  elott: "/elott",
};

/**
 * The lobby of /lottery, /vnlottery, /seaLottery and /elott: menu groups (the VN regions with the
 * day's stations, Thai / Lao / 4D, fast games), each game with its countdown and last result.
 */
export function LobbyPage({ route }: { route: LobbyRoute }) {
  const { t } = useTranslation("lottery");
  const pageName = useOptionalPageName(route);
  const menu = useVnMenu();
  const games = useLotteryGames();
  const recent = useRecentLotteries();
  const latest = useLatestResults();
  const lastResults = new Map((latest.data?.list ?? []).map((draw) => [draw.gameCode, draw]));
  const groups = ROUTE_GROUPS[route];
  const byGroup = new Map<MenuGroup, LobbyGame[]>();
  const answeredAt = Math.min(menu.dataUpdatedAt || Date.now(), games.dataUpdatedAt || Date.now());
  for (const group of menu.data?.gameMenus ?? []) {
    for (const game of group.games) {
      const key = menuGroupOf(game.gameCode);
      if (!key) continue;
      byGroup.set(key, [
        ...(byGroup.get(key) ?? []),
        {
          gameCode: game.gameCode,
          name: game.labelName,
          stations: game.stations.map((s) => s.name),
          everyMinutes: null,
          nextDraw: game.nextDraw,
        },
      ]);
    }
  }
  for (const game of games.data?.games ?? []) {
    const key = menuGroupOf(game.gameCode);
    if (!key || key.startsWith("vn-")) continue;
    byGroup.set(key, [
      ...(byGroup.get(key) ?? []),
      {
        gameCode: game.gameCode,
        name: game.gameName,
        stations: [],
        everyMinutes: game.everyMinutes,
        nextDraw: game.nextDraw,
      },
    ]);
  }
  const shown = MENU_GROUPS.filter((g) => groups.includes(g) && byGroup.get(g)?.length);
  const loading = menu.isPending || games.isPending;
  return (
    <LotteryFrame
      title={pageName ?? t(`titles.${route}`)}
      intro={t(`intro.${route}`)}
      lobbyTo={LOBBY_PATHS[route]}
      testId={`lottery-lobby-${route}`}
    >
      {loading ? (
        <Spinner className="grid min-h-60 place-items-center" />
      ) : shown.length === 0 ? (
        <Panel>
          <p className="text-sm text-muted">{menu.isError || games.isError ? t("loadError") : t("empty")}</p>
        </Panel>
      ) : (
        <div className="flex flex-col gap-6">
          {(recent.data?.gameMenus ?? []).length > 0 && (
            <ChipRow label={t("recent")}>
              <span className="self-center text-sm text-muted">{t("recent")}</span>
              {(recent.data?.gameMenus ?? []).map((game) => (
                <Link
                  key={game.gameCode}
                  to={`/lottery?gameCode=${encodeURIComponent(game.gameCode)}`}
                  className="rounded-full border border-line bg-white/5 px-3 py-1.5 text-sm whitespace-nowrap text-white/90 hover:bg-white/10"
                  data-testid={`lottery-recent-${game.gameCode}`}
                >
                  {game.labelName}
                </Link>
              ))}
            </ChipRow>
          )}
          {/* The VN regions have one game each: side by side on wide screens. */}
          {shown.some((group) => group.startsWith("vn-")) && (
            <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {shown
                .filter((group) => group.startsWith("vn-"))
                .map((group) => (
                  <GroupSection
                    key={group}
                    group={group}
                    games={byGroup.get(group) ?? []}
                    lastResults={lastResults}
                    answeredAt={answeredAt}
                    single
                  />
                ))}
            </div>
          )}
          {shown
            .filter((group) => !group.startsWith("vn-"))
            .map((group) => (
              <GroupSection
                key={group}
                group={group}
                games={byGroup.get(group) ?? []}
                lastResults={lastResults}
                answeredAt={answeredAt}
              />
            ))}
        </div>
      )}
    </LotteryFrame>
  );
}

function GroupSection({
  group,
  games,
  lastResults,
  answeredAt,
  single = false,
}: {
  group: MenuGroup;
  games: LobbyGame[];
  lastResults: Map<string, DrawResult>;
  answeredAt: number;
  single?: boolean;
}) {
  const { t } = useTranslation("lottery");
  return (
    <section aria-labelledby={`group-${group}`} data-testid={`lottery-group-${group}`}>
      <h2 id={`group-${group}`} className="mb-2 text-base font-semibold text-white">
        {t(`groups.${group}`)}
      </h2>
      <ul className={single ? "grid gap-3" : "grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3"}>
        {games.map((game) => (
          // min-w-0: a grid column may shrink below a card's longest line (a day's station list)
          <li key={game.gameCode} className="min-w-0">
            <GameCard game={game} result={lastResults.get(game.gameCode)} answeredAt={answeredAt} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function GameCard({
  game,
  result,
  answeredAt,
}: {
  game: LobbyGame;
  result: DrawResult | undefined;
  answeredAt: number;
}) {
  const { t } = useTranslation("lottery");
  return (
    <div
      className="flex h-full flex-col gap-2 rounded-2xl border border-line bg-panel p-3"
      data-testid={`lottery-card-${game.gameCode}`}
    >
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="truncate font-semibold text-white">{game.name}</p>
          {game.stations.length > 0 && (
            <p className="text-xs text-muted">{t("stationsToday", { stations: game.stations.join(", ") })}</p>
          )}
          {game.everyMinutes !== null && (
            <p className="text-xs text-muted">{t("every", { minutes: game.everyMinutes })}</p>
          )}
        </div>
        <Link
          to={`/lottery?gameCode=${encodeURIComponent(game.gameCode)}`}
          className="shrink-0 rounded-full bg-gradient-to-b from-gold to-amber-500 px-4 py-1.5 text-sm font-bold text-night hover:brightness-105 focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none"
          data-testid={`lottery-play-${game.gameCode}`}
        >
          {t("play")}
        </Link>
      </div>
      {game.nextDraw ? (
        <div className="flex flex-wrap items-center justify-between gap-x-3 text-xs text-muted">
          <span>{t("nextDraw", { numero: game.nextDraw.numero })}</span>
          <Countdown closesInSeconds={game.nextDraw.closesInSeconds} answeredAt={answeredAt} />
        </div>
      ) : (
        <p className="text-xs text-muted">{t("closed")}</p>
      )}
      <div className="mt-auto border-t border-line/60 pt-2">
        <p className="mb-1 text-xs text-muted">
          {t("lastResult")}
          {result ? ` · ${result.numero}` : ""}
        </p>
        {result ? (
          <ResultView draw={result} compact />
        ) : (
          <p className="text-xs text-muted">{t("noResultYet")}</p>
        )}
      </div>
    </div>
  );
}
