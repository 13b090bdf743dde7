import { randomBytes, timingSafeEqual } from "node:crypto";
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
import { z } from "zod";
import { type Charge, PixBank } from "./bank.js";
import type { PixPki } from "./certs.js";
import { type PayoutFault, registerPayoutApi, type SentPix } from "./payouts.js";

/** Faults a test or a person can switch on from the sandbox's page, one request at a time. */
export interface PixFaults {
  /** The next charge creation answers only after this many milliseconds (the charge exists by then). */
  cobDelayMs: number;
  /** What the next payout does, and how late a "timeout" payout answers. */
  payout: PayoutFault;
  payoutDelayMs: number;
}

const TXID = /^[a-zA-Z0-9]{26,35}$/;
const E2EID = /^[a-zA-Z0-9]{32}$/;
const REFUND_ID = /^[a-zA-Z0-9]{1,35}$/;
const Valor = z.string().regex(/^\d{1,10}\.\d{2}$/);
const CobRequest = z.object({
  calendario: z.object({ expiracao: z.number().int().positive().optional() }).optional(),
  devedor: z.object({ cpf: z.string().optional(), cnpj: z.string().optional(), nome: z.string() }).optional(),
  valor: z.object({ original: Valor, modalidadeAlteracao: z.union([z.literal(0), z.literal(1)]).optional() }),
  chave: z.string().min(1).max(77),
  solicitacaoPagador: z.string().max(140).optional(),
});
const RefundRequest = z.object({
  valor: Valor,
  natureza: z.enum(["ORIGINAL", "RETIRADA"]).optional(),
  descricao: z.string().max(140).optional(),
});
const WebhookRequest = z.object({ webhookUrl: z.string().url() });

/** RFC 7807 problems as the API Pix names them (`https://pix.bcb.gov.br/api/v2/error/<Type>`). */
function problem(reply: FastifyReply, status: number, type: string, detail: string) {
  return reply
    .status(status)
    .type("application/problem+json")
    .send({
      type: `https://pix.bcb.gov.br/api/v2/error/${type}`,
      title: type.replace(/([a-z])([A-Z])/g, "$1 $2"),
      status,
      detail,
    });
}

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * The provider's API Pix over HTTPS with mutual TLS: a client without a certificate of the
 * sandbox's CA is refused during the handshake. OAuth2 client credentials at /oauth/token
 * (HTTP Basic), then Bearer tokens on /cob, /pix and /webhook, as the Banco Central's OpenAPI
 * describes them.
 */
