/**
 * The Pix BR Code ("copia e cola"): EMV QRCPS merchant-presented data objects as the Banco
 * Central's Manual de Padrões para Iniciação do Pix lays them out. Each object is ID (2 digits),
 * length (2 digits) and value; the payload ends with the CRC16-CCITT-FALSE of everything before
 * it, "6304" included. Pure: the server builds it from the provider's charge, the sandbox and
 * the tests read it back.
 */

/** The GUI of the Pix arrangement inside a merchant account information template (ID 26). */
export const PIX_GUI = "br.gov.bcb.pix";

/** The txid of a payload that names none (dynamic payloads carry theirs in the location). */
export const PIX_NO_TXID = "***";

/** CRC16-CCITT-FALSE (polynomial 0x1021, initial 0xFFFF, no reflection), as four upper-case hex digits. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++)
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, "0");
}

/** One data object; the manual caps a value at 99 characters. */
export function tlv(id: string, value: string): string {
  const length = new TextEncoder().encode(value).length;
  if (!/^\d{2}$/.test(id) || length > 99) throw new Error(`BR Code field ${id} is too long (${length})`);
  return `${id}${String(length).padStart(2, "0")}${value}`;
}

/**
 * The manual's character set for names and cities is that of EMV's "ans" fields: payer apps show
 * them as they are, so accents are folded to their base letters rather than dropped with the letter.
 */
export function brCodeText(text: string, max: number): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\x20-\x7e]/g, "")
    .trim()
    .slice(0, max)
    .trim();
}

export interface BrCodeInput {
  /** Dynamic payload: the provider's location URL, without "https://" (ID 26, sub-ID 25). */
  location?: string;
  /** Static payload: the receiver's Pix key (ID 26, sub-ID 01) and an optional message (02). */
  key?: string;
  description?: string;
  /** Decimal with a dot, two places ("10.50"); optional for dynamic payloads. */
  amount?: string;
  /** Point of initiation 12 (single use): every dynamic payload carries it. */
  singleUse?: boolean;
  merchantName: string;
  merchantCity: string;
  /** Reference label (ID 62, sub-ID 05): "***" when the location carries the charge. */
  txid?: string;
  /** Templates 80-99 (unreserved) in order, each a list of [sub-ID, value]. */
  unreserved?: { id: string; fields: [string, string][] }[];
}

/** Builds the payload text ("copia e cola") with its CRC. */
export function buildBrCode(input: BrCodeInput): string {
  if (!input.location === !input.key) throw new Error("a BR Code needs either a location or a key");
  if (input.amount !== undefined && !/^\d{1,10}\.\d{2}$/.test(input.amount)) {
    throw new Error(`BR Code amount must be like 10.00, got ${input.amount}`);
  }
  const account = [tlv("00", PIX_GUI)];
  if (input.location) account.push(tlv("25", input.location));
  if (input.key) account.push(tlv("01", input.key));
  if (input.description) account.push(tlv("02", input.description));
  let payload = tlv("00", "01");
  if (input.singleUse ?? Boolean(input.location)) payload += tlv("01", "12");
  payload += tlv("26", account.join(""));
  payload += tlv("52", "0000") + tlv("53", "986");
  if (input.amount !== undefined) payload += tlv("54", input.amount);
  payload += tlv("58", "BR");
  payload += tlv("59", brCodeText(input.merchantName, 25));
  payload += tlv("60", brCodeText(input.merchantCity, 15));
  payload += tlv("62", tlv("05", input.txid ?? PIX_NO_TXID));
  for (const template of input.unreserved ?? []) {
    payload += tlv(template.id, template.fields.map(([id, value]) => tlv(id, value)).join(""));
  }
  payload += "6304";
  return payload + crc16(payload);
}

/** A payload read back: its top-level objects, the Pix account template and the reference label. */
export interface ParsedBrCode {
  fields: Record<string, string>;
  singleUse: boolean;
  location: string | null;
  key: string | null;
  amount: string | null;
  merchantName: string;
  merchantCity: string;
  txid: string | null;
}

function objects(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  let at = 0;
  while (at < text.length) {
    const id = text.slice(at, at + 2);
    const length = Number(text.slice(at + 2, at + 4));
    if (!/^\d{2}$/.test(id) || !/^\d{2}$/.test(text.slice(at + 2, at + 4)) || at + 4 + length > text.length) {
      throw new Error(`BR Code is malformed at position ${at}`);
    }
    out[id] = text.slice(at + 4, at + 4 + length);
    at += 4 + length;
  }
  return out;
}

/** Reads a payload, refusing one whose CRC does not match or that carries no Pix account. */
export function parseBrCode(payload: string): ParsedBrCode {
  const text = payload.trim();
  if (!/^000201/.test(text) || text.length < 8 || text.slice(-8, -4) !== "6304") {
    throw new Error("not a BR Code");
  }
  if (crc16(text.slice(0, -4)) !== text.slice(-4).toUpperCase())
    throw new Error("BR Code CRC does not match");
  const fields = objects(text);
  // The merchant account information may sit in any of 26-51; the Pix one names our GUI.
  let account: Record<string, string> | undefined;
  for (let id = 26; id <= 51; id++) {
    const value = fields[String(id)];
    if (value === undefined) continue;
    const inner = objects(value);
    if (inner["00"]?.toLowerCase() === PIX_GUI) {
      account = inner;
      break;
    }
  }
  if (!account) throw new Error("BR Code carries no Pix account");
  const additional = fields["62"] ? objects(fields["62"]) : {};
  return {
    fields,
    singleUse: fields["01"] === "12",
    location: account["25"] ?? null,
    key: account["01"] ?? null,
    amount: fields["54"] ?? null,
    merchantName: fields["59"] ?? "",
    merchantCity: fields["60"] ?? "",
    txid: additional["05"] ?? null,
  };
}
