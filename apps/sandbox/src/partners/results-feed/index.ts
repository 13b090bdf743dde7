import { createHmac } from "node:crypto";
import { type FeedReply, RESULTS_FEED_SIGNATURE_HEADER } from "@jogada/contracts";
import type { FastifyInstance, FastifyReply } from "fastify";
import { z } from "zod";
import type { SandboxConfig } from "../../config.js";
import { feedDrawOf, malformed, sheetOf } from "./sheets.js";

/** What a source does with a draw: answer normally or misbehave in one of the ways tests need. */
const BEHAVIOURS = [
  "normal",
  /** A signed sheet that no region accepts (a number a digit short). */
  "malformed",
  /** A valid sheet other than the one every normal source publishes. */
  "contradict",
  /** The same sheet published again as a new revision. */
  "duplicate",
  /** Nothing until `lateSeconds` after the draw time. */
  "late",
  /** A corrected sheet as revision 2. */
  "correct",
  /** A reply signed with another key. */
  "badSignature",
  /** No answer at all: the connection is dropped. */
  "silent",
] as const;
type Behaviour = (typeof BEHAVIOURS)[number];

interface Rule {
  behaviour: Behaviour;
  lateSeconds: number;
}

interface SourceState {
  name: string;
  secret: string;
  clockOffsetMs: number;
  /** Per draw (`gameCode|drawDate`), or "*" for every draw. */
  rules: Map<string, Rule>;
  served: number;
}

const BehaviourBody = z.object({
  behaviour: z.enum(BEHAVIOURS),
  /** Only this draw; without them, every draw. */
  gameCode: z.string().optional(),
  drawDate: z.string().optional(),
  lateSeconds: z
    .number()
    .int()
    .min(0)
    .max(7 * 86_400)
    .default(900),
});

/**
 * Results feeds: each configured source (RESULTS_FEED_SECRETS, default feed-a and feed-b)
 * publishes every VN station's, the Thai, Lao and Malaysian 4D results at their draw time (never
 * before, by its own clock), signed with its secret. Numbers are derived from the draw key, so
 * all sources agree unless told otherwise through their sandbox controls.
 */
export async function registerResultsFeed(app: FastifyInstance, config: SandboxConfig): Promise<void> {
  const sources = new Map<string, SourceState>(
    Object.entries(config.RESULTS_FEED_SECRETS).map(([name, secret]) => [
      name,
      { name, secret, clockOffsetMs: 0, rules: new Map(), served: 0 },
    ]),
  );

  const send = (reply: FastifyReply, source: SourceState, status: number, payload: unknown, key?: string) => {
    const raw = JSON.stringify(payload);
    const signature = createHmac("sha256", key ?? source.secret)
      .update(raw)
      .digest("hex");
    return reply
      .status(status)
      .header(RESULTS_FEED_SIGNATURE_HEADER, signature)
      .type("application/json")
      .send(raw);
  };

  app.get<{ Params: { source: string; gameCode: string; drawDate: string } }>(
    "/results-feed/:source/results/:gameCode/:drawDate",
    async (request, reply) => {
      const source = sources.get(request.params.source);
      if (!source) return reply.status(404).send({ error: "UNKNOWN_SOURCE" });
      const { gameCode, drawDate } = request.params;
      const rule = source.rules.get(`${gameCode}|${drawDate}`) ??
        source.rules.get("*") ?? { behaviour: "normal", lateSeconds: 0 };
      if (rule.behaviour === "silent") {
        reply.raw.destroy();
        return reply;
      }
      source.served += 1;
      const feed = feedDrawOf(gameCode, drawDate);
      if (!feed) return send(reply, source, 404, { error: "UNKNOWN_DRAW", gameCode, drawDate });
      const now = Date.now() + source.clockOffsetMs;
      const publishAt = feed.draw.drawAt + (rule.behaviour === "late" ? rule.lateSeconds * 1000 : 0);
      const base = { source: source.name, gameCode, drawDate };
      if (now < publishAt)
        return send(reply, source, 200, { ...base, status: "pending" } satisfies FeedReply);
      const variant =
        rule.behaviour === "contradict"
          ? "contradict"
          : rule.behaviour === "correct"
            ? "correction"
            : "published";
      const sheet = sheetOf(feed, gameCode, drawDate, variant);
      const revision = rule.behaviour === "correct" || rule.behaviour === "duplicate" ? 2 : 1;
      const body = {
        ...base,
        status: "published" as const,
        revision,
        publishedAt: new Date(publishAt + (revision - 1) * 60_000).toISOString(),
        result: rule.behaviour === "malformed" ? malformed(sheet) : sheet,
      };
      const wrongKey = rule.behaviour === "badSignature" ? `${source.secret}-not-this-one` : undefined;
      return send(reply, source, 200, body, wrongKey);
    },
  );

  // Test controls (sandbox only): misbehave per draw or for every draw, shift the clock, reset.
  const sourceOf = (name: string, reply: FastifyReply) => {
    const source = sources.get(name);
    if (!source) void reply.status(404).send({ error: "UNKNOWN_SOURCE" });
    return source;
  };
  app.post<{ Params: { source: string } }>(
    "/results-feed/:source/sandbox/behaviour",
    async (request, reply) => {
      const source = sourceOf(request.params.source, reply);
      if (!source) return reply;
      const parsed = BehaviourBody.safeParse(request.body);
      if (!parsed.success)
        return reply.status(400).send({ error: "BAD_REQUEST", message: parsed.error.message });
      const { behaviour, gameCode, drawDate, lateSeconds } = parsed.data;
      const key = gameCode && drawDate ? `${gameCode}|${drawDate}` : "*";
      source.rules.set(key, { behaviour, lateSeconds });
      return { source: source.name, draw: key, behaviour };
    },
  );
  app.post<{ Params: { source: string } }>("/results-feed/:source/sandbox/clock", async (request, reply) => {
    const source = sourceOf(request.params.source, reply);
    if (!source) return reply;
    const parsed = z.object({ offsetSeconds: z.number().int() }).safeParse(request.body);
    if (!parsed.success)
      return reply.status(400).send({ error: "BAD_REQUEST", message: parsed.error.message });
    source.clockOffsetMs = parsed.data.offsetSeconds * 1000;
    return { source: source.name, offsetSeconds: parsed.data.offsetSeconds };
  });
  app.post<{ Params: { source: string } }>("/results-feed/:source/sandbox/reset", async (request, reply) => {
    const source = sourceOf(request.params.source, reply);
    if (!source) return reply;
    source.rules.clear();
    source.clockOffsetMs = 0;
    return { source: source.name };
  });

  app.get("/results-feed", async (_request, reply) => {
    const rows = [...sources.values()]
      .map((s) => {
        const rules = [...s.rules.entries()].map(([k, r]) => `${k}: ${r.behaviour}`).join("; ") || "normal";
        return `<tr><td>${s.name}</td><td>/results-feed/${s.name}</td><td>${s.clockOffsetMs / 1000} s</td><td>${rules}</td><td>${s.served}</td></tr>`;
      })
      .join("");
    return reply.type("text/html").send(
      `<!doctype html><meta charset="utf-8"><title>Results feeds</title><body style="font-family:sans-serif">
<h1>Results feeds</h1><p>GET /results-feed/&lt;source&gt;/results/&lt;gameCode&gt;/&lt;YYYY-MM-DD&gt;, signed (${RESULTS_FEED_SIGNATURE_HEADER}).</p>
<table><tr><th>Source</th><th>Base</th><th>Clock offset</th><th>Behaviour</th><th>Replies</th></tr>${rows}</table></body>`,
    );
  });
}
