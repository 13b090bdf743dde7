import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { endToEndId } from "./bank.js";

/** What the next payout does (one request each), switched from a test or the provider's page. */
export type PayoutFault =
  /** Sent: REALIZADO a moment later, told to the webhook. */
  | "none"
  /** Accepted, then NAO_REALIZADO (the payee's bank refused it), told to the webhook. */
  | "fail"
  /** Refused at once (400), as Efí refuses a send it will not try. */
  | "refuse"
  /** REALIZADO, then given back by the payee's bank (a devolução), told to the webhook. */
  | "return"
  /** Made, but its answer comes after the client gave up and no webhook is sent: only a query finds it. */
  | "timeout";

export interface SentPix {
  idEnvio: string;
  endToEndId: string;
  valor: string;
  chave: string;
  infoPagador?: string;
  favorecido: { chave: string };
  status: "EM_PROCESSAMENTO" | "REALIZADO" | "NAO_REALIZADO";
  horario: { solicitacao: string; liquidacao?: string };
  devolucoes: {
    id: string;
    rtrId: string;
    valor: string;
    status: "DEVOLVIDO";
    horario: { liquidacao: string };
  }[];
  /** How many times the platform asked for it (a second request under the same id pays nothing). */
  requests: number;
  silent: boolean;
}

const ID = /^[a-zA-Z0-9]{1,35}$/;
const SendRequest = z.object({
  valor: z.string().regex(/^\d{1,10}\.\d{2}$/),
  pagador: z.object({ chave: z.string().min(1).max(77), infoPagador: z.string().max(140).optional() }),
  favorecido: z.object({ chave: z.string().min(1).max(77) }),
});

/** The Pix a send request answers with (Efí: 201 with e2eId), and the query's view (endToEndId). */
const answerView = (p: SentPix) => ({
  idEnvio: p.idEnvio,
  e2eId: p.endToEndId,
  valor: p.valor,
  horario: { solicitacao: p.horario.solicitacao },
  status: p.status,
});
const queryView = ({ requests: _r, silent: _s, ...p }: SentPix) => ({
  ...p,
  ...(p.devolucoes.length ? {} : { devolucoes: undefined }),
});

/**
 * Efí's Pix send (the paying side): PUT /v3/gn/pix/{idEnvio} from our key to a payee's key, and
 * GET /v2/gn/pix/enviados/id-envio/{idEnvio}. The id is the caller's: a second request under it
 * pays nothing more and answers the same Pix. Settlement comes a moment later and is told to the
 * payer key's webhook (`gnExtras.idEnvio`), unless a fault says otherwise.
 */
export function registerPayoutApi(
  api: FastifyInstance,
  options: {
    sent: Map<string, SentPix>;
    receiverKey: string;
    faults: { payout: PayoutFault; payoutDelayMs: number };
    authorised: (request: FastifyRequest, reply: FastifyReply) => boolean;
    problem: (reply: FastifyReply, status: number, type: string, detail: string) => FastifyReply;
    notify: (pix: SentPix) => void;
    later: (ms: number, run: () => void) => void;
  },
): void {
  const { sent, faults, problem } = options;

  api.put("/v3/gn/pix/:idEnvio", async (request, reply) => {
    if (!options.authorised(request, reply)) return reply;
    const { idEnvio } = request.params as { idEnvio: string };
    if (!ID.test(idEnvio)) return problem(reply, 400, "EnvioOperacaoInvalida", "idEnvio fora do padrão");
    const parsed = SendRequest.safeParse(request.body);
    if (!parsed.success)
      return problem(reply, 400, "EnvioOperacaoInvalida", parsed.error.issues[0]?.message ?? "");
    if (parsed.data.pagador.chave !== options.receiverKey)
      return problem(reply, 400, "EnvioOperacaoInvalida", "a chave do pagador não pertence à conta");
    const known = sent.get(idEnvio);
    if (known) {
      known.requests++;
      if (known.valor !== parsed.data.valor || known.favorecido.chave !== parsed.data.favorecido.chave)
        return problem(reply, 400, "EnvioOperacaoInvalida", "idEnvio já utilizado");
      return reply.status(200).send(answerView(known));
    }
    const fault = faults.payout;
    faults.payout = "none";
    if (fault === "refuse")
      return problem(reply, 400, "EnvioOperacaoInvalida", "envio recusado: chave do favorecido inexistente");
    const pix: SentPix = {
      idEnvio,
      endToEndId: endToEndId(),
      valor: parsed.data.valor,
      chave: parsed.data.pagador.chave,
      ...(parsed.data.pagador.infoPagador ? { infoPagador: parsed.data.pagador.infoPagador } : {}),
      favorecido: { chave: parsed.data.favorecido.chave },
      status: "EM_PROCESSAMENTO",
      horario: { solicitacao: new Date().toISOString() },
      devolucoes: [],
      requests: 1,
      silent: fault === "timeout",
    };
    sent.set(idEnvio, pix);
    options.later(200, () => {
      pix.status = fault === "fail" ? "NAO_REALIZADO" : "REALIZADO";
      pix.horario.liquidacao = new Date().toISOString();
      if (!pix.silent) options.notify(pix);
      if (fault !== "return") return;
      options.later(300, () => {
        pix.devolucoes.push({
          id: `D${idEnvio}`.slice(0, 35),
          rtrId: endToEndId("D"),
          valor: pix.valor,
          status: "DEVOLVIDO",
          horario: { liquidacao: new Date().toISOString() },
        });
        options.notify(pix);
      });
    });
    if (fault === "timeout") await new Promise((resolve) => setTimeout(resolve, faults.payoutDelayMs));
    return reply.status(201).send(answerView(pix));
  });

  api.get("/v2/gn/pix/enviados/id-envio/:idEnvio", async (request, reply) => {
    if (!options.authorised(request, reply)) return reply;
    const pix = sent.get((request.params as { idEnvio: string }).idEnvio);
    if (!pix)
      return problem(reply, 404, "NaoEncontrado", "Pix enviado não encontrado para o idEnvio informado");
    return queryView(pix);
  });
}

/** A sent Pix as the payer key's webhook tells it (Efí: tipo SOLICITACAO, our idEnvio in gnExtras). */
export function payoutNotice(pix: SentPix) {
  const returned = pix.devolucoes.length > 0;
  return {
    endToEndId: pix.endToEndId,
    valor: pix.valor,
    chave: pix.chave,
    horario: pix.horario.liquidacao ?? pix.horario.solicitacao,
    status: pix.status,
    tipo: returned ? "DEVOLUCAO" : "SOLICITACAO",
    gnExtras: { idEnvio: pix.idEnvio },
  };
}
