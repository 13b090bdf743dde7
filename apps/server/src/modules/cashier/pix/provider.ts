import { readFileSync, statSync } from "node:fs";
import https from "node:https";
import { z } from "zod";

/** Why a call to the provider did not give an answer we can use. */
export class PixProviderError extends Error {
  constructor(
    message: string,
    /** timeout: no answer in time (the provider may have acted); refused: it answered no. */
    readonly kind: "timeout" | "unavailable" | "refused",
    readonly status?: number,
  ) {
    super(message);
  }
}

const Valor = z.string().regex(/^\d{1,10}\.\d{2}$/);
/** The payer as providers add it to a Pix (not in the Banco Central's schema, hence optional). */
const Pagador = z.object({
  cpf: z.string().optional(),
  cnpj: z.string().optional(),
  nome: z.string().optional(),
});
export const PixEntry = z.object({
  endToEndId: z.string().regex(/^[a-zA-Z0-9]{32}$/),
  txid: z.string().optional(),
  valor: Valor,
  horario: z.string(),
  infoPagador: z.string().optional(),
  pagador: Pagador.optional(),
  devolucoes: z.unknown().optional(),
});
export type PixEntry = z.infer<typeof PixEntry>;

export const PixCharge = z.object({
  txid: z.string(),
  status: z.enum(["ATIVA", "CONCLUIDA", "REMOVIDA_PELO_USUARIO_RECEBEDOR", "REMOVIDA_PELO_PSP"]),
  calendario: z.object({ criacao: z.string(), expiracao: z.number().int().optional() }),
  location: z.string().optional(),
  loc: z.object({ location: z.string() }).partial().optional(),
  valor: z.object({ original: Valor }),
  chave: z.string(),
  pix: z.array(PixEntry).optional(),
});
export type PixCharge = z.infer<typeof PixCharge>;

export const PixRefund = z.object({
  id: z.string(),
  rtrId: z.string(),
  valor: Valor,
  status: z.enum(["EM_PROCESSAMENTO", "DEVOLVIDO", "NAO_REALIZADO"]),
});
export type PixRefund = z.infer<typeof PixRefund>;

/**
 * A Pix we sent (Efí's Pix send: PUT /v3/gn/pix/{idEnvio} answers `e2eId`, the query by idEnvio
 * `endToEndId`); a payee's bank may give it back later (devolucoes, DEVOLVIDO).
 */
export const PixPayout = z
  .object({
    idEnvio: z.string(),
    e2eId: z.string().optional(),
    endToEndId: z.string().optional(),
    valor: Valor,
    status: z.enum(["EM_PROCESSAMENTO", "REALIZADO", "NAO_REALIZADO"]),
    devolucoes: z.array(z.object({ id: z.string(), valor: Valor, status: z.string() }).partial()).optional(),
  })
  .transform(({ e2eId, endToEndId, ...rest }) => ({ ...rest, endToEndId: endToEndId ?? e2eId ?? null }));
export type PixPayout = z.infer<typeof PixPayout>;

const Token = z.object({
  access_token: z.string().min(1),
  expires_in: z.coerce.number().positive().optional(),
});

export interface PixConnection {
  apiUrl: string;
  /** Base of the provider's own Pix send calls (/v3/gn/pix, /v2/gn/pix/enviados). */
  payoutUrl: string;
  oauthUrl: string;
  caFile: string;
  certFile: string;
  keyFile: string;
}

interface Answer {
  status: number;
  body: unknown;
}

/**
 * The provider's API Pix (Banco Central do Brasil, v2): every call over mutual TLS with our client
 * certificate, checked against the provider's CA, with an OAuth2 client-credentials token. The
 * PEM files are read again when one of them changes on disk, so a rotated certificate is used
 * without a restart.
 */
export class PixProvider {
  private tls: { agent: https.Agent; stamp: string } | undefined;
  private token: { value: string; until: number } | undefined;

  constructor(
    readonly code: string,
    private readonly connection: PixConnection,
    private readonly client: { id: string; secret: string; timeoutMs: number },
    /** Told of every call's outcome, for the back office's provider status. */
    private readonly observe: (error: PixProviderError | null) => void = () => {},
  ) {}

