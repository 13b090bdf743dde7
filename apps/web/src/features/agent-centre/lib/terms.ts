import type { ContractKind, ContractTerms, DividendPeriod } from "@jogada/contracts";

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

/** A draft that starts from terms (my own, the most I may offer). */
export function draftFrom(kind: ContractKind, terms: ContractTerms | undefined): TermsDraft {
  const draft: TermsDraft = { period: "semimonthly", rows: [emptyRow(kind)], rate: "" };
  if (!terms) return draft;
  const rowOf = (item: Record<string, unknown>) =>
    Object.fromEntries(TIER_FIELDS[kind].map((field) => [field, String(item[field] ?? "")]));
  if (kind === "dividend" && "tiers" in terms)
    return { ...draft, period: terms.period, rows: terms.tiers.map(rowOf) };
  if (kind === "daily" && "details" in terms) return { ...draft, rows: terms.details.map(rowOf) };
  if (kind === "hourly" && "hourSalaryRates" in terms)
    return { ...draft, rows: terms.hourSalaryRates.map(rowOf) };
  if (kind === "realtime" && "rate" in terms) return { ...draft, rate: terms.rate };
  return draft;
}

const RATE = /^\d{1,9}(\.\d{1,4})?$/;

function rate(text: string): string | null {
  const cleaned = text.trim().replace(",", ".");
  return RATE.test(cleaned) ? cleaned : null;
}

/** A tier's amount as the form holds it: the wire's decimal point, or a decimal comma. */
function amount(text: string): string | null {
  const cleaned = text.trim().replace(",", ".");
  return /^\d{1,13}(\.\d{1,8})?$/.test(cleaned) ? cleaned : null;
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
): { terms: ContractTerms } | { invalid: string } {
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
