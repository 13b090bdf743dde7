import { randomUUID } from "node:crypto";
import https from "node:https";
import { parseBrCode } from "@jogada/contracts";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { SandboxConfig } from "../../config.js";
import { buildPixApi, type PixFaults } from "./api.js";
import { type Charge, PixBank, type WebhookDelivery } from "./bank.js";
import { loadOrCreatePixPki } from "./certs.js";
import { dashboardPage, notFoundPage, paidPage, payerPage } from "./pages.js";
import { type PayoutFault, payoutNotice, type SentPix } from "./payouts.js";

/** Milliseconds between deliveries of a notification the platform did not acknowledge. */
const RETRY_DELAYS_MS = [1_000, 2_000, 5_000, 10_000, 30_000];

const PayRequest = z.object({
  nome: z.string().trim().min(1).max(140).default("Maria Silva"),
  cpf: z
    .string()
    .regex(/^\d{11}$/)
    .default("12345678909"),
  valor: z
    .string()
    .regex(/^\d{1,10}\.\d{2}$/)
    .optional(),
  /** Deliveries of the same notification sent at once (a provider's retry racing its first try). */
  copies: z.coerce.number().int().min(0).max(5).default(1),
});

/**
 * The Pix provider (PSP recebedor): the API Pix over mutual TLS on SANDBOX_PIX_PORT, with a test
 * CA made at the first start (SANDBOX_PIX_CERT_DIR: the platform is pointed at its ca.pem,
 * client.pem and client-key.pem); on the sandbox's own port the payer's side (a charge's
 * location opens the page that pays it), the provider's dashboard and switches for tests.
 */
