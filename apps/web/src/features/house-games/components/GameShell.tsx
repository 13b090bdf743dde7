import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { openModal } from "../../../shared/modals/modal-store";
import { useSession } from "../../../shared/session/session-store";
import { Button } from "../../../shared/ui/Button";
import { useHouseGames } from "../api/house-games";
import { HistoryPanel } from "./HistoryPanel";
import { SeedsPanel } from "./SeedsPanel";
import { SoundToggle } from "./SoundToggle";

export interface Outcome {
  kind: "win" | "lose" | "error" | "info";
  text: string;
}

/** Every game's frame: title, RTP, sound, controls beside the stage, then seeds and recall. */
export function GameShell({
  code,
  controls,
  stage,
  outcome,
  below,
}: {
  code: string;
  controls: ReactNode;
  stage: ReactNode;
  outcome: Outcome | null;
  below?: ReactNode;
}) {
  const { t } = useTranslation("houseGames");
  const games = useHouseGames();
  const { token } = useSession();
  const info = games.data?.games.find((g) => g.code === code);
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-3 py-4" data-testid={`bgs-game-${code}`}>
      <header className="flex flex-wrap items-center gap-3">
        <Link to="/bgs" className="text-sm text-muted hover:text-white">
          ← {t("back")}
        </Link>
        <h1 className="text-xl font-bold text-white">{info?.name ?? code}</h1>
        {info && (
          <span
            className="rounded-full bg-white/5 px-3 py-1 text-xs text-gold"
            title={t("rtpExplained", { rtp: info.rtp })}
          >
            {t("rtp", { rtp: info.rtp })} · {t("houseEdge", { edge: info.houseEdge })}
          </span>
        )}
        <span className="ml-auto">
          <SoundToggle />
        </span>
      </header>
      <div className="grid gap-4 md:grid-cols-[300px_1fr]">
        <aside className="order-2 rounded-2xl border border-line bg-panel p-4 md:order-1">
          {token ? (
            controls
          ) : (
            <div className="flex flex-col gap-3 text-sm">
              <p className="font-semibold text-white">{t("loginToPlay")}</p>
              <p className="text-muted">{t("loginToPlayText")}</p>
              <Button onClick={() => openModal("login")}>{t("login")}</Button>
            </div>
          )}
        </aside>
        <section className="order-1 flex min-h-[360px] flex-col overflow-hidden rounded-2xl border border-line bg-gradient-to-b from-panel-2 to-night p-4 md:order-2">
          <div className="relative flex flex-1 items-center justify-center">{stage}</div>
          <p
            role="status"
            aria-live="polite"
            data-testid="bet-outcome"
            className={`mt-3 min-h-6 text-center text-sm font-semibold ${
              outcome?.kind === "win"
                ? "text-emerald-400"
                : outcome?.kind === "error"
                  ? "text-red-400"
                  : outcome?.kind === "lose"
                    ? "text-muted"
                    : "text-gold"
            }`}
          >
            {outcome?.text}
          </p>
        </section>
      </div>
      {below}
      {token && (
        <div className="grid gap-4 md:grid-cols-2">
          <HistoryPanel game={code} />
          <SeedsPanel />
        </div>
      )}
    </div>
  );
}
