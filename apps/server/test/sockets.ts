import { expect } from "vitest";
import { WebSocket } from "ws";

export interface TestSocket {
  events: Array<{ type: string; data?: Record<string, unknown> }>;
  close(): void;
}

/** A logged-in tab's `/ws`: says hello with the token, waits for "ready", keeps every event. */
export async function openSocket(address: string, token: string, merchant = "jogada"): Promise<TestSocket> {
  const socket = new WebSocket(`${address.replace("http", "ws")}/ws`);
  const events: TestSocket["events"] = [];
  let ready = false;
  socket.on("message", (raw) => {
    const event = JSON.parse(String(raw)) as { type: string; data?: Record<string, unknown> };
    if (event.type === "ready") ready = true;
    else events.push(event);
  });
  await new Promise((resolve) => socket.once("open", resolve));
  socket.send(JSON.stringify({ token, merchant }));
  await expect.poll(() => ready).toBe(true);
  return { events, close: () => socket.close() };
}
