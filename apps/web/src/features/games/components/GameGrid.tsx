import type { GameItem } from "@jogada/contracts";
import { LIMITS } from "@jogada/contracts";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../shared/ui/Button";
import { Spinner } from "../../../shared/ui/Spinner";
import { type GameFilters, useGameList } from "../api/games-api";
import { GameCard } from "./GameCard";

/**
 * The games of a filter, loaded page by page as the end of the list nears the viewport; loads
 * are throttled to one per 200 ms (SPEC §9) so a fast scroll does not fire a burst of calls.
 */
export function GameGrid({ filters, onOpen }: { filters: GameFilters; onOpen: (game: GameItem) => void }) {
  const { t } = useTranslation("games");
  const list = useGameList(filters);
  const sentinel = useRef<HTMLDivElement>(null);
  const lastLoad = useRef(0);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;

  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasNextPage || typeof IntersectionObserver === "undefined") return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = () => {
      const wait = lastLoad.current + LIMITS.infiniteScrollThrottleMs - Date.now();
      if (wait > 0) {
        timer ??= setTimeout(() => {
          timer = undefined;
          load();
        }, wait);
        return;
      }
      lastLoad.current = Date.now();
      if (!isFetchingNextPage) void fetchNextPage();
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) load();
      },
      { rootMargin: "400px 0px" },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      if (timer) clearTimeout(timer);
    };
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (list.isPending) return <Spinner className="grid place-items-center py-16" />;
  if (list.isError)
    return (
      <div className="py-12 text-center text-muted">
        <p>{t("list.error")}</p>
        <Button variant="ghost" className="mt-3" onClick={() => void list.refetch()}>
          {t("list.retry")}
        </Button>
      </div>
    );
  const games = list.data.pages.flatMap((page) => page.games);
  const total = list.data.pages[0]?.totalCount ?? 0;
  return (
    <div>
      <p className="mb-3 text-sm text-muted" data-testid="game-count">
        {t("list.count", { count: total })}
      </p>
      {games.length === 0 ? (
        <p className="py-12 text-center text-muted" data-testid="games-empty">
          {t("list.empty")}
        </p>
      ) : (
        <ul
          className="grid grid-cols-3 gap-3 sm:grid-cols-4 md:grid-cols-5 lg:grid-cols-6"
          data-testid="game-grid"
        >
          {games.map((game) => (
            <GameCard key={game.nodeId} game={game} onOpen={onOpen} />
          ))}
        </ul>
      )}
      <div ref={sentinel} className="h-8" />
      {isFetchingNextPage && <Spinner className="grid place-items-center py-4" />}
    </div>
  );
}
