import fastifyWebsocket from "@fastify/websocket";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { z } from "zod";
import type { SessionResolver } from "./auth.js";
import { brandChannel, EVERYONE, type EventBus } from "./events.js";
import type { Metrics } from "./metrics.js";

/** The first message a tab sends on /ws: browsers cannot set headers on a WebSocket. */
const Hello = z.object({
  token: z.string().min(1).max(200),
  merchant: z.string().min(1).max(64).optional(),
});

const AUTH_TIMEOUT_MS = 10_000;

/**
 * One event reaches every socket subscribed to its key as the same object (a chat line goes to
 * every tab of the brand): it is serialized once, not once per socket.
 */
const serialized = new WeakMap<object, string>();
function serialize(event: unknown): string {
  if (typeof event !== "object" || event === null) return JSON.stringify(event);
  let text = serialized.get(event);
  if (text === undefined) {
    text = JSON.stringify(event);
    serialized.set(event, text);
  }
  return text;
}
const PING_MS = 25_000;

/**
 * `/ws`: one socket per logged-in tab (DESIGN.md §6). The tab sends `{"token", "merchant"}`
 * first; the server answers `{"type":"ready"}` and then pushes that member's events
 * (`{"type":"balance"}`...), closing with 4401 when the token is not a live session.
 */
export const realtime = fp(
  async (
    app: FastifyInstance,
    options: { events: EventBus; sessions: SessionResolver; defaultMerchant: string; metrics?: Metrics },
  ) => {
    await app.register(fastifyWebsocket, {
      options: { maxPayload: 4096 },
      // On shutdown every socket (/ws and /ws/crash) is told the server is going away (1001),
      // rather than just dropped: the site connects again, through the load balancer, elsewhere.
      preClose(done) {
        for (const client of this.websocketServer.clients) client.close(1001, "server restarting");
        done();
      },
    });
    const connecting = options.metrics?.websocketClients.labels({ state: "connecting" });
    const ready = options.metrics?.websocketClients.labels({ state: "ready" });

    app.get("/ws", { websocket: true, schema: { hide: true } }, (socket) => {
      let unsubscribe: (() => void) | undefined;
      const timer = setTimeout(() => socket.close(4401, "login required"), AUTH_TIMEOUT_MS);
      const ping = setInterval(() => socket.ping(), PING_MS);
      connecting?.inc();

      socket.on("message", async (raw: Buffer) => {
        if (unsubscribe) return; // after the hello the client has nothing to say
        let hello: z.infer<typeof Hello>;
        try {
          hello = Hello.parse(JSON.parse(raw.toString("utf8")));
        } catch {
          socket.close(4400, "bad hello");
          return;
        }
        const member = await options.sessions
          .authenticate(hello.token, hello.merchant ?? options.defaultMerchant)
          .catch(() => undefined);
        clearTimeout(timer);
        if (socket.readyState !== socket.OPEN) return; // the tab left while we checked
        if (!member) {
          socket.close(4401, "login required");
          return;
        }
        const send = (event: unknown) => {
          if (socket.readyState === socket.OPEN) socket.send(serialize(event));
        };
        const own = options.events.subscribe(member.id, send);
        const everyone = options.events.subscribe(EVERYONE, send);
        const brand = options.events.subscribe(brandChannel(member.merchantCode), send);
        unsubscribe = () => {
          own();
          everyone();
          brand();
        };
        connecting?.dec();
        ready?.inc();
        socket.send(JSON.stringify({ type: "ready" }));
      });

      socket.on("close", () => {
        clearTimeout(timer);
        clearInterval(ping);
        (unsubscribe ? ready : connecting)?.dec();
        unsubscribe?.();
      });
    });
  },
);
