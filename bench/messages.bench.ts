/**
 * Messages benchmark: (a) chat fan-out: 1,000 logged-in sockets on /ws in the brand's room, lines
 * posted one after another through the HTTP call; every socket must receive every line. Figures:
 * deliveries per second and the p50/p99 delay from the post to each socket's receipt. The sockets
 * live in the same process as the server (one machine, two cores), so the figure includes their
 * JSON parsing. (b) the header badge's unread count (`GET /wps/relay/CSP_unreadCount`) p50/p95/p99
 * with 1,000 players holding 200 messages each, half of them read.
 * Writes bench/results/messages.json. Run alone with `npx tsx bench/messages.bench.ts`.
 */
import { createHash, randomBytes } from "node:crypto";
import os from "node:os";
import { WebSocket } from "ws";
import { buildApp } from "../apps/server/src/app.js";
import { loadConfig } from "../apps/server/src/config.js";
import { createPool } from "../apps/server/src/platform/db.js";
import { adminUrl, cloneTemplate, createTemplate } from "../apps/server/test/databases.js";
import { UNTHROTTLED } from "../apps/server/test/unthrottled.js";
import { dropBenchDatabases, percentile, runWhenMain, writeResults } from "./harness.js";

const SOCKETS = Number(process.env.BENCH_CHAT_SOCKETS ?? 1000);
const LINES = Number(process.env.BENCH_CHAT_LINES ?? 50);
const MESSAGES_PER_PLAYER = 200;
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);

interface Figure {
  name: string;
  value: number;
  unit: string;
}

const round = (v: number) => Math.round(v * 10) / 10;

