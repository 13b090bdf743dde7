import { useSyncExternalStore } from "react";

/** The launched game's address, kept for the /game frame (sessionStorage survives a reload). */
export interface FrameState {
  url: string;
  name: string;
  demo: boolean;
}

const KEY = "gameFrame";
const listeners = new Set<() => void>();
let cached: { raw: string | null; value: FrameState | null } = { raw: null, value: null };

function read(): FrameState | null {
  const raw = sessionStorage.getItem(KEY);
  if (raw === cached.raw) return cached.value;
  let value: FrameState | null = null;
  try {
    value = raw ? (JSON.parse(raw) as FrameState) : null;
  } catch {
    value = null;
  }
  cached = { raw, value };
  return value;
}

export function storeFrame(frame: FrameState | null): void {
  if (frame) sessionStorage.setItem(KEY, JSON.stringify(frame));
  else sessionStorage.removeItem(KEY);
  for (const listener of listeners) listener();
}

export function useFrame(): FrameState | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    read,
    () => null,
  );
}