export function buildPixApi(
  pki: PixPki,
  bank: PixBank,
  options: {
    clientId: string;
    clientSecret: string;
    receiverKey: string;
    faults: PixFaults;
    onRefund: (charge: Charge) => void;
    sent: Map<string, SentPix>;
    onPayout: (pix: SentPix) => void;
    later: (ms: number, run: () => void) => void;
  },
): FastifyInstance {
  const app = Fastify({
    logger: false,
    https: {
      key: pki.serverKey,
      cert: pki.serverCert,
      ca: pki.ca,
      requestCert: true,
      rejectUnauthorized: true,
    },
  });
  const tokens = new Map<string, number>();
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_req, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  app.post("/oauth/token", async (request, reply) => {
    const [scheme, encoded] = (request.headers.authorization ?? "").split(" ");
    const [id, secret] = Buffer.from(encoded ?? "", "base64")
      .toString()
      .split(":");
    const body = (request.body ?? {}) as { grant_type?: string };
    if (
      scheme !== "Basic" ||
      !same(id ?? "", options.clientId) ||
      !same(secret ?? "", options.clientSecret)
    ) {
      return reply.status(401).send({ error: "invalid_client" });
    }
    if (body.grant_type !== "client_credentials")
      return reply.status(400).send({ error: "unsupported_grant_type" });
    const token = randomBytes(24).toString("base64url");
    tokens.set(token, Date.now() + 3600_000);
    return {
      access_token: token,
      token_type: "Bearer",
      expires_in: 3600,
      scope: "cob.write cob.read pix.write pix.read pix.send gn.pix.send.read webhook.write webhook.read",
    };
  });

  const authorised = (request: FastifyRequest, reply: FastifyReply): boolean => {
    const token = (request.headers.authorization ?? "").replace(/^Bearer /, "");
    const until = tokens.get(token);
    if (until === undefined || until < Date.now()) {
      void problem(reply, 401, "AcessoNegado", "token de acesso ausente, inválido ou expirado");
      return false;
    }
    return true;
  };

  registerPayoutApi(app, {
    sent: options.sent,
    receiverKey: options.receiverKey,
    faults: options.faults,
    authorised,
    problem,
    notify: options.onPayout,
    later: options.later,
  });

  app.put("/cob/:txid", async (request, reply) => {
    if (!authorised(request, reply)) return reply;
    const { txid } = request.params as { txid: string };
    if (!TXID.test(txid))
      return problem(reply, 400, "CobOperacaoInvalida", "txid fora do padrão [a-zA-Z0-9]{26,35}");
    const parsed = CobRequest.safeParse(request.body);
    if (!parsed.success)
      return problem(reply, 400, "CobOperacaoInvalida", parsed.error.issues[0]?.message ?? "");
    if (parsed.data.chave !== options.receiverKey) {
      return problem(reply, 400, "CobOperacaoInvalida", "a chave não pertence ao usuário recebedor");
    }
    if (bank.charges.has(txid)) return problem(reply, 400, "CobOperacaoInvalida", "txid já utilizado");
    const charge = bank.create(txid, {
      expiracao: parsed.data.calendario?.expiracao ?? 86_400,
      original: parsed.data.valor.original,
      chave: parsed.data.chave,
      ...(parsed.data.solicitacaoPagador ? { solicitacaoPagador: parsed.data.solicitacaoPagador } : {}),
    });
    const delay = options.faults.cobDelayMs;
    options.faults.cobDelayMs = 0;
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
    return reply.status(201).send(PixBank.chargeView(charge));
  });

  app.get("/cob/:txid", async (request, reply) => {
    if (!authorised(request, reply)) return reply;
    const charge = bank.charges.get((request.params as { txid: string }).txid);
    if (!charge) return problem(reply, 404, "NaoEncontrado", "cobrança não encontrada para o txid informado");
    return PixBank.chargeView(charge);
  });

  app.put("/pix/:e2eid/devolucao/:id", async (request, reply) => {
    if (!authorised(request, reply)) return reply;
    const { e2eid, id } = request.params as { e2eid: string; id: string };
    if (!E2EID.test(e2eid) || !REFUND_ID.test(id)) {
      return problem(reply, 400, "DevolucaoOperacaoInvalida", "e2eid ou id fora do padrão");
    }
    const found = bank.findPix(e2eid);
    if (!found) return problem(reply, 404, "NaoEncontrado", "Pix não encontrado para o e2eid informado");
    const parsed = RefundRequest.safeParse(request.body);
    if (!parsed.success)
      return problem(reply, 400, "DevolucaoOperacaoInvalida", parsed.error.issues[0]?.message ?? "");
    const refund = bank.refund(found.pix, id, {
      valor: parsed.data.valor,
      ...(parsed.data.natureza ? { natureza: parsed.data.natureza } : {}),
      ...(parsed.data.descricao ? { descricao: parsed.data.descricao } : {}),
    });
    if (refund === "too-much") {
      return problem(reply, 400, "DevolucaoOperacaoInvalida", "valor excede o saldo do Pix a devolver");
    }
    if (refund.status === "EM_PROCESSAMENTO") {
      setTimeout(() => {
        refund.status = "DEVOLVIDO";
        refund.horario.liquidacao = new Date().toISOString();
        options.onRefund(found.charge);
      }, 200).unref();
    }
    return reply.status(201).send(refund);
  });

  app.get("/pix/:e2eid/devolucao/:id", async (request, reply) => {
    if (!authorised(request, reply)) return reply;
    const { e2eid, id } = request.params as { e2eid: string; id: string };
    const refund = bank.findPix(e2eid)?.pix.devolucoes.find((d) => d.id === id);
    if (!refund) return problem(reply, 404, "NaoEncontrado", "devolução não encontrada");
    return refund;
  });

  app.put("/webhook/:chave", async (request, reply) => {
    if (!authorised(request, reply)) return reply;
    const { chave } = request.params as { chave: string };
    if (chave !== options.receiverKey) return problem(reply, 404, "NaoEncontrado", "chave não encontrada");
    const parsed = WebhookRequest.safeParse(request.body);
    if (!parsed.success)
      return problem(reply, 400, "WebhookOperacaoInvalida", "webhookUrl não respeita o schema");
    bank.webhooks.set(chave, parsed.data.webhookUrl);
    return reply.status(200).send();
  });

  app.get("/webhook/:chave", async (request, reply) => {
    if (!authorised(request, reply)) return reply;
    const { chave } = request.params as { chave: string };
    const url = bank.webhooks.get(chave);
    if (!url) return problem(reply, 404, "NaoEncontrado", "webhook não encontrado");
    return { webhookUrl: url, chave, criacao: new Date().toISOString() };
  });

  return app;
}
