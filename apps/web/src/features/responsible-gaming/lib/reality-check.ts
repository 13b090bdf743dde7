import { openModal } from "../../../shared/modals/modal-store";
import { getSession, subscribeSession } from "../../../shared/session/session-store";
import { type RgSessionInfo, rgApi } from "../api/rg-api";

/** What the site tells a game frame at each reality check (`jogada:realityCheck` message). */
export interface RealityCheckMessage {
  type: "jogada:realityCheck";
  durationSeconds: number;
  net: string;
  staked: string;
  won: string;
  currency: string;
}

/** The event the game frame page forwards into its frame with postMessage. */
export const REALITY_CHECK_EVENT = "jogada:reality-check";

let timer: ReturnType<typeof setTimeout> | undefined;
let scheduledFor: string | null = null;
let generation = 0;

/** When the next reminder is due on this device's clock, from the server's answer. */
function dueIn(info: RgSessionInfo): number | null {
  if (!info.nextRealityCheckAt) return null;
  const skew = Date.now() - new Date(info.serverTime).getTime();
  return Math.max(0, new Date(info.nextRealityCheckAt).getTime() + skew - Date.now());
}

function show(info: RgSessionInfo): void {
  openModal("realityCheck", { info });
  const message: RealityCheckMessage = {
    type: "jogada:realityCheck",
    durationSeconds: info.durationSeconds,
    net: info.net,
    staked: info.staked,
    won: info.won,
    currency: info.currency,
  };
  window.dispatchEvent(new CustomEvent<RealityCheckMessage>(REALITY_CHECK_EVENT, { detail: message }));
}

async function schedule(fire: boolean): Promise<void> {
  clearTimeout(timer);
  const mine = ++generation;
  if (!getSession().token) {
    scheduledFor = null;
    return;
  }
  let info: RgSessionInfo;
  try {
    info = await rgApi.session();
  } catch {
    // Agents, trial players and a network hiccup get no reminder; the next login tries again.
    return;
  }
  if (mine !== generation) return;
  if (fire) show(info);
  const wait = dueIn(info);
  // Right on the boundary the server may still name the reminder just shown: skip past it.
  if (wait === null || (fire && info.nextRealityCheckAt === scheduledFor)) {
    scheduledFor = info.nextRealityCheckAt;
    if (wait === null || !info.realityCheckMinutes) return;
    timer = setTimeout(() => void schedule(true), info.realityCheckMinutes * 60_000);
    return;
  }
  scheduledFor = info.nextRealityCheckAt;
  timer = setTimeout(() => void schedule(true), Math.max(1_000, wait));
}

/** Schedules again after the player changes the interval. */
export function rescheduleRealityCheck(): void {
  void schedule(false);
}

let started = false;

/**
 * Reminds the logged-in player at their chosen interval (measured from the login, on the
 * server's clock) with a modal over the page, and tells any game frame by postMessage.
 */
export function startRealityCheck(): void {
  if (started) return;
  started = true;
  let token = getSession().token;
  subscribeSession(() => {
    const next = getSession().token;
    if (next === token) return;
    token = next;
    void schedule(false);
  });
  void schedule(false);
}
