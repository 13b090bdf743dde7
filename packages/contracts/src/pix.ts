import { z } from "zod";

const Valor = z.string().regex(/^\d{1,10}\.\d{2}$/);

/** A Pix as the API Pix's webhook reports it (the payer's identity as providers add it). */
export const PixWebhookEntry = z.object({
  endToEndId: z.string().regex(/^[a-zA-Z0-9]{32}$/),
  txid: z
    .string()
    .regex(/^[a-zA-Z0-9]{1,35}$/)
    .optional(),
  valor: Valor,
  horario: z.string().max(40),
  infoPagador: z.string().max(140).optional(),
  pagador: z
    .object({ cpf: z.string().max(14), cnpj: z.string().max(18), nome: z.string().max(140) })
    .partial()
    .optional(),
  /** A Pix we sent (a payout) as the provider reports it: SOLICITACAO, or DEVOLUCAO when it came back. */
  tipo: z.string().max(40).optional(),
  status: z.string().max(40).optional(),
  chave: z.string().max(77).optional(),
  /** The provider's extras: our own id of the payout (idEnvio). */
  gnExtras: z
    .object({ idEnvio: z.string().regex(/^[a-zA-Z0-9]{1,35}$/) })
    .partial()
    .optional(),
});
export const PixWebhookBody = z.object({ pix: z.array(PixWebhookEntry).max(1000) });

export const PaymentAlertRow = z.object({
  id: z.string(),
  provider: z.string(),
  /** unknown_txid, unconfirmed, duplicate, second_payment, amount_mismatch, payer_refused, paid_late */
  kind: z.string(),
  orderNo: z.string().nullable(),
  txid: z.string().nullable(),
  endToEndId: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
  resolvedBy: z.string().nullable(),
  resolution: z.string().nullable(),
});

export const PixRefundValue = z.object({
  id: z.string(),
  endToEndId: z.string(),
  orderNo: z.string().nullable(),
  amount: z.string(),
  status: z.string(),
  rtrId: z.string().nullable(),
  reason: z.string(),
  requestedBy: z.string(),
});

export const PaymentProviderStatus = z.object({
  provider: z.string(),
  /** pix and gateway take payments; aggregator and hub88 bring games (the seamless wallet's partners). */
  kind: z.enum(["pix", "gateway", "aggregator", "hub88"]),
  /** The brands it is on for (its brand settings); empty when it is off everywhere. */
  brands: z.array(z.string()).optional(),
  enabled: z.boolean(),
  url: z.string().nullable(),
  lastOkAt: z.string().nullable(),
  lastErrorAt: z.string().nullable(),
  lastError: z.string().nullable(),
});
