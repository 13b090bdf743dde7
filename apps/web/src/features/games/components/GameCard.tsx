import type { GameItem } from "@jogada/contracts";
import { useTranslation } from "react-i18next";
import { cn } from "../../../shared/lib/cn";
import { useSession } from "../../../shared/session/session-store";
import { StarIcon } from "../../../shared/ui/icons";
import { LazyImage } from "../../../shared/ui/LazyImage";
import { useToggleFavourite } from "../api/games-api";

/** One game: icon, name, vendor, hot and maintenance badges, a favourite toggle when logged in. */
export function GameCard({ game, onOpen }: { game: GameItem; onOpen: (game: GameItem) => void }) {
  const { t } = useTranslation("games");
  const { token } = useSession();
  const favourite = useToggleFavourite();
  const isFavorite = favourite.isPending ? favourite.variables?.body.action === "add" : game.isFavorite;
  return (
    <li className="group relative" data-testid="game-card" data-node-id={game.nodeId}>
      <button
        type="button"
        onClick={() => onOpen(game)}
        className="block w-full overflow-hidden rounded-xl border border-line/60 bg-panel text-left transition hover:-translate-y-0.5 hover:border-gold/60 focus-visible:ring-2 focus-visible:ring-gold focus-visible:outline-none"
      >
        <LazyImage
          src={game.iconUrl}
          alt=""
          wrapperClassName="aspect-square w-full"
          className={cn("size-full object-cover", game.maintenance && "grayscale")}
        />
        <span className="block px-2 py-1.5">
          {/* "Play <name>" for a screen reader, built around the visible name (WCAG 2.5.3). */}
          <span className="sr-only">{t("list.playPrefix")} </span>
          <span className="block truncate text-sm font-semibold" data-testid="game-name">
            {game.gameName}
          </span>
          <span className="block truncate text-xs text-muted" data-testid="game-vendor">
            {game.vendorName}
          </span>
        </span>
      </button>
      {game.isHot === 1 && (
        <span className="pointer-events-none absolute top-1.5 left-1.5 rounded-md bg-rose-600 px-1.5 py-0.5 text-[10px] font-bold uppercase">
          {t("list.hot")}
        </span>
      )}
      {game.maintenance && (
        <span className="pointer-events-none absolute inset-x-0 top-1/3 bg-black/70 py-1 text-center text-xs">
          {t("list.maintenance")}
        </span>
      )}
      {token && (
        <button
          type="button"
          data-testid="favourite-toggle"
          aria-pressed={isFavorite}
          aria-label={t(isFavorite ? "list.removeFavourite" : "list.addFavourite", { name: game.gameName })}
          onClick={() =>
            favourite.mutate({
              body: {
                nodeId: game.nodeId,
                vendor: game.vassalage,
                gameType: game.gameType,
                action: isFavorite ? "remove" : "add",
              },
            })
          }
          className={cn(
            "absolute top-1 right-1 rounded-full bg-black/50 p-1.5 transition focus-visible:ring-2 focus-visible:ring-gold focus-visible:outline-none",
            isFavorite ? "text-gold" : "text-white/70 hover:text-white",
          )}
        >
          <StarIcon className={cn("size-4", isFavorite && "fill-current")} />
        </button>
      )}
    </li>
  );
}
