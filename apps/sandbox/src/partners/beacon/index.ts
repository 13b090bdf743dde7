import type { FastifyInstance, FastifyReply } from "fastify";
import { z } from "zod";
import type { SandboxConfig } from "../../config.js";
import { SandboxChain } from "./chain.js";

/**
 * A randomness beacon speaking drand's HTTP API (`/<chainHash>/info`, `/<chainHash>/public/latest`,
 * `/<chainHash>/public/<round>`) with real BLS signatures under the sandbox's own key, a round every
 * 3 s from quicknet's genesis. A round is served only once its time has come.
 */
export async function registerBeacon(app: FastifyInstance, config: SandboxConfig): Promise<void> {
  const chain = new SandboxChain(config.BEACON_SECRET_KEY);
  const forgedRounds = new Set<number>();
  let forgeAll = false;
  let outage = false;
  let served = 0;

  const serve = (reply: FastifyReply, round: number) => {
    served += 1;
    return reply
      .header("cache-control", "public, max-age=60")
      .send(forgeAll || forgedRounds.has(round) ? chain.forged(round) : chain.round(round));
  };

  await app.register(async (api) => {
    api.addHook("onRequest", async (request, reply) => {
      if (!outage) return;
      request.raw.destroy();
      return reply;
    });
    api.addHook("preHandler", async (request, reply) => {
      const { chainHash } = request.params as { chainHash?: string };
      if (chainHash !== chain.info.hash) return reply.status(404).send({ error: "unknown chain" });
    });
    api.get("/beacon/:chainHash/info", async () => chain.info);
    api.get("/beacon/:chainHash/public/latest", async (_request, reply) => {
      const round = chain.currentRound(Date.now());
      if (round < 1) return reply.status(425).send({ error: "no round yet" });
      return serve(reply, round);
    });
    api.get<{ Params: { round: string } }>("/beacon/:chainHash/public/:round", async (request, reply) => {
      const round = Number(request.params.round);
      if (!/^[1-9][0-9]{0,14}$/.test(request.params.round))
        return reply.status(400).send({ error: "bad round" });
      // drand answers a round from the future with 425 Too Early.
      if (round > chain.currentRound(Date.now()))
        return reply.status(425).send({ error: "round not yet published" });
      return serve(reply, round);
    });
  });
  app.get("/beacon/chains", async () => [chain.info.hash]);

  // Test controls (sandbox only).
  app.post("/beacon/sandbox/bad-signature", async (request, reply) => {
    const parsed = z
      .union([z.object({ round: z.number().int().min(1) }), z.object({ all: z.boolean() })])
      .safeParse(request.body);
    if (!parsed.success)
      return reply.status(400).send({ error: "BAD_REQUEST", message: parsed.error.message });
    if ("round" in parsed.data) forgedRounds.add(parsed.data.round);
    else forgeAll = parsed.data.all;
    return { forged: [...forgedRounds], all: forgeAll };
  });
  app.post("/beacon/sandbox/outage", async (request, reply) => {
    const parsed = z.object({ down: z.boolean() }).safeParse(request.body);
    if (!parsed.success)
      return reply.status(400).send({ error: "BAD_REQUEST", message: parsed.error.message });
    outage = parsed.data.down;
    return { outage };
  });
  app.post("/beacon/sandbox/reset", async () => {
    forgedRounds.clear();
    forgeAll = false;
    outage = false;
    return { reset: true };
  });

  app.get("/beacon", async (_request, reply) => {
    const now = chain.currentRound(Date.now());
    return reply.type("text/html").send(
      `<!doctype html><meta charset="utf-8"><title>Randomness beacon</title><body style="font-family:sans-serif">
<h1>Randomness beacon</h1><p>Chain ${chain.info.hash} (${chain.info.schemeID}), public key ${chain.info.public_key}.</p>
<p>Current round ${now}; ${served} rounds served; ${outage ? "OUTAGE" : "answering"}; bad signatures: ${forgeAll ? "every round" : [...forgedRounds].join(", ") || "none"}.</p>
<p><a href="/beacon/${chain.info.hash}/info">info</a> · <a href="/beacon/${chain.info.hash}/public/latest">latest</a></p></body>`,
    );
  });
}