export async function registerPix(app: FastifyInstance, config: SandboxConfig): Promise<void> {
  const publicUrl = config.SANDBOX_PUBLIC_URL ?? `http://${config.SANDBOX_HOST}:${config.SANDBOX_PORT}`;
  const pki = loadOrCreatePixPki(config.SANDBOX_PIX_CERT_DIR);
  const bank = new PixBank(`${new URL(publicUrl).host}/pix/qr/v2`, {
    name: config.PIX_RECEIVER_NAME,
    city: config.PIX_RECEIVER_CITY,
  });
  const faults: PixFaults = { cobDelayMs: 0, payout: "none", payoutDelayMs: 5_000 };
  const sent = new Map<string, SentPix>();
  // The provider calls webhooks with its own client certificate (the Banco Central's mutual TLS).
  const webhookAgent = new https.Agent({ ca: pki.ca, cert: pki.providerCert, key: pki.providerKey });
  const timers = new Set<NodeJS.Timeout>();
  const later = (ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, ms);
    timers.add(timer);
  };

  /** POST <url>/pix: over mutual TLS for an https webhook, plain for an http one (behind a proxy). */
  function post(url: string, body: string): Promise<number> {
    if (!url.startsWith("https://"))
      return fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body,
        signal: AbortSignal.timeout(10_000),
      }).then((res) => res.status);
    return new Promise((resolve, reject) => {
      const request = https.request(
        url,
        {
          method: "POST",
          agent: webhookAgent,
          headers: { "content-type": "application/json" },
          signal: AbortSignal.timeout(10_000),
        },
        (res) => {
          res.resume();
          res.on("end", () => resolve(res.statusCode ?? 0));
        },
      );
      request.on("error", reject);
      request.end(body);
    });
  }

  async function attempt(delivery: WebhookDelivery): Promise<void> {
    let status = "network error";
    try {
      const code = await post(`${delivery.url}/pix`, JSON.stringify(delivery.body));
      status = String(code);
      delivery.acknowledged ||= code >= 200 && code < 300;
    } catch {
      // counted below as a failed attempt
    }
    delivery.attempts.push({ at: new Date().toISOString(), status });
    const delay = RETRY_DELAYS_MS[delivery.attempts.length - 1];
    if (!delivery.acknowledged && delay !== undefined) later(delay, () => void attempt(delivery));
  }

  /** Tells a key's webhook (only keys with a webhook are told), `copies` times at once. */
  function deliver(chave: string, pix: unknown[], copies = 1): void {
    const url = bank.webhooks.get(chave);
    if (!url) return;
    for (let i = 0; i < copies; i++) {
      const delivery: WebhookDelivery = {
        id: randomUUID(),
        url,
        body: { pix },
        attempts: [],
        acknowledged: false,
      };
      bank.deliveries.push(delivery);
      void attempt(delivery);
    }
  }

  /** Tells the key's webhook about the charge's Pix. */
  function notify(charge: Charge, pix = charge.pix.slice(-1), copies = 1): void {
    deliver(
      charge.chave,
      pix.map((p) => PixBank.view(p)),
      copies,
    );
  }

  /** Copies of the next payout notices, for tests of a repeated delivery. */
  let payoutCopies = 1;

  const api = buildPixApi(pki, bank, {
    clientId: config.PIX_CLIENT_ID,
    clientSecret: config.PIX_CLIENT_SECRET,
    receiverKey: config.PIX_RECEIVER_KEY,
    faults,
    onRefund: (charge) => notify(charge),
    sent,
    onPayout: (pix) => deliver(pix.chave, [payoutNotice(pix)], payoutCopies),
    later,
  });
  app.addHook("onListen", async () => {
    await api.listen({ host: config.SANDBOX_HOST, port: config.SANDBOX_PIX_PORT });
  });
  app.addHook("onClose", async () => {
    for (const timer of timers) clearTimeout(timer);
    await api.close();
  });

  await app.register(async (scope) => {
    scope.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string" },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    function pay(charge: Charge, body: unknown) {
      const input = PayRequest.parse(body ?? {});
      const pix = bank.pay(charge, { nome: input.nome, cpf: input.cpf }, input.valor);
      notify(charge, [pix], input.copies);
      return pix;
    }

    scope.get("/pix", async (_request, reply) =>
      reply
        .type("text/html")
        .send(dashboardPage([...bank.charges.values()], bank.deliveries, bank.webhooks, [...sent.values()])),
    );

    // A pasted "copia e cola" opens its charge's page, as a bank app reads the QR's location.
    scope.post("/pix/open", async (request, reply) => {
      try {
        const { location } = parseBrCode(String((request.body as { payload?: string }).payload ?? ""));
        const locId = location?.split("/").pop() ?? "";
        if (!bank.byLocation.has(locId)) throw new Error("unknown");
        return reply.redirect(`/pix/qr/v2/${locId}`, 303);
      } catch {
        return reply.status(404).type("text/html").send(notFoundPage());
      }
    });

    scope.get("/pix/qr/v2/:locId", async (request, reply) => {
      const charge = bank.byLocation.get((request.params as { locId: string }).locId);
      if (!charge) return reply.status(404).type("text/html").send(notFoundPage());
      return reply
        .type("text/html")
        .send(payerPage(charge, bank.isExpired(charge), config.PIX_RECEIVER_NAME));
    });

    scope.post("/pix/qr/v2/:locId/pay", async (request, reply) => {
      const charge = bank.byLocation.get((request.params as { locId: string }).locId);
      if (charge?.status !== "ATIVA") return reply.status(404).type("text/html").send(notFoundPage());
      const parsed = PayRequest.safeParse(request.body);
      if (!parsed.success) return reply.status(400).type("text/html").send(notFoundPage());
      const pix = pay(charge, parsed.data);
      return reply.type("text/html").send(paidPage(charge, pix.endToEndId));
    });

    scope.post("/pix/deliveries/:id/resend", async (request, reply) => {
      const delivery = bank.deliveries.find((d) => d.id === (request.params as { id: string }).id);
      if (!delivery) return reply.status(404).send({ error: "UNKNOWN_DELIVERY" });
      await attempt(delivery);
      return reply.redirect("/pix", 303);
    });

    // Switches for tests (JSON): pay by txid, age a charge past its expiry, slow the next creation.
    scope.post("/pix/api/charges/:txid/pay", async (request, reply) => {
      const charge = bank.charges.get((request.params as { txid: string }).txid);
      if (!charge) return reply.status(404).send({ error: "UNKNOWN_CHARGE" });
      const parsed = PayRequest.safeParse(request.body ?? {});
      if (!parsed.success) return reply.status(400).send({ error: parsed.error.issues[0]?.message });
      return PixBank.view(pay(charge, parsed.data));
    });
    scope.post("/pix/api/charges/:txid/expire", async (request, reply) => {
      const charge = bank.charges.get((request.params as { txid: string }).txid);
      if (!charge) return reply.status(404).send({ error: "UNKNOWN_CHARGE" });
      charge.calendario.criacao = new Date(
        Date.now() - (charge.calendario.expiracao + 60) * 1000,
      ).toISOString();
      return { expired: bank.isExpired(charge) };
    });
    scope.post("/pix/api/faults", async (request) => {
      const input = z.object({ cobDelayMs: z.number().int().min(0).max(120_000) }).parse(request.body);
      faults.cobDelayMs = input.cobDelayMs;
      return faults;
    });
    scope.get("/pix/api/deliveries", async () => bank.deliveries);
    scope.get("/pix/api/webhooks", async () => Object.fromEntries(bank.webhooks));
    // Payouts: what the next one does (fail, refuse, return later, answer too late), and the record.
    scope.post("/pix/api/payouts/faults", async (request) => {
      const input = z
        .object({
          next: z.enum(["none", "fail", "refuse", "return", "timeout"]).optional(),
          delayMs: z.number().int().min(0).max(120_000).optional(),
          copies: z.number().int().min(1).max(5).optional(),
        })
        .parse(request.body);
      if (input.next) faults.payout = input.next as PayoutFault;
      if (input.delayMs !== undefined) faults.payoutDelayMs = input.delayMs;
      if (input.copies !== undefined) payoutCopies = input.copies;
      return { next: faults.payout, delayMs: faults.payoutDelayMs, copies: payoutCopies };
    });
    scope.get("/pix/api/payouts", async () => [...sent.values()]);
  });
}
