import type { CallInput } from "@jogada/contracts";
import { useCallback, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../shared/api/client";
import { useFormat } from "../../../shared/lib/use-format";
import { type BetCall, type BetValue, placeBet, useBetSettled } from "../api/house-games";
import type { Outcome } from "../components/GameShell";
import { sounds } from "./sound";

/**
 * Places one bet (a fresh Idempotency-Key each time; the button is disabled while it runs, so a
 * double click never bets twice), runs the game's animation, then shows the outcome.
 */
export function usePlay(game: string) {
  const { t } = useTranslation("houseGames");
  const format = useFormat();
  const settled = useBetSettled();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const busyRef = useRef(false);

  const play = useCallback(
    async <D extends BetCall>(
      definition: D,
      input: CallInput<D>,
      animate: (value: BetValue) => Promise<void> = async () => {},
    ) => {
      if (busyRef.current) throw new Error("busy");
      busyRef.current = true;
      setBusy(true);
      setOutcome(null);
      sounds.click();
      try {
        const value = await placeBet(definition, input);
        await animate(value);
        const won = Number(value.round.win) > 0;
        const multiple = Number(value.round.multiplier);
        if (won) (multiple >= 10 ? sounds.bigWin : sounds.win)();
        else sounds.lose();
        setOutcome(
          won
            ? { kind: "win", text: t("win", { amount: format.money(value.round.win) }) }
            : { kind: "lose", text: t("lose") },
        );
        settled(game);
        return value;
      } catch (error) {
        setOutcome({ kind: "error", text: error instanceof ApiError ? error.message : String(error) });
        throw error;
      } finally {
        busyRef.current = false;
        setBusy(false);
      }
    },
    [game, settled, t],
  );

  return { play, busy, outcome, setOutcome };
}

/** Profit of a settled round in major units, for auto-bet stop rules (display only). */
export function profitOf(value: BetValue): number {
  return Number(value.round.win) - Number(value.round.stake);
}