  private agent(): https.Agent {
    const files = [this.connection.caFile, this.connection.certFile, this.connection.keyFile];
    const stamp = files.map((file) => statSync(file).mtimeMs).join(":");
    if (this.tls?.stamp !== stamp) {
      this.tls?.agent.destroy();
      const [ca, cert, key] = files.map((file) => readFileSync(file));
      this.tls = { agent: new https.Agent({ ca, cert, key, keepAlive: true, maxSockets: 16 }), stamp };
      this.token = undefined;
    }
    return this.tls.agent;
  }

  private send(
    method: string,
    url: string,
    headers: Record<string, string>,
    body: string | undefined,
  ): Promise<Answer> {
    return new Promise((resolve, reject) => {
      let agent: https.Agent;
      try {
        agent = this.agent();
      } catch (error) {
        reject(new PixProviderError(`certificates unreadable: ${(error as Error).message}`, "unavailable"));
        return;
      }
      const request = https.request(
        url,
        {
          method,
          agent,
          headers: { accept: "application/json", ...headers },
          signal: AbortSignal.timeout(this.client.timeoutMs),
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("error", (error) => reject(new PixProviderError(error.message, "timeout")));
          response.on("end", () => {
            const text = Buffer.concat(chunks).toString("utf8");
            let parsed: unknown = null;
            try {
              parsed = text ? JSON.parse(text) : null;
            } catch {
              parsed = text;
            }
            resolve({ status: response.statusCode ?? 0, body: parsed });
          });
        },
      );
      request.on("error", (error) => {
        // Once the request may have reached the provider, a lost answer is a timeout: it may have acted.
        const sent = request.writableFinished;
        const kind = error.name === "AbortError" || sent ? "timeout" : "unavailable";
        reject(new PixProviderError(`${method} ${new URL(url).pathname}: ${error.message}`, kind));
      });
      request.end(body);
    });
  }

  private async accessToken(): Promise<string> {
    if (this.token && this.token.until > Date.now()) return this.token.value;
    const basic = Buffer.from(`${this.client.id}:${this.client.secret}`).toString("base64");
    const answer = await this.send(
      "POST",
      this.connection.oauthUrl,
      { authorization: `Basic ${basic}`, "content-type": "application/x-www-form-urlencoded" },
      "grant_type=client_credentials",
    );
    const parsed = Token.safeParse(answer.body);
    if (answer.status !== 200 || !parsed.success) {
      throw new PixProviderError(`token refused (${answer.status})`, "refused", answer.status);
    }
    // A minute early, so a token never expires between our check and the provider's.
    const seconds = Math.max(60, (parsed.data.expires_in ?? 3600) - 60);
    this.token = { value: parsed.data.access_token, until: Date.now() + seconds * 1000 };
    return this.token.value;
  }

  private async call(
    method: string,
    path: string,
    body?: unknown,
    base = this.connection.apiUrl,
  ): Promise<Answer> {
    try {
      let answer: Answer | undefined;
      for (let attempt = 0; attempt < 2; attempt++) {
        const token = await this.accessToken();
        answer = await this.send(
          method,
          `${base}${path}`,
          {
            authorization: `Bearer ${token}`,
            ...(body === undefined ? {} : { "content-type": "application/json" }),
          },
          body === undefined ? undefined : JSON.stringify(body),
        );
        // A token the provider no longer knows (its restart, a revocation): one more with a new one.
        if (answer.status !== 401) break;
        this.token = undefined;
      }
      const result = answer as Answer;
      if (result.status >= 500)
        throw new PixProviderError(`${method} ${path}: ${result.status}`, "unavailable");
      this.observe(null);
      return result;
    } catch (error) {
      const failure =
        error instanceof PixProviderError
          ? error
          : new PixProviderError((error as Error).message, "unavailable");
      this.observe(failure);
      throw failure;
    }
  }

  private parse<T extends z.ZodType>(schema: T, answer: Answer, what: string): z.infer<T> {
    const parsed = schema.safeParse(answer.body);
    if (!parsed.success) throw new PixProviderError(`${what}: unexpected answer`, "refused", answer.status);
    return parsed.data;
  }

