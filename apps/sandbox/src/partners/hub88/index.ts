import { randomUUID } from "node:crypto";
import {
  HUB88_SIGNATURE_HEADER,
  type Hub88Game,
  Hub88GameListRequest,
  Hub88GameUrlRequest,
} from "@jogada/contracts";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import type { SandboxConfig } from "../../config.js";
import { gameIcon } from "../aggregator/icons.js";
import { hub88GamePage, textsOf, unitsText } from "./pages.js";
import { Hub88Play, type Hub88Session, stakeUnits } from "./play.js";
import { pemKey, rsaVerify } from "./signing.js";
import { Hub88WalletClient } from "./wallet-client.js";

const GAMES: Array<Pick<Hub88Game, "game_code" | "name" | "product" | "category">> = [
  { game_code: "neb_starfall", name: "Starfall Riches", product: "Nebula Games", category: "Video Slots" },
  { game_code: "neb_lucky7", name: "Lucky Sevens Deluxe", product: "Nebula Games", category: "Video Slots" },
  { game_code: "neb_dragonfire", name: "Dragonfire Reels", product: "Nebula Games", category: "Video Slots" },
  { game_code: "cor_roulette", name: "Coral Roulette", product: "Coral Live", category: "Table Games" },
  { game_code: "cor_blackjack", name: "Coral Blackjack", product: "Coral Live", category: "Table Games" },
];

const ActionBody = z.object({
  action: z.enum(["balance", "spin"]),
  stake: z.string().max(12).optional(),
  tool: z.enum(["normal", "duplicate", "rollbackFirst", "timeoutRetry", "badSignature"]).optional(),
});

/**
 * Hub88 as its Operator API documents it: the Games API the operator calls (game list, game URL,
 * both signed by the operator with RSA-SHA256), game pages that play rounds through the
 * operator's Wallet API (signed by Hub88), and faults to play on the operator.
 */
export async function registerHub88(app: FastifyInstance, config: SandboxConfig): Promise<void> {
  const publicUrl = config.SANDBOX_PUBLIC_URL ?? `http://${config.SANDBOX_HOST}:${config.SANDBOX_PORT}`;
  const operatorKey = pemKey(config.HUB88_OPERATOR_PUBLIC_KEY, "public");
  const wallet = new Hub88WalletClient(
    config.HUB88_WALLET_URL ?? `${config.PLATFORM_URL}/partners/hub88`,
    pemKey(config.HUB88_PRIVATE_KEY, "private"),
    operatorKey,
  );
  const play = new Hub88Play(wallet);
  const sessions = new Map<string, Hub88Session>();
  const games: Hub88Game[] = GAMES.map((game) => ({
    ...game,
    platforms: ["GPL_DESKTOP", "GPL_MOBILE"],
    enabled: true,
    freebet_support: false,
    url_thumb: `${publicUrl}/hub88/icons/${game.game_code}.svg`,
    url_background: null,
    blocked_countries: [],
  }));

  await app.register(async (api) => {
    api.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
      (request as FastifyRequest & { rawBody?: string }).rawBody = body as string;
      try {
        done(null, JSON.parse(body as string));
      } catch (error) {
        done(error as Error, undefined);
      }
    });
    // Hub88 answers its Games API errors with an HTTP status and {"error": ...}; 401 for a bad signature.
    api.addHook("preHandler", async (request, reply: FastifyReply) => {
      const raw = (request as FastifyRequest & { rawBody?: string }).rawBody ?? "";
      if (!rsaVerify(operatorKey, raw, request.headers[HUB88_SIGNATURE_HEADER])) {
        return reply.status(401).send({ error: "Request signature is invalid" });
      }
    });

    api.post("/hub88/operator/generic/v2/game/list", async (request, reply) => {
      const parsed = Hub88GameListRequest.safeParse(request.body);
      if (!parsed.success) return reply.status(400).send({ error: "Invalid or missing request parameters" });
      return games;
    });

    api.post("/hub88/operator/generic/v2/game/url", async (request, reply) => {
      const parsed = Hub88GameUrlRequest.safeParse(request.body);
      if (!parsed.success) return reply.status(400).send({ error: "Invalid or missing request parameters" });
      const launch = parsed.data;
      const game = games.find((g) => g.game_code === launch.game_code);
      if (!game) return reply.status(404).send({ error: "Game not found" });
      const session: Hub88Session = {
        id: randomUUID(),
        token: launch.token,
        user: launch.user,
        currency: launch.currency,
        language: launch.lang === "en" ? "EN" : "PT",
        game,
        lobbyUrl: launch.lobby_url,
        log: [],
        balance: null,
      };
      sessions.set(session.id, session);
      return { url: `${publicUrl}/hub88/play/${session.id}` };
    });
  });

  app.get<{ Params: { code: string } }>("/hub88/icons/:code", async (request, reply) => {
    const game = games.find((g) => g.game_code === request.params.code.replace(/\.svg$/, ""));
    if (!game) return reply.status(404).send();
    return reply
      .type("image/svg+xml")
      .header("cache-control", "public, max-age=86400")
      .header("access-control-allow-origin", "*")
      .send(gameIcon(game.name, game.product));
  });

  app.get<{ Params: { id: string } }>("/hub88/play/:id", async (request, reply) => {
    const session = sessions.get(request.params.id);
    if (!session) return reply.status(404).type("text/plain").send("Game session not found");
    return reply.type("text/html").send(hub88GamePage(session));
  });

  app.post<{ Params: { id: string } }>("/hub88/play/:id/action", async (request, reply) => {
    const session = sessions.get(request.params.id);
    if (!session) return reply.status(404).send({ error: "SESSION_NOT_FOUND" });
    const parsed = ActionBody.safeParse(request.body);
    if (!parsed.success) return reply.status(400).send({ error: "BAD_REQUEST" });
    const t = textsOf(session.language);
    let outcome = "";
    if (parsed.data.action === "spin") {
      const units = stakeUnits(parsed.data.stake ?? "1.00");
      if (units === undefined || units === 0) return reply.status(400).send({ error: "BAD_STAKE" });
      const result = await play.spin(session, units, parsed.data.tool ?? "normal");
      outcome = result.refused
        ? `${t.refused}: ${result.refused}`
        : result.won
          ? `${t.won} ×${result.won}`
          : t.lost;
    }
    await play.balance(session);
    return { outcome, balance: session.balance, balanceText: unitsText(session), log: session.log };
  });

  app.get("/hub88", async (_request, reply) => {
    const rows = games
      .map(
        (g) =>
          `<tr><td><img src="/hub88/icons/${g.game_code}.svg" height="30" alt=""></td><td>${g.game_code}</td><td>${g.name}</td><td>${g.product}</td></tr>`,
      )
      .join("");
    return reply.type("text/html").send(
      `<!doctype html><meta charset="utf-8"><title>Hub88</title><body style="font-family:sans-serif">
<h1>Hub88 (Operator API)</h1><p>${games.length} games; ${sessions.size} game sessions; wallet calls go to ${wallet.url}.</p>
<table>${rows}</table></body>`,
    );
  });
}
