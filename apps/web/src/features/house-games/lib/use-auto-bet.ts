import { calls, TRIAL_TYPE } from "@jogada/contracts";
import { useCallback, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { call } from "../../../shared/api/call";
import { ApiError } from "../../../shared/api/client";
import { useSession } from "../../../shared/session/session-store";
import { type AutoBetSettings, autoPlayDone } from "./auto-play";

export type { AutoBetSettings } from "./auto-play";

/** Why the last auto-play ended, in the player's language; "error" when something refused it. */
export interface AutoPlayEnd {
  kind: "done" | "error";
  text: string;
  /** Whether the text needs the "auto-play stopped" title before it. */
  titled?: boolean;
}

/**
 * Repeats `playOnce` (which resolves to the round's profit) until the count runs out, a stop
 * condition is met, a refusal comes back or the player stops it. With real money it first opens
 * a responsible-gaming run on the server, which counts every bet carrying its id and refuses the
 * ones past its plays or loss limit, so the limits hold even if this page is not the one counting.
 */
export function useAutoBet(playOnce: (autoRunId?: string) => Promise<number>, demo: boolean) {
  const { t } = useTranslation("houseGames");
  const trial = useSession().isAgent === TRIAL_TYPE;
  const [running, setRunning] = useState(false);
  const [left, setLeft] = useState(0);
  const [ended, setEnded] = useState<AutoPlayEnd | null>(null);
  const stopRef = useRef(false);

  const start = useCallback(
    async (settings: AutoBetSettings) => {
      stopRef.current = false;
      setRunning(true);
      setEnded(null);
      let profit = 0;
      let plays = 0;
      try {
        // Play money (and trial accounts, which only have play money) is outside responsible gaming.
        const runId =
          demo || trial
            ? undefined
            : (
                await call(calls.responsibleGaming.rgStartAutoPlay, {
                  body: { plays: settings.count, lossLimit: settings.lossLimit },
                })
              ).runId;
        let stop: ReturnType<typeof autoPlayDone> = null;
        while (plays < settings.count && !stopRef.current && !stop) {
          setLeft(settings.count - plays);
          profit += await playOnce(runId);
          plays++;
          stop = autoPlayDone(settings, profit);
          if (plays < settings.count && !stop) await new Promise((resolve) => setTimeout(resolve, 250));
        }
        setEnded({
          kind: "done",
          text:
            stop === "loss"
              ? t("autoEndedLoss", { limit: settings.lossLimit })
              : stop === "profit"
                ? t("autoEndedProfit")
                : t("autoEnded", { count: plays }),
        });
      } catch (error) {
        // A run's own refusals already say auto-play stopped; any other one (a limit, the balance) gets that said first.
        const own = error instanceof ApiError && error.errorCode.startsWith("rg.auto.play.");
        setEnded({
          kind: "error",
          text: error instanceof ApiError ? error.message : String(error),
          titled: !own,
        });
      } finally {
        setRunning(false);
        setLeft(0);
      }
    },
    [playOnce, demo, trial, t],
  );

  return { running, left, ended, start, stop: () => (stopRef.current = true) };
}
