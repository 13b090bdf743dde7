import { randomBytes, randomUUID } from "node:crypto";
import { createServer } from "node:net";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSandbox } from "../../../../sandbox/src/app.js";
import { loadSandboxConfig } from "../../../../sandbox/src/config.js";
import { jpegWithExif, PNG_HEADER_THEN_HTML, realPng, SVG_WITH_SCRIPT } from "../../../test/images.js";
import { loginPlayer, registerPlayer, type TestPlayer } from "../../../test/players.js";
import { openSocket } from "../../../test/sockets.js";
import { staffLogin } from "../../../test/staff.js";
import { createTestApp, type TestApp } from "../../../test/test-app.js";
import { InProcessEventBus } from "../../platform/events.js";
import { BrandService } from "../brand/service.js";
import { MemberService } from "../members/service.js";
import { InboxService } from "./inbox-service.js";

let t: TestApp;
let sandbox: FastifyInstance;
let address: string;
let opsToken: string;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function call(
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  token: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: { authorization: token, ...headers },
  });
}

const ops = (
  method: "GET" | "POST" | "DELETE",
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) => call(method, url, opsToken, payload, headers);

async function unread(token: string): Promise<number> {
  const res = await call("GET", "/wps/relay/CSP_unreadCount", token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value.count;
}

async function inbox(token: string, language = "PT") {
  const res = await call("GET", "/wps/member/messages?pageSize=50", token, undefined, { language });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value.list as Array<{
    id: number;
    template: string | null;
    title: string;
    content: string;
    read: boolean;
  }>;
}

async function deposit(token: string, amount: string): Promise<void> {
  const res = await call(
    "POST",
    "/wps/relay/DPS_createDeposit",
    token,
    { channelId: "bank", amount },
    {
      "idempotency-key": randomUUID(),
    },
  );
  expect(res.statusCode, res.body).toBe(200);
  const { checkoutUrl } = res.json().value;
  const done = await fetch(`${checkoutUrl}/pay`, { method: "POST", redirect: "manual" });
  expect(done.status).toBe(303);
}

async function countRows(table: string): Promise<number> {
  return Number((await t.pool.query(`select count(*) from ${table}`)).rows[0].count);
}

beforeAll(async () => {
  const platformPort = await freePort();
  const sandboxPort = await freePort();
  const sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
  sandbox = await buildSandbox(
    loadSandboxConfig({
      SANDBOX_HOST: "127.0.0.1",
      SANDBOX_PORT: String(sandboxPort),
      PLATFORM_URL: `http://127.0.0.1:${platformPort}`,
      LOG_LEVEL: "silent",
    }),
  );
  await sandbox.listen({ port: sandboxPort, host: "127.0.0.1" });
  t = await createTestApp({
    PUBLIC_URL: `http://127.0.0.1:${platformPort}`,
    SANDBOX_URL: sandboxUrl,
    CHAT_LINES_PER_WINDOW: "4",
    CHAT_WINDOW_SECONDS: "3600",
  });
  address = await t.app.listen({ port: platformPort, host: "127.0.0.1" });
  // The demo brand's missions complete on a login or a deposit and write to the inbox too; these
  // tests count the messages of deposits, withdrawals and broadcasts alone.
  await t.pool.query("update missions set status = 'ended'");
  const { secret: _secret, ...staffBody } = await staffLogin(t.pool, "ops.msg", "operator-password-1");
  const login = await t.app.inject({
    method: "POST",
    url: "/ops/session/login",
    payload: staffBody,
  });
  opsToken = login.json().value.token;
});

afterAll(async () => {
  await t?.close();
  await sandbox?.close();
});

describe("inbox", () => {
  it("a deposit puts a message in the inbox and the badge's count reaches the open tab at once", async () => {
    const p = await registerPlayer(t);
    const tab = await openSocket(address, p.token);
    try {
      expect(await unread(p.token)).toBe(0);
      await deposit(p.token, "142.50");
      await expect.poll(() => tab.events.find((e) => e.type === "message")?.data?.unread).toBe(1);
      expect(await unread(p.token)).toBe(1);
      const [message] = await inbox(p.token, "EN");
      expect(message).toMatchObject({ template: "deposit.credited", title: "Deposit credited", read: false });
      expect(message?.content).toContain("142.50");
      expect((await inbox(p.token, "PT"))[0]?.title).toBe("Depósito creditado");
    } finally {
      tab.close();
    }
  });

  it("an approved and a rejected withdrawal each reach the inbox, once", async () => {
    const username = `w${randomUUID().slice(0, 8)}`;
    const id = await new MemberService({ pool: t.pool }).create(t.pool, {
      merchantCode: "jogada",
      username,
      password: "Secret123",
      paymentPassword: "654321",
    });
    const { token } = await loginPlayer(t, username, "Secret123");
    await deposit(token, "500");
    await expect.poll(() => unread(token)).toBe(1);
    const payee = await call(
      "POST",
      "/wps/relay/WDS_addPayeeAccount",
      token,
      {
        type: "BANK",
        institution: "Banco Demo",
        accountNo: "12345678",
        holderName: "Maria Silva",
      },
      { "idempotency-key": randomUUID() },
    );
    expect(payee.statusCode, payee.body).toBe(200);
    const withdraw = () =>
      call(
        "POST",
        "/wps/relay/passwordCheck/WDS_withdraw",
        token,
        { payeeAccountId: payee.json().value.id, amount: "100", paymentPassword: "654321" },
        { "idempotency-key": randomUUID() },
      ).then((res) => res.json().value.orderNo as string);
    const rejected = await withdraw();
    const approved = await withdraw();
    const reject = () =>
      ops("POST", `/ops/withdrawals/${rejected}/reject`, { reason: "<b>nome</b> diferente" });
    expect((await reject()).statusCode).toBe(200);
    expect((await reject()).statusCode).toBe(409);
    expect((await ops("POST", `/ops/withdrawals/${approved}/approve`)).statusCode).toBe(200);
    await expect
      .poll(async () => (await inbox(token, "EN")).map((m) => m.template).sort())
      .toEqual(["deposit.credited", "withdrawal.approved", "withdrawal.paid", "withdrawal.rejected"]);
    const rejection = (await inbox(token, "PT")).find((m) => m.template === "withdrawal.rejected");
    expect(rejection?.content).toContain("&lt;b&gt;nome&lt;/b&gt; diferente");
    expect(await unread(token)).toBe(4);
    expect(id).toBeGreaterThan(0);
  });

  it("reads, marks unread, deletes; another player's message is not found", async () => {
    const p = await registerPlayer(t);
    const other = await registerPlayer(t);
    for (const username of [p.username, p.username]) {
      const sent = await ops(
        "POST",
        "/ops/messages",
        {
          audience: { kind: "member", username },
          title: { PT: "Olá", EN: "Hello" },
          content: { PT: "<p>a</p>", EN: "<p>b</p>" },
        },
        { "idempotency-key": randomUUID() },
      );
      expect(sent.statusCode, sent.body).toBe(200);
    }
    expect(await unread(p.token)).toBe(2);
    const [first, second] = await inbox(p.token);
    const read = await call("GET", `/wps/member/messages/${first!.id}`, p.token);
    expect(read.json().value.read).toBe(true);
    expect(await unread(p.token)).toBe(1);

    const stolen = await call("GET", `/wps/member/messages/${first!.id}`, other.token, undefined, {
      language: "EN",
    });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json()).toMatchObject({ errorCode: "message.not.found", message: "Message not found." });
    expect((await call("DELETE", `/wps/member/messages/${first!.id}`, other.token)).statusCode).toBe(404);
    const markOthers = await call("PUT", "/wps/member/messages/read", other.token, {
      ids: [second!.id],
      read: true,
    });
    expect(markOthers.json().value.updated).toBe(0);
    expect(await unread(p.token)).toBe(1);

    const allRead = await call("PUT", "/wps/member/messages/read", p.token, { all: true, read: true });
    expect(allRead.json().value).toEqual({ updated: 2, unread: 0 });
    const unreadAgain = await call("PUT", "/wps/member/messages/read", p.token, {
      ids: [second!.id],
      read: false,
    });
    expect(unreadAgain.json().value.unread).toBe(1);
    const deleted = await call("DELETE", `/wps/member/messages/${second!.id}`, p.token);
    expect(deleted.json().value.unread).toBe(0);
    expect((await call("DELETE", `/wps/member/messages/${second!.id}`, p.token)).statusCode).toBe(404);
    expect((await inbox(p.token)).map((m) => m.id)).toEqual([first!.id]);
  });

  it("an operator's message is sanitized, sent once per key, in the player's language", async () => {
    const p = await registerPlayer(t);
    const key = randomUUID();
    const body = {
      audience: { kind: "member", username: p.username },
      title: { PT: "<b>Aviso</b>", EN: "Notice" },
      content: {
        PT: '<p onclick="x()">Oi<script>alert(1)</script></p>',
        EN: "<p>Hi<img src=x onerror=alert(1)></p>",
      },
    };
    const first = await ops("POST", "/ops/messages", body, { "idempotency-key": key });
    expect(first.json().value).toEqual({ recipients: 1, skipped: 0 });
    const again = await ops("POST", "/ops/messages", body, { "idempotency-key": key });
    expect(again.json().value).toEqual({ recipients: 1, skipped: 0 });
    expect(await unread(p.token)).toBe(1);
    const [pt] = await inbox(p.token, "PT");
    expect(pt).toMatchObject({ title: "Aviso", content: "<p>Oi</p>" });
    const [en] = await inbox(p.token, "EN");
    expect(en?.content).not.toContain("onerror");

    const nobody = await ops(
      "POST",
      "/ops/messages",
      { ...body, audience: { kind: "member", username: "nobody-here" } },
      { "idempotency-key": randomUUID(), language: "EN" },
    );
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json().message).toBe("Player not found: nobody-here.");
    expect(
      (await call("POST", "/ops/messages", p.token, body, { "idempotency-key": randomUUID() })).statusCode,
    ).toBe(401);
  });

  it("a broadcast reaches a segment, and skips players the exclusion rule names", async () => {
    const agent = await registerPlayer(t);
    await t.pool.query("update members set type = 1 where id = $1", [agent.id]);
    const players: TestPlayer[] = [];
    for (let i = 0; i < 3; i++) players.push(await registerPlayer(t));
    await t.pool.query("update members set upline_id = $1 where id = any($2::bigint[])", [
      agent.id,
      players.map((p) => p.id),
    ]);
    const segment = await ops(
      "POST",
      "/ops/messages",
      {
        audience: { kind: "segment", agentUsername: agent.username, hasDeposited: false },
        title: { PT: "Bem-vindo", EN: "Welcome" },
        content: { PT: "<p>x</p>", EN: "<p>y</p>" },
      },
      { "idempotency-key": randomUUID() },
    );
    expect(segment.json().value).toEqual({ recipients: 3, skipped: 0 });
    for (const p of players) expect(await unread(p.token)).toBe(1);

    const ctx = {
      pool: t.pool,
      events: new InProcessEventBus(),
      brands: new BrandService(t.pool, "jogada"),
      members: new MemberService({ pool: t.pool }),
      log: { error() {} },
    } as unknown as ConstructorParameters<typeof InboxService>[0];
    const service = new InboxService(ctx);
    service.excludeFromBroadcasts(
      async (_merchant, ids) => new Set(ids.filter((id) => id === players[0]!.id)),
    );
    const result = await service.send(
      "jogada",
      "ops.msg",
      {
        audience: { kind: "segment", agentUsername: agent.username },
        title: { PT: "Promo", EN: "Promo" },
        content: { PT: "<p>x</p>", EN: "<p>y</p>" },
      },
      randomUUID(),
    );
    expect(result).toEqual({ recipients: 2, skipped: 1 });
    expect(await unread(players[0]!.token)).toBe(1);
    expect(await unread(players[1]!.token)).toBe(2);
  });
});

