import {
  type ContractKind,
  type ContractTerms,
  type DividendPeriod,
  numberMarks,
  readAmountInput,
} from "@jogada/contracts";

/** The columns of one tier row, per contract kind (real-time salary has a single rate). */
export const TIER_FIELDS = {
  dividend: ["minimumBet", "netLoss", "activeMember", "contractRate"],
  daily: ["betVolume", "activeMember", "rateType", "rate"],
  hourly: ["minimumBet", "activeMember", "rateType", "rate"],
  realtime: [],
} as const satisfies Record<ContractKind, readonly string[]>;

export type TierRow = Record<string, string>;

/** Terms being written in the offer form: every figure as the text typed. */
export interface TermsDraft {
  period: DividendPeriod;
  rows: TierRow[];
  rate: string;
}

export function emptyRow(kind: ContractKind): TierRow {
  return Object.fromEntries(TIER_FIELDS[kind].map((field) => [field, field === "rateType" ? "P" : ""]));
}

/** A wire figure ("0.5") as the reader writes it ("0,5" in PT), so it reads back the same. */
function typed(value: unknown, language: string): string {
  return String(value ?? "").replace(".", numberMarks(language).decimal);
}

/** A draft that starts from terms (my own, the most I may offer), written the reader's way. */
export function draftFrom(
  kind: ContractKind,
  terms: ContractTerms | undefined,
  language: string,
): TermsDraft {
  const draft: TermsDraft = { period: "semimonthly", rows: [emptyRow(kind)], rate: "" };
  if (!terms) return draft;
  const rowOf = (item: Record<string, unknown>) =>
    Object.fromEntries(
      TIER_FIELDS[kind].map((field) => [
        field,
        field === "activeMember" || field === "rateType"
          ? String(item[field] ?? "")
          : typed(item[field], language),
      ]),
    );
  if (kind === "dividend" && "tiers" in terms)
    return { ...draft, period: terms.period, rows: terms.tiers.map(rowOf) };
  if (kind === "daily" && "details" in terms) return { ...draft, rows: terms.details.map(rowOf) };
  if (kind === "hourly" && "hourSalaryRates" in terms)
    return { ...draft, rows: terms.hourSalaryRates.map(rowOf) };
  if (kind === "realtime" && "rate" in terms) return { ...draft, rate: typed(terms.rate, language) };
  return draft;
}

/**
 * A rate (up to 4 decimals) or a tier's amount (up to 8) as the reader's language writes it; a
 * grouping mark or the other language's decimal mark is refused, never read as another value.
 */
function figure(text: string, language: string, decimals: number): string | null {
  const read = readAmountInput(text, language, decimals);
  return read.ok ? read.value : null;
}

function count(text: string): number | null {
  return /^\d{1,7}$/.test(text.trim()) ? Number(text.trim()) : null;
}

/**
 * The draft as the terms the server takes, or the first field that is not a plain number (the
 * server checks the rules: tiers, ceilings; this only keeps typing slips from the wire).
 */
export function termsFrom(
  kind: ContractKind,
  draft: TermsDraft,
  language: string,
): { terms: ContractTerms } | { invalid: string } {
  const rate = (text: string) => figure(text, language, 4);
  const amount = (text: string) => figure(text, language, 8);
  if (kind === "realtime") {
    const value = rate(draft.rate);
    return value ? { terms: { rate: value } } : { invalid: "rate" };
  }
  const rows: Record<string, string | number>[] = [];
  for (const row of draft.rows) {
    const out: Record<string, string | number> = {};
    for (const field of TIER_FIELDS[kind]) {
      const text = row[field] ?? "";
      const value =
        field === "activeMember"
          ? count(text)
          : field === "rateType"
            ? text === "F" || text === "P"
              ? text
              : null
            : field === "rate" || field === "contractRate"
              ? rate(text)
              : amount(text);
      if (value === null) return { invalid: field };
      out[field] = value;
    }
    rows.push(out);
  }
  if (kind === "dividend") return { terms: { period: draft.period, tiers: rows } as ContractTerms };
  if (kind === "daily") return { terms: { details: rows } as ContractTerms };
  return { terms: { hourSalaryRates: rows } as ContractTerms };
}