  /** PUT /cob/{txid}: an immediate charge. */
  async createCharge(
    txid: string,
    input: { expiracao: number; original: string; chave: string; solicitacaoPagador?: string },
  ): Promise<PixCharge> {
    const answer = await this.call("PUT", `/cob/${txid}`, {
      calendario: { expiracao: input.expiracao },
      valor: { original: input.original },
      chave: input.chave,
      ...(input.solicitacaoPagador ? { solicitacaoPagador: input.solicitacaoPagador } : {}),
    });
    if (answer.status !== 201 && answer.status !== 200) {
      throw new PixProviderError(
        `PUT /cob: ${answer.status} ${JSON.stringify(answer.body)}`,
        "refused",
        answer.status,
      );
    }
    return this.parse(PixCharge, answer, "PUT /cob");
  }

  /** GET /cob/{txid}: the charge and the Pix that paid it; null when the provider has none. */
  async charge(txid: string): Promise<PixCharge | null> {
    const answer = await this.call("GET", `/cob/${txid}`);
    if (answer.status === 404) return null;
    if (answer.status !== 200)
      throw new PixProviderError(`GET /cob: ${answer.status}`, "refused", answer.status);
    return this.parse(PixCharge, answer, "GET /cob");
  }

  /** PUT /pix/{e2eid}/devolucao/{id}: a refund; the same id asked again is the same refund. */
  async refund(e2eid: string, id: string, input: { valor: string; descricao?: string }): Promise<PixRefund> {
    const answer = await this.call("PUT", `/pix/${e2eid}/devolucao/${id}`, input);
    if (answer.status !== 201 && answer.status !== 200) {
      throw new PixProviderError(
        `PUT /devolucao: ${answer.status} ${JSON.stringify(answer.body)}`,
        "refused",
        answer.status,
      );
    }
    return this.parse(PixRefund, answer, "PUT /devolucao");
  }

  /** PUT /webhook/{chave}: where the provider tells us of Pix received (it appends /pix). */
  async registerWebhook(chave: string, webhookUrl: string): Promise<void> {
    const answer = await this.call("PUT", `/webhook/${encodeURIComponent(chave)}`, { webhookUrl });
    if (answer.status >= 300)
      throw new PixProviderError(`PUT /webhook: ${answer.status}`, "refused", answer.status);
  }

  /**
   * PUT /v3/gn/pix/{idEnvio}: a Pix from our key to the payee's. The id is ours: the same id asked
   * again is the same payout (the provider answers it, or refuses it as already used).
   */
  async sendPix(
    idEnvio: string,
    input: { valor: string; chave: string; infoPagador: string; favorecido: string },
  ): Promise<PixPayout> {
    const answer = await this.call(
      "PUT",
      `/v3/gn/pix/${idEnvio}`,
      {
        valor: input.valor,
        pagador: { chave: input.chave, infoPagador: input.infoPagador },
        favorecido: { chave: input.favorecido },
      },
      this.connection.payoutUrl,
    );
    if (answer.status !== 201 && answer.status !== 200) {
      throw new PixProviderError(
        `PUT /v3/gn/pix: ${answer.status} ${JSON.stringify(answer.body)}`.slice(0, 300),
        "refused",
        answer.status,
      );
    }
    return this.parse(PixPayout, answer, "PUT /v3/gn/pix");
  }

  /** GET /v2/gn/pix/enviados/id-envio/{idEnvio}: a Pix we sent; null when the provider has none. */
  async sentPix(idEnvio: string): Promise<PixPayout | null> {
    const answer = await this.call(
      "GET",
      `/v2/gn/pix/enviados/id-envio/${idEnvio}`,
      undefined,
      this.connection.payoutUrl,
    );
    if (answer.status === 404) return null;
    if (answer.status !== 200)
      throw new PixProviderError(`GET /v2/gn/pix/enviados: ${answer.status}`, "refused", answer.status);
    return this.parse(PixPayout, answer, "GET /v2/gn/pix/enviados");
  }
}