export async function runMessagesBench(log: (line: string) => void = console.log) {
  const base = loadConfig();
  const admin = await adminUrl(base.DATABASE_URL);
  const template = await createTemplate(admin.url);
  const databaseUrl = await cloneTemplate(admin.url, template);
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: "silent",
    NODE_ENV: "test",
    ...UNTHROTTLED,
    CHAT_LINES_PER_WINDOW: "1000",
    GAMES_SYNC_INTERVAL_SECONDS: "0",
  });
  const pool = createPool(databaseUrl, 20);
  const app = await buildApp(config, pool);
  await app.listen({ host: "127.0.0.1", port: 0 });
  const address = app.server.address();
  const wsUrl = `ws://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/ws`;
  const figures: Figure[] = [];
  const sockets: WebSocket[] = [];
  try {
    // Players and their sessions, made in SQL: registering 1,000 through the API measures argon2.
    const hash = "$argon2id$v=19$m=19456,t=2,p=1$YmVuY2hiZW5jaA$YmVuY2hiZW5jaGJlbmNoYmVuY2hiZW5jaGJlbmNo";
    const members = await pool.query<{ id: string }>(
      `insert into members (merchant_code, username, password_hash)
       select 'jogada', 'benchchat' || i, $1 from generate_series(1, $2) i returning id`,
      [hash, SOCKETS],
    );
    const ids = members.rows.map((row) => Number(row.id));
    const tokens = ids.map(() => randomBytes(32).toString("base64url"));
    await pool.query(
      `insert into sessions (token_hash, member_id, merchant_code, method, idle_expires_at, expires_at)
       select decode(h, 'hex'), m, 'jogada', 'password', now() + interval '1 day', now() + interval '1 day'
         from unnest($1::text[], $2::bigint[]) as s(h, m)`,
      [tokens.map((token) => createHash("sha256").update(token).digest("hex")), ids],
    );

    // (a) Chat fan-out.
    const sentAt = new Map<number, number>();
    const delays: number[] = [];
    let received = 0;
    let lastReceipt = 0;
    let t0 = performance.now();
    for (const token of tokens) {
      const socket = new WebSocket(wsUrl);
      sockets.push(socket);
      socket.on("message", (raw) => {
        const event = JSON.parse(String(raw)) as {
          type: string;
          data?: { action?: string; message?: { id: number } };
        };
        if (event.type !== "chat" || event.data?.action !== "posted") return;
        const sent = sentAt.get(event.data.message?.id ?? 0);
        const now = performance.now();
        if (sent !== undefined) delays.push(now - sent);
        received += 1;
        lastReceipt = now;
      });
      await new Promise<void>((resolve, reject) => {
        socket.once("open", () => socket.send(JSON.stringify({ token, merchant: "jogada" })));
        socket.once("message", () => resolve());
        socket.once("error", reject);
      });
    }
    figures.push({
      name: `${SOCKETS} sockets connected and logged in`,
      value: Math.round(performance.now() - t0),
      unit: "ms",
    });
    log(`${SOCKETS} sockets ready`);

    const poster = tokens[0]!;
    t0 = performance.now();
    for (let i = 0; i < LINES; i++) {
      const before = performance.now();
      const res = await app.inject({
        method: "POST",
        url: "/wps/chat/messages",
        headers: { authorization: poster },
        payload: { text: `linha ${i} do benchmark` },
      });
      if (res.statusCode !== 200) throw new Error(`chat post failed: ${res.body}`);
      sentAt.set(res.json().value.id as number, before);
    }
    const expected = LINES * SOCKETS;
    const deadline = Date.now() + 120_000;
    while (received < expected && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20));
    if (received < expected) throw new Error(`only ${received} of ${expected} chat deliveries arrived`);
    const seconds = (lastReceipt - t0) / 1000;
    delays.sort((a, b) => a - b);
    figures.push(
      {
        name: `chat deliveries (${LINES} lines x ${SOCKETS} sockets) per second`,
        value: Math.round(expected / seconds),
        unit: "messages/s",
      },
      { name: "chat delivery delay p50 (post to socket)", value: round(percentile(delays, 50)), unit: "ms" },
      { name: "chat delivery delay p99 (post to socket)", value: round(percentile(delays, 99)), unit: "ms" },
    );
    for (const socket of sockets) socket.close();
    sockets.length = 0;

    // (b) Unread count with 200 messages per player, half read.
    t0 = performance.now();
    const body = await pool.query<{ id: string }>(
      `insert into message_bodies (merchant_code, source, title, content, created_by)
       values ('jogada', 'operator', '{"PT":"Aviso","EN":"Notice"}', '{"PT":"<p>a</p>","EN":"<p>b</p>"}', 'bench') returning id`,
    );
    await pool.query(
      `insert into inbox_entries (member_id, body_id, read_at)
       select m, $1, case when i % 2 = 0 then now() end
         from unnest($2::bigint[]) m, generate_series(1, $3) i`,
      [body.rows[0]!.id, ids, MESSAGES_PER_PLAYER],
    );
    await pool.query("analyze inbox_entries");
    figures.push({
      name: `${ids.length * MESSAGES_PER_PLAYER} inbox entries written`,
      value: Math.round(performance.now() - t0),
      unit: "ms",
    });
    const times: number[] = [];
    for (let i = 0; i <= SAMPLES; i++) {
      const token = tokens[i % tokens.length]!;
      const before = performance.now();
      const res = await app.inject({ url: "/wps/relay/CSP_unreadCount", headers: { authorization: token } });
      if (res.statusCode !== 200 || res.json().value.count !== MESSAGES_PER_PLAYER / 2)
        throw new Error(`unread count wrong: ${res.body}`);
      if (i > 0) times.push(performance.now() - before);
    }
    times.sort((a, b) => a - b);
    figures.push(
      {
        name: "unread count p50 (HTTP call, session included)",
        value: round(percentile(times, 50)),
        unit: "ms",
      },
      { name: "unread count p95", value: round(percentile(times, 95)), unit: "ms" },
      { name: "unread count p99", value: round(percentile(times, 99)), unit: "ms" },
    );

    for (const figure of figures) log(`${figure.name}: ${figure.value} ${figure.unit}`);
    const result = {
      benchmark: "messages",
      date: new Date().toISOString(),
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model?.split(" ").slice(0, 2).join(" ") ?? "",
      // The machine is shared; its load during the run says how far the figures are stretched.
      loadAverage1m: Math.round((os.loadavg()[0] ?? 0) * 10) / 10,
      sockets: SOCKETS,
      chatLines: LINES,
      inboxEntries: ids.length * MESSAGES_PER_PLAYER,
      samples: SAMPLES,
      figures,
    };
    await writeResults("messages", result, log);
    return result;
  } finally {
    for (const socket of sockets) socket.close();
    await app.close();
    await pool.end();
    await dropBenchDatabases(admin.url, template);
    await admin.stop?.();
  }
}

runWhenMain(import.meta.url, runMessagesBench);
