import { randomBytes, randomUUID } from "node:crypto";
import { buildBrCode } from "@jogada/contracts";

/** A payer's identity as the paying bank tells it (pagador). */
export interface Payer {
  cpf: string;
  nome: string;
}

export interface Refund {
  id: string;
  rtrId: string;
  valor: string;
  natureza: string;
  descricao?: string;
  horario: { solicitacao: string; liquidacao?: string };
  status: "EM_PROCESSAMENTO" | "DEVOLVIDO" | "NAO_REALIZADO";
}

/** A Pix received for a charge (the API Pix's `Pix`), with the payer the sandbox adds. */
export interface ReceivedPix {
  endToEndId: string;
  txid: string;
  valor: string;
  chave: string;
  horario: string;
  infoPagador?: string;
  pagador: Payer;
  devolucoes: Refund[];
}

export interface Charge {
  txid: string;
  revisao: number;
  calendario: { criacao: string; expiracao: number };
  loc: { id: number; location: string; tipoCob: "cob"; criacao: string };
  location: string;
  status: "ATIVA" | "CONCLUIDA" | "REMOVIDA_PELO_USUARIO_RECEBEDOR" | "REMOVIDA_PELO_PSP";
  valor: { original: string; modalidadeAlteracao: 0 | 1 };
  chave: string;
  solicitacaoPagador?: string;
  pix: ReceivedPix[];
  pixCopiaECola: string;
}

export interface WebhookDelivery {
  id: string;
  url: string;
  body: { pix: unknown[] };
  attempts: { at: string; status: string }[];
  acknowledged: boolean;
}

/** End-to-end ids as the SPI writes them: E + the payer bank's ISPB + yyyyMMddHHmm + 11 characters. */
export function endToEndId(prefix: "E" | "D" = "E"): string {
  const stamp = new Date().toISOString().replace(/[-:T]/g, "").slice(0, 12);
  return `${prefix}99999999${stamp}${randomBytes(8).toString("hex").slice(0, 11)}`;
}

/**
 * The receiving bank's books: charges by txid and by location, the webhook of each key, and
 * what was paid and given back. In memory: the sandbox starts empty.
 */
export class PixBank {
  readonly charges = new Map<string, Charge>();
  readonly byLocation = new Map<string, Charge>();
  readonly webhooks = new Map<string, string>();
  readonly deliveries: WebhookDelivery[] = [];
  private nextLoc = 1;

  constructor(
    /** host[:port]/path prefix of locations, without a scheme (the payer page serves them). */
    private readonly locationBase: string,
    readonly receiver: { name: string; city: string },
  ) {}

  isExpired(charge: Charge): boolean {
    return Date.parse(charge.calendario.criacao) + charge.calendario.expiracao * 1000 < Date.now();
  }

  create(
    txid: string,
    input: { expiracao: number; original: string; chave: string; solicitacaoPagador?: string },
  ) {
    const locId = randomUUID().replaceAll("-", "");
    const location = `${this.locationBase}/${locId}`;
    const now = new Date().toISOString();
    const charge: Charge = {
      txid,
      revisao: 0,
      calendario: { criacao: now, expiracao: input.expiracao },
      loc: { id: this.nextLoc++, location, tipoCob: "cob", criacao: now },
      location,
      status: "ATIVA",
      valor: { original: input.original, modalidadeAlteracao: 0 },
      chave: input.chave,
      ...(input.solicitacaoPagador ? { solicitacaoPagador: input.solicitacaoPagador } : {}),
      pix: [],
      pixCopiaECola: buildBrCode({
        location,
        merchantName: this.receiver.name,
        merchantCity: this.receiver.city,
      }),
    };
    this.charges.set(txid, charge);
    this.byLocation.set(locId, charge);
    return charge;
  }

  /**
   * The payer's bank settles a Pix for the charge. Like the SPI it takes what the payer sent:
   * a stale QR or another amount is the receiver's to deal with.
   */
  pay(charge: Charge, payer: Payer, valor = charge.valor.original): ReceivedPix {
    const pix: ReceivedPix = {
      endToEndId: endToEndId(),
      txid: charge.txid,
      valor,
      chave: charge.chave,
      horario: new Date().toISOString(),
      pagador: payer,
      devolucoes: [],
    };
    charge.pix.push(pix);
    charge.status = "CONCLUIDA";
    return pix;
  }

  findPix(e2eid: string): { charge: Charge; pix: ReceivedPix } | undefined {
    for (const charge of this.charges.values()) {
      const pix = charge.pix.find((p) => p.endToEndId === e2eid);
      if (pix) return { charge, pix };
    }
    return undefined;
  }

  /** A refund of part or all of a Pix; refused when it would give back more than was paid. */
  refund(
    pix: ReceivedPix,
    id: string,
    input: { valor: string; natureza?: string; descricao?: string },
  ): Refund | "too-much" {
    const known = pix.devolucoes.find((d) => d.id === id);
    if (known) return known;
    const cents = (value: string) => Math.round(Number(value) * 100);
    const given = pix.devolucoes
      .filter((d) => d.status !== "NAO_REALIZADO")
      .reduce((sum, d) => sum + cents(d.valor), 0);
    if (given + cents(input.valor) > cents(pix.valor)) return "too-much";
    const refund: Refund = {
      id,
      rtrId: endToEndId("D"),
      valor: input.valor,
      natureza: input.natureza ?? "ORIGINAL",
      ...(input.descricao ? { descricao: input.descricao } : {}),
      horario: { solicitacao: new Date().toISOString() },
      status: "EM_PROCESSAMENTO",
    };
    pix.devolucoes.push(refund);
    return refund;
  }

  /** The Pix as the API Pix shows it (the payer's identity included, as providers add it). */
  static view(pix: ReceivedPix) {
    return {
      endToEndId: pix.endToEndId,
      txid: pix.txid,
      valor: pix.valor,
      chave: pix.chave,
      horario: pix.horario,
      ...(pix.infoPagador ? { infoPagador: pix.infoPagador } : {}),
      pagador: pix.pagador,
      ...(pix.devolucoes.length ? { devolucoes: pix.devolucoes } : {}),
    };
  }

  static chargeView(charge: Charge) {
    return { ...charge, pix: charge.pix.map((p) => PixBank.view(p)) };
  }
}
