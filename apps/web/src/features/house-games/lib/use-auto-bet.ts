import { useCallback, useRef, useState } from "react";

export interface AutoBetSettings {
  count: number;
  stopProfit: number;
  stopLoss: number;
}

/**
 * Repeats `playOnce` (which resolves to the round's profit) until the count runs out, a stop
 * condition is met, an error occurs or the player stops it.
 */
export function useAutoBet(playOnce: () => Promise<number>) {
  const [running, setRunning] = useState(false);
  const [left, setLeft] = useState(0);
  const stopRef = useRef(false);

  const start = useCallback(
    async (settings: AutoBetSettings) => {
      stopRef.current = false;
      setRunning(true);
      let profit = 0;
      try {
        for (let i = 0; i < settings.count && !stopRef.current; i++) {
          setLeft(settings.count - i);
          profit += await playOnce();
          if (settings.stopProfit > 0 && profit >= settings.stopProfit) break;
          if (settings.stopLoss > 0 && -profit >= settings.stopLoss) break;
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
      } catch {
        // the error is already shown by playOnce
      } finally {
        setRunning(false);
        setLeft(0);
      }
    },
    [playOnce],
  );

  return { running, left, start, stop: () => (stopRef.current = true) };
}
