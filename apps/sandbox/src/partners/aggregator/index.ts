import { randomUUID } from "node:crypto";
import {
  AGGREGATOR_SIGNATURE_HEADER,
  type FeedGame,
  GamesRequest,
  LaunchRequest,
  VendorsRequest,
} from "@jogada/contracts";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import type { SandboxConfig } from "../../config.js";
import { buildCatalogue, type Catalogue } from "./catalogue.js";
import { gameIcon, vendorLogo } from "./icons.js";
import { balanceText, gamePage } from "./pages.js";
import { type Action, GamePlay, kindOf, type PlaySession } from "./play.js";
import { sign, verify } from "./signing.js";
import { PlatformWallet } from "./wallet-client.js";

const ActionBody = z.object({
  action: z.enum(["balance", "spin", "table", "shoot", "leave", "sportsBet", "sportsSettle"]),
  stake: z
    .string()
    .regex(/^\d{1,9}(\.\d{1,2})?$/)
    .optional(),
  choice: z.string().max(20).optional(),
  market: z.string().max(20).optional(),
  tool: z.enum(["normal", "replay", "duplicate", "rollbackFirst", "dropReply", "badSignature"]).optional(),
});

/**
 * The game aggregator: vendor and game feed, signed launch, game pages that bet and win through
 * the platform's seamless wallet, and switches to misbehave (feed changes, outage).
 */