function feedbackForm(
  fields: Record<string, string>,
  files: Array<{ data: Buffer; name: string; type: string }> = [],
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const file of files)
    form.append("images", new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  return form;
}

async function sendFeedback(token: string, form: FormData, language = "PT") {
  const res = await fetch(`${address}/wps/feedback`, {
    method: "PUT",
    headers: { authorization: token, language },
    body: form,
  });
  return {
    status: res.status,
    body: (await res.json()) as { value?: Record<string, unknown>; errorCode?: string; message?: string },
  };
}

describe("feedback", () => {
  it("stores the text and re-encoded images, shows them to the owner and operators only, and the answer reaches the inbox", async () => {
    const p = await registerPlayer(t);
    const other = await registerPlayer(t);
    const png = await realPng(40, 30);
    const jpeg = await jpegWithExif();
    const sent = await sendFeedback(
      p.token,
      feedbackForm({ questionType: "DEPOSIT", content: "  Meu depósito não apareceu  " }, [
        { data: png, name: "a.png", type: "image/png" },
        { data: jpeg, name: "b.jpg", type: "image/jpeg" },
      ]),
    );
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const item = sent.body.value as { id: number; images: number[]; content: string; status: string };
    expect(item).toMatchObject({ content: "Meu depósito não apareceu", status: "open" });
    expect(item.images).toHaveLength(2);

    const own = await call("GET", `/wps/feedback/images/${item.images[1]}`, p.token);
    expect(own.statusCode).toBe(200);
    expect(own.headers["content-type"]).toBe("image/jpeg");
    expect(own.headers["x-content-type-options"]).toBe("nosniff");
    expect(own.rawPayload.includes("EXIF-MARKER")).toBe(false);
    expect((await sharp(own.rawPayload).metadata()).exif).toBeUndefined();
    expect((await call("GET", `/wps/feedback/images/${item.images[1]}`, other.token)).statusCode).toBe(404);
    expect((await ops("GET", `/ops/feedback/images/${item.images[0]}`)).statusCode).toBe(200);

    const mine = await call("GET", "/wps/feedback", p.token);
    expect(mine.json().value.list.map((f: { id: number }) => f.id)).toEqual([item.id]);
    expect((await call("GET", "/wps/feedback", other.token)).json().value.total).toBe(0);

    const open = await ops("GET", "/ops/feedback?status=open&pageSize=100");
    expect(open.json().value.list.find((f: { id: number }) => f.id === item.id)).toMatchObject({
      username: p.username,
    });
    const answered = await ops("POST", `/ops/feedback/${item.id}/answer`, {
      answer: "Já foi <b>creditado</b>.",
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json().value).toMatchObject({ status: "answered", answeredBy: "ops.msg" });
    expect((await ops("POST", `/ops/feedback/${item.id}/answer`, { answer: "again" })).json().errorCode).toBe(
      "feedback.already.answered",
    );
    const [message] = await inbox(p.token);
    expect(message?.template).toBe("feedback.answered");
    // The answer is text: its markup arrives escaped, never as HTML.
    expect(message?.content).toContain("Já foi &lt;b&gt;creditado&lt;/b&gt;.");
    expect((await call("GET", "/wps/feedback", p.token)).json().value.list[0]).toMatchObject({
      status: "answered",
      answer: "Já foi <b>creditado</b>.",
    });
  });

  it("refuses bad content and bad images in the player's language, storing nothing", async () => {
    const p = await registerPlayer(t);
    const png = await realPng();
    const before = { feedback: await countRows("feedback"), images: await countRows("feedback_images") };
    const good = { questionType: "GAME", content: "O jogo travou ontem" };
    const pngFile = (data: Buffer, name = "x.png") => ({ data, name, type: "image/png" });
    const cases: Array<{ form: FormData; code: string; language?: string; message?: string }> = [
      {
        form: feedbackForm({ ...good, content: "x".repeat(141) }),
        code: "feedback.content.length",
        language: "EN",
        message: "The content must have 5 to 140 characters.",
      },
      {
        form: feedbackForm({ ...good, content: "   " }),
        code: "feedback.content.length",
        message: "O conteúdo deve ter de 5 a 140 caracteres.",
      },
      {
        form: feedbackForm(good, [pngFile(png), pngFile(png), pngFile(png), pngFile(png)]),
        code: "feedback.images.too.many",
        language: "EN",
        message: "Send at most 3 images.",
      },
      {
        form: feedbackForm(good, [pngFile(Buffer.concat([png, randomBytes(6 * 1024 * 1024)]))]),
        code: "feedback.image.invalid",
        language: "EN",
        message: "Each image must be a PNG or JPG of up to 5 MB.",
      },
      {
        form: feedbackForm(good, [pngFile(png), pngFile(SVG_WITH_SCRIPT, "evil.png")]),
        code: "feedback.image.invalid",
      },
      {
        form: feedbackForm(good, [pngFile(PNG_HEADER_THEN_HTML, "page.png")]),
        code: "feedback.image.invalid",
      },
      { form: feedbackForm({ ...good, questionType: "NOPE" }), code: "request.invalid" },
    ];
    for (const c of cases) {
      const res = await sendFeedback(p.token, c.form, c.language);
      expect(res.body.errorCode, JSON.stringify(res.body)).toBe(c.code);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      if (c.message) expect(res.body.message).toBe(c.message);
    }
    expect(await countRows("feedback")).toBe(before.feedback);
    expect(await countRows("feedback_images")).toBe(before.images);
    // 140 characters exactly (accents counted as one) is within the range.
    const edge = await sendFeedback(p.token, feedbackForm({ ...good, content: "é".repeat(140) }));
    expect(edge.status).toBe(200);
  });
});

describe("chat room", () => {
  it("delivers a line to every open room of the brand, as text, with moderation", async () => {
    const a = await registerPlayer(t);
    const b = await registerPlayer(t);
    const tabA = await openSocket(address, a.token);
    const tabB = await openSocket(address, b.token);
    try {
      const html = '<img src=x onerror="alert(1)"><script>alert(2)</script> olá';
      const posted = await call("POST", "/wps/chat/messages", a.token, { text: `  ${html}\n` });
      expect(posted.statusCode, posted.body).toBe(200);
      const line = posted.json().value;
      expect(line.text).toBe(html);
      expect(line.nickname).not.toBe(a.username);
      for (const tab of [tabA, tabB])
        await expect
          .poll(() => tab.events.find((e) => e.type === "chat")?.data)
          .toEqual({ action: "posted", message: line });
      const history = await call("GET", "/wps/chat/messages", b.token);
      expect(history.json().value.messages.at(-1)).toEqual(line);

      const long = await call(
        "POST",
        "/wps/chat/messages",
        b.token,
        { text: "a".repeat(201) },
        { language: "EN" },
      );
      expect(long.json()).toMatchObject({
        errorCode: "chat.text.length",
        message: "The message must have 1 to 200 characters.",
      });
      const huge = await call("POST", "/wps/chat/messages", b.token, { text: "<b>".repeat(5000) });
      expect(huge.json().errorCode).toBe("chat.text.length");
      expect((await call("POST", "/wps/chat/messages", b.token, { text: " \n\t " })).json().errorCode).toBe(
        "chat.text.length",
      );
      expect(
        (await call("POST", "/wps/chat/messages", b.token, { text: "que P.U.T.A jogo" })).json().errorCode,
      ).toBe("chat.word.blocked");
      expect(
        (await call("POST", "/wps/chat/messages", b.token, { text: "computador novo" })).statusCode,
      ).toBe(200);

      const deleted = await ops("DELETE", `/ops/chat/messages/${line.id}`);
      expect(deleted.statusCode, deleted.body).toBe(200);
      await expect
        .poll(() =>
          tabB.events.some((e) => e.type === "chat" && e.data?.action === "deleted" && e.data.id === line.id),
        )
        .toBe(true);
      expect(
        (await call("GET", "/wps/chat/messages", b.token))
          .json()
          .value.messages.map((m: { id: number }) => m.id),
      ).not.toContain(line.id);
      expect((await ops("DELETE", `/ops/chat/messages/${line.id}`)).json().errorCode).toBe(
        "chat.message.not.found",
      );

      const muted = await ops("POST", "/ops/chat/mutes", {
        username: b.username,
        minutes: 30,
        reason: "spam",
      });
      expect(muted.json().value.mutedUntil).not.toBeNull();
      const refused = await call("POST", "/wps/chat/messages", b.token, { text: "oi" });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().errorCode).toBe("chat.muted");
      await ops("POST", "/ops/chat/mutes", { username: b.username, minutes: 0 });
      expect((await call("POST", "/wps/chat/messages", b.token, { text: "voltei" })).statusCode).toBe(200);
    } finally {
      tabA.close();
      tabB.close();
    }
  });

  it("refuses a flood: a player writes at most the window's lines", async () => {
    const p = await registerPlayer(t);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call("POST", "/wps/chat/messages", p.token, { text: `linha ${i}` }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(4);
    expect(results.find((r) => r.statusCode === 429)?.json().errorCode).toBe("chat.too.fast");
  });
});

describe("menus", () => {
  it("answers the whitelabel tree and the menus of modules that are on", async () => {
    const res = await t.app.inject({ url: "/wps/system/whitelabel" });
    expect(res.statusCode, res.body).toBe(200);
    const value = res.json().value;
    expect(value.whitelabel.length).toBeGreaterThan(0);
    const memberKeys = value.menus.member.map((m: { key: string }) => m.key);
    expect(memberKeys).toContain("securityCenter");
    expect(memberKeys).toContain("messageV2");
    expect(value.menus.header[0]).toMatchObject({
      key: "lobby",
      route: "/",
      label: { PT: "Início", EN: "Lobby" },
    });
  });
});
