/**
 * Cost of declaring a call once: the same JSON call (query and body validated by zod, reply
 * serialised through its schema) answered by (a) a route written by hand with Fastify and (b) a
 * route registered from a call definition by `registerCalls`, both in one Fastify instance behind
 * the same hooks, driven in-process with `inject` (no sockets, no database), alternating rounds
 * so that machine noise hits both. Prints requests per second and the ratio; writes
 * bench/results/calls.json.
 *
 * Run alone with `npx tsx bench/calls.bench.ts`, or through `npm run bench -- calls`.
 */
import { mkdir, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineCall, ok } from "@jogada/contracts";
import Fastify from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { App } from "../apps/server/src/app.js";
import { handle, registerCalls } from "../apps/server/src/platform/calls.js";

const here = path.dirname(fileURLToPath(import.meta.url));
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6);
const PER_ROUND = Number(process.env.BENCH_REQUESTS ?? 4000);

const Query = z.object({ page: z.coerce.number().int().min(1).default(1) });
const Body = z.object({ amount: z.string().regex(/^\d+\.\d{2}$/), note: z.string().max(60) });
const Reply = ok(z.object({ amount: z.string(), page: z.number(), note: z.string() }));

const declared = defineCall({
  method: "POST",
  path: "/bench/declared",
  module: null,
  access: "guest",
  tag: "bench",
  encrypted: false,
  idempotent: false,
  summary: "bench",
  query: Query,
  body: Body,
  reply: Reply,
  errors: [],
});

const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
app.setValidatorCompiler(validatorCompiler);
app.setSerializerCompiler(serializerCompiler);
app.decorateRequest("member", null);
app.decorateRequest("operator", "");
app.post(
  "/bench/by-hand",
  { schema: { querystring: Query, body: Body, response: { 200: Reply } } },
  async (request) => ({
    success: true as const,
    value: { amount: request.body.amount, page: request.query.page, note: request.body.note },
  }),
);
registerCalls(
  app as unknown as App,
  [handle(declared, ({ body, query }) => ({ amount: body.amount, page: query.page, note: body.note }))],
  { reportUndeclaredErrors: false },
);
await app.ready();

const payload = { amount: "10.00", note: "a bench note" };
async function round(url: string): Promise<number> {
  const started = performance.now();
  for (let i = 0; i < PER_ROUND; i++) {
    const reply = await app.inject({ method: "POST", url: `${url}?page=2`, payload });
    if (reply.statusCode !== 200) throw new Error(`${url}: ${reply.statusCode} ${reply.body}`);
  }
  return PER_ROUND / ((performance.now() - started) / 1000);
}

await round("/bench/by-hand");
await round("/bench/declared");
const byHand: number[] = [];
const viaDefinition: number[] = [];
for (let i = 0; i < ROUNDS; i++) {
  byHand.push(await round("/bench/by-hand"));
  viaDefinition.push(await round("/bench/declared"));
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const hand = median(byHand);
const defined = median(viaDefinition);
const figures = [
  { name: "route written by hand", value: Math.round(hand), unit: "requests/s" },
  { name: "route registered from its call definition", value: Math.round(defined), unit: "requests/s" },
];
const ratios = [{ name: "definition / by hand", value: Number((defined / hand).toFixed(3)), unit: "ratio" }];
for (const figure of [...figures, ...ratios]) console.log(`${figure.name}: ${figure.value} ${figure.unit}`);
await mkdir(path.join(here, "results"), { recursive: true });
await writeFile(
  path.join(here, "results/calls.json"),
  `${JSON.stringify(
    {
      benchmark: "calls",
      date: new Date().toISOString(),
      cpus: os.cpus().length,
      node: process.version,
      rounds: ROUNDS,
      requestsPerRound: PER_ROUND,
      figures,
      ratios,
    },
    null,
    2,
  )}\n`,
);
await app.close();
