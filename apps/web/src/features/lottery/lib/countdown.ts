import { useSyncExternalStore } from "react";

/*
 * One display clock for every countdown on the screen: the lobby shows one per game, and a timer
 * each would wake the page, and render, once per game every second instead of once.
 */
const listeners = new Set<() => void>();
let now = Date.now();
let ticking: number | undefined;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (ticking === undefined) {
    // Stale since the last countdown went away: React reads it again after subscribing.
    now = Date.now();
    ticking = window.setInterval(() => {
      now = Date.now();
      for (const notify of listeners) notify();
    }, 1000);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.clearInterval(ticking);
      ticking = undefined;
    }
  };
}

/** Ticks once a second while mounted: a display clock, not a timer that drives anything. */
export function useNow(): number {
  return useSyncExternalStore(subscribe, () => now);
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
