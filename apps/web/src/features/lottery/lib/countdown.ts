import { useEffect, useState } from "react";

/** Ticks once a second while mounted: a display clock, not a timer that drives anything. */
export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const tick = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(tick);
  }, []);
  return now;
}

/**
 * Seconds left to a draw's close: the server's `closesInSeconds` counted from when it answered,
 * so a player's wrong clock does not move the countdown.
 */
export function secondsLeft(closesInSeconds: number, answeredAt: number, now: number): number {
  return Math.max(0, closesInSeconds - Math.floor((now - answeredAt) / 1000));
}

/** 3725 -> "01:02:05"; a day or more -> "2d 01:02:05". */
export function clockLabel(seconds: number): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  const days = Math.floor(seconds / 86_400);
  const rest = seconds % 86_400;
  const clock = `${pad(Math.floor(rest / 3600))}:${pad(Math.floor((rest % 3600) / 60))}:${pad(rest % 60)}`;
  return days > 0 ? `${days}d ${clock}` : clock;
}
