import type { RealtimeEvent } from "@jogada/contracts";
import { getSession, subscribeSession } from "../session/session-store";

type Handler = (event: RealtimeEvent) => void;
const handlers = new Map<string, Set<Handler>>();
const readyListeners = new Set<() => void>();
let socket: WebSocket | null = null;
let socketToken: string | null = null;
let retry: ReturnType<typeof setTimeout> | undefined;
let attempts = 0;

function dispatch(event: RealtimeEvent): void {
  for (const handler of handlers.get(event.type) ?? []) handler(event);
}

function connect(): void {
  const { token, merchant } = getSession();
  if (socket && socketToken === token) return;
  socket?.close();
  socket = null;
  socketToken = token;
  clearTimeout(retry);
  if (!token) return;
  const url = `${window.location.protocol === "https:" ? "wss" : "ws"}://${window.location.host}/ws`;
  const ws = new WebSocket(url);
  socket = ws;
  ws.onopen = () => ws.send(JSON.stringify({ token, ...(merchant ? { merchant } : {}) }));
  ws.onmessage = (message) => {
    try {
      const event = JSON.parse(String(message.data)) as RealtimeEvent | { type: "ready" };
      if (event.type === "ready") {
        attempts = 0;
        for (const listener of readyListeners) listener();
        return;
      }
      dispatch(event as RealtimeEvent);
    } catch {
      // Not one of ours: ignore.
    }
  };
  ws.onclose = (close) => {
    if (socket !== ws) return;
    socket = null;
    socketToken = null;
    // 4401: the session is gone; anything else (network, server restart): try again, slower each time.
    if (close.code === 4401 || !getSession().token) return;
    attempts += 1;
    retry = setTimeout(connect, Math.min(30_000, 1_000 * 2 ** attempts));
  };
}

let started = false;

/**
 * The tab's one WebSocket (DESIGN.md §6), open while a session token exists. Features listen for
 * the events they care about (`onRealtime("balance", ...)`) and refetch what the event names.
 */
export function startRealtime(): void {
  if (started || typeof WebSocket === "undefined") return;
  started = true;
  subscribeSession(connect);
  connect();
}

export function onRealtime(type: RealtimeEvent["type"], handler: Handler): () => void {
  let set = handlers.get(type);
  if (!set) {
    set = new Set();
    handlers.set(type, set);
  }
  set.add(handler);
  return () => set.delete(handler);
}

/**
 * Called each time the socket is (again) accepted: events sent while it was down are lost, so a
 * feature showing a live list (the chat room) reloads it here.
 */
export function onRealtimeReady(listener: () => void): () => void {
  readyListeners.add(listener);
  return () => readyListeners.delete(listener);
}