export async function registerAggregator(app: FastifyInstance, config: SandboxConfig): Promise<void> {
  const publicUrl = config.SANDBOX_PUBLIC_URL ?? `http://${config.SANDBOX_HOST}:${config.SANDBOX_PORT}`;
  let catalogue: Catalogue = buildCatalogue(publicUrl, 1);
  let byCode = new Map<string, FeedGame>(catalogue.games.map((game) => [game.gameCode, game]));
  let outage = false;
  const sessions = new Map<string, PlaySession>();
  const wallet = new PlatformWallet(config.PLATFORM_URL, config.AGGREGATOR_SECRET);
  const play = new GamePlay(wallet);

  await app.register(async (api) => {
    // The signature covers the raw body, so keep it as received.
    api.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
      (request as FastifyRequest & { rawBody?: string }).rawBody = body as string;
      try {
        done(null, JSON.parse(body as string));
      } catch (error) {
        done(error as Error, undefined);
      }
    });

    const signed = (reply: FastifyReply, status: number, payload: unknown) => {
      const raw = JSON.stringify(payload);
      return reply
        .status(status)
        .header(AGGREGATOR_SIGNATURE_HEADER, sign(config.AGGREGATOR_SECRET, raw))
        .type("application/json")
        .send(raw);
    };

    api.addHook("preHandler", async (request, reply) => {
      if (outage) {
        reply.raw.destroy();
        return reply;
      }
      const raw = (request as FastifyRequest & { rawBody?: string }).rawBody ?? "";
      if (!verify(config.AGGREGATOR_SECRET, raw, request.headers[AGGREGATOR_SIGNATURE_HEADER])) {
        return signed(reply, 401, { error: "INVALID_SIGNATURE", message: "bad signature" });
      }
    });

    api.post("/aggregator/api/vendors", async (request, reply) => {
      VendorsRequest.parse(request.body);
      return signed(reply, 200, { vendors: catalogue.vendors });
    });

    api.post("/aggregator/api/games", async (request, reply) => {
      const parsed = GamesRequest.safeParse(request.body);
      if (!parsed.success) return signed(reply, 400, { error: "BAD_REQUEST", message: parsed.error.message });
      const { page, pageSize } = parsed.data;
      const total = catalogue.games.length;
      return signed(reply, 200, {
        games: catalogue.games.slice((page - 1) * pageSize, page * pageSize),
        page,
        totalPages: Math.max(1, Math.ceil(total / pageSize)),
        total,
      });
    });

    api.post("/aggregator/api/launch", async (request, reply) => {
      const parsed = LaunchRequest.safeParse(request.body);
      if (!parsed.success) return signed(reply, 400, { error: "BAD_REQUEST", message: parsed.error.message });
      const launch = parsed.data;
      const game = byCode.get(launch.gameCode);
      if (!game || game.vendor !== launch.vendor) {
        return signed(reply, 404, { error: "INVALID_GAME", message: "unknown game" });
      }
      if (launch.roomId && !game.rooms.some((room) => room.roomId === launch.roomId)) {
        return signed(reply, 404, { error: "INVALID_ROOM", message: "unknown room" });
      }
      if (launch.demo && !game.demo) {
        return signed(reply, 422, { error: "NO_DEMO", message: "this game has no demo mode" });
      }
      const session: PlaySession = {
        id: randomUUID(),
        token: launch.token,
        player: launch.player,
        currency: launch.currency,
        display: launch.display ?? { symbol: launch.currency, decimals: 2 },
        language: launch.language === "EN" ? "EN" : "PT",
        demo: launch.demo,
        game,
        kind: kindOf(game),
        roomId: launch.roomId,
        lobbyUrl: launch.lobbyUrl,
        log: [],
        fishRound: null,
        sportsBets: [],
        balance: null,
      };
      sessions.set(session.id, session);
      const language = launch.language === "EN" ? "EN" : "PT";
      return signed(reply, 200, { gameUrl: `${publicUrl}/aggregator/play/${session.id}?lang=${language}` });
    });
  });

  app.get<{ Params: { code: string } }>("/aggregator/icons/:code", async (request, reply) => {
    const game = byCode.get(request.params.code.replace(/\.svg$/, ""));
    if (!game) return reply.status(404).send();
    return reply
      .type("image/svg+xml")
      .header("cache-control", "public, max-age=86400")
      .header("access-control-allow-origin", "*")
      .send(gameIcon(game.name, game.vendor));
  });

  app.get<{ Params: { code: string } }>("/aggregator/logos/:code", async (request, reply) => {
    const vendor = catalogue.vendors.find((v) => v.code === request.params.code.replace(/\.svg$/, ""));
    if (!vendor) return reply.status(404).send();
    return reply
      .type("image/svg+xml")
      .header("cache-control", "public, max-age=86400")
      .send(vendorLogo(vendor.code, vendor.name));
  });

  app.get<{ Params: { id: string }; Querystring: { lang?: string } }>(
    "/aggregator/play/:id",
    async (request, reply) => {
      const session = sessions.get(request.params.id);
      if (!session) return reply.status(404).type("text/plain").send("Game session not found");
      return reply.type("text/html").send(gamePage(session, request.query.lang ?? "PT"));
    },
  );

  app.post<{ Params: { id: string } }>("/aggregator/play/:id/action", async (request, reply) => {
    const session = sessions.get(request.params.id);
    if (!session) return reply.status(404).send({ error: "SESSION_NOT_FOUND" });
    const parsed = ActionBody.safeParse(request.body);
    if (!parsed.success)
      return reply.status(400).send({ error: "BAD_REQUEST", message: parsed.error.message });
    const result = await play.run(session, parsed.data as Action);
    return { ...result, balance: session.balance, balanceText: balanceText(session), log: session.log };
  });

  // Switches used by tests and by hand: publish another feed version, or stop answering.
  app.post("/aggregator/sandbox/feed", async (request) => {
    const { version } = z.object({ version: z.number().int().min(1).max(50) }).parse(request.body);
    catalogue = buildCatalogue(publicUrl, version);
    byCode = new Map(catalogue.games.map((game) => [game.gameCode, game]));
    return { version, games: catalogue.games.length };
  });
  app.post("/aggregator/sandbox/outage", async (request) => {
    outage = z.object({ down: z.boolean() }).parse(request.body).down;
    return { outage };
  });

  app.get("/aggregator", async (_request, reply) => {
    const rows = catalogue.vendors
      .map(
        (v) =>
          `<tr><td><img src="/aggregator/logos/${v.code}.svg" height="30" alt=""></td><td>${v.code}</td><td>${v.name}</td><td>${v.categories.map((c) => c.gameType).join(", ")}</td></tr>`,
      )
      .join("");
    return reply.type("text/html").send(
      `<!doctype html><meta charset="utf-8"><title>Game aggregator</title><body style="font-family:sans-serif">
<h1>Game aggregator</h1><p>Feed version ${catalogue.version}: ${catalogue.games.length} games; ${sessions.size} game sessions; ${outage ? "OUTAGE" : "answering"}.</p>
<table>${rows}</table></body>`,
    );
  });
}
