import {
  type ContractKind,
  type ContractTerms,
  DailySalaryTerms,
  DividendTerms,
  formatMoney,
  HourSalaryTerms,
  parseMoney,
  RealTimeSalaryTerms,
} from "@jogada/contracts";
import { AppError } from "../../platform/errors.js";

/**
 * Contract arithmetic (REFERENCE.md §5), pure: tiers normalised to minor units, tier selection,
 * gross amounts and the "no better than my own" comparison.
 *
 * Rates are percent with at most 4 decimals, kept as integers in millionths of the base
 * (percent x 10^4): gross = floor(base x units / 10^6), so no float touches money.
 */
export interface Tier {
  minBet: bigint;
  netLoss: bigint;
  active: number;
  rateType: "P" | "F";
  /** P: percent x 10^4; F: the fixed amount in minor units. */
  rate: bigint;
  rateText: string;
}

export interface NormalisedTerms {
  kind: ContractKind;
  /** Dividend period; null for salaries. */
  period: "weekly" | "semimonthly" | "monthly" | null;
  tiers: Tier[];
}

export interface Figures {
  teamValidBet: bigint;
  activeMembers: number;
  /** Players' stakes minus payouts (positive when the team lost), carry included for dividends. */
  netLoss: bigint;
}

export interface Outcome {
  tier: number;
  reason: string;
  rateType: "P" | "F";
  rateText: string;
  gross: bigint;
}

const RATE_SCALE = 1_000_000n;

export function percentUnits(text: string): bigint {
  const match = /^(\d{1,9})(?:\.(\d{1,4}))?$/.exec(text.trim());
  if (!match) throw new AppError("agent.contract.terms.invalid", { detail: `rate ${text}` });
  const [, whole = "0", fraction = ""] = match;
  return BigInt(whole) * 10_000n + BigInt(fraction.padEnd(4, "0"));
}

function amount(text: string, decimals: number, what: string): bigint {
  const value = parseMoney(text, decimals);
  if (value === undefined) throw new AppError("agent.contract.terms.invalid", { detail: `${what} ${text}` });
  return value;
}

function rateOf(rateType: "P" | "F", text: string, decimals: number): bigint {
  if (rateType === "F") return amount(text, decimals, "rate");
  const units = percentUnits(text);
  if (units > 100n * 10_000n)
    throw new AppError("agent.contract.terms.invalid", { detail: `rate ${text} > 100` });
  return units;
}

/** Checks the terms against the kind's schema and turns them into tiers in minor units. */
export function normalise(kind: ContractKind, terms: unknown, decimals: number): NormalisedTerms {
  const invalid = (detail: string) => new AppError("agent.contract.terms.invalid", { detail });
  if (kind === "dividend") {
    const parsed = DividendTerms.safeParse(terms);
    if (!parsed.success) throw invalid("dividend tiers");
    return {
      kind,
      period: parsed.data.period,
      tiers: parsed.data.tiers.map((t) => ({
        minBet: amount(t.minimumBet, decimals, "minimumBet"),
        netLoss: amount(t.netLoss, decimals, "netLoss"),
        active: t.activeMember,
        rateType: "P",
        rate: rateOf("P", t.contractRate, decimals),
        rateText: t.contractRate,
      })),
    };
  }
  if (kind === "daily") {
    const parsed = DailySalaryTerms.safeParse(terms);
    if (!parsed.success) throw invalid("daily salary details");
    return {
      kind,
      period: null,
      tiers: parsed.data.details.map((t) => ({
        minBet: amount(t.betVolume, decimals, "betVolume"),
        netLoss: 0n,
        active: t.activeMember,
        rateType: t.rateType,
        rate: rateOf(t.rateType, t.rate, decimals),
        rateText: t.rate,
      })),
    };
  }
  if (kind === "hourly") {
    const parsed = HourSalaryTerms.safeParse(terms);
    if (!parsed.success) throw invalid("hourly salary rates");
    return {
      kind,
      period: null,
      tiers: parsed.data.hourSalaryRates.map((t) => ({
        minBet: amount(t.minimumBet, decimals, "minimumBet"),
        netLoss: 0n,
        active: t.activeMember,
        rateType: t.rateType,
        rate: rateOf(t.rateType, t.rate, decimals),
        rateText: t.rate,
      })),
    };
  }
  const parsed = RealTimeSalaryTerms.safeParse(terms);
  if (!parsed.success) throw invalid("real-time salary rate");
  return {
    kind,
    period: null,
    tiers: [
      {
        minBet: 0n,
        netLoss: 0n,
        active: 0,
        rateType: "P",
        rate: rateOf("P", parsed.data.rate, decimals),
        rateText: parsed.data.rate,
      },
    ],
  };
}

/** The kind's schema applied to stored terms (replies). */
export function termsOf(kind: ContractKind, terms: unknown): ContractTerms {
  if (kind === "dividend") return DividendTerms.parse(terms);
  if (kind === "daily") return DailySalaryTerms.parse(terms);
  if (kind === "hourly") return HourSalaryTerms.parse(terms);
  return RealTimeSalaryTerms.parse(terms);
}

function grossOf(tier: Tier, kind: ContractKind, figures: Figures): bigint {
  if (tier.rateType === "F") return tier.rate;
  const base = kind === "dividend" ? figures.netLoss : figures.teamValidBet;
  if (base <= 0n) return 0n;
  return (base * tier.rate) / RATE_SCALE;
}

/**
 * Picks the tier reached: among the tiers whose every threshold is met, the one paying most
 * (ties: the later one). Says why, threshold by threshold, in the bill's own words.
 */
export function settle(terms: NormalisedTerms, figures: Figures, decimals: number): Outcome {
  const fmt = (v: bigint) => formatMoney(v, decimals);
  let best: { index: number; gross: bigint } | undefined;
  const lines: string[] = [];
  terms.tiers.forEach((tier, index) => {
    const checks: [boolean, string][] = [
      [
        figures.teamValidBet >= tier.minBet,
        `valid bet ${fmt(figures.teamValidBet)} ${figures.teamValidBet >= tier.minBet ? ">=" : "<"} ${fmt(tier.minBet)}`,
      ],
      [
        figures.activeMembers >= tier.active,
        `active ${figures.activeMembers} ${figures.activeMembers >= tier.active ? ">=" : "<"} ${tier.active}`,
      ],
    ];
    if (terms.kind === "dividend") {
      checks.push([
        figures.netLoss >= tier.netLoss,
        `net loss ${fmt(figures.netLoss)} ${figures.netLoss >= tier.netLoss ? ">=" : "<"} ${fmt(tier.netLoss)}`,
      ]);
    }
    const met = checks.every(([ok]) => ok);
    if (terms.kind !== "realtime")
      lines.push(`tier ${index + 1} ${met ? "met" : "not met"}: ${checks.map(([, t]) => t).join(", ")}`);
    if (!met) return;
    const gross = grossOf(tier, terms.kind, figures);
    if (!best || gross >= best.gross) best = { index, gross };
  });
  if (!best) {
    const first = terms.tiers[0] as Tier;
    return {
      tier: -1,
      reason: lines.join("; ") || "no tier",
      rateType: first.rateType,
      rateText: "0",
      gross: 0n,
    };
  }
  const tier = terms.tiers[best.index] as Tier;
  const head =
    terms.kind === "realtime"
      ? `rate ${tier.rateText}% of valid bet ${fmt(figures.teamValidBet)}`
      : `tier ${best.index + 1} reached`;
  return {
    tier: best.index,
    reason: [head, ...lines].join("; "),
    rateType: tier.rateType,
    rateText: tier.rateText,
    gross: best.gross,
  };
}

/**
 * Where `offered` pays more than `own` would at the same figures: for every offered tier, the
 * best own tier reachable with thresholds no higher must pay at least as much, of the same
 * rate type. Undefined when the offer is within the ceiling.
 */
export function exceeds(
  offered: NormalisedTerms,
  own: NormalisedTerms,
  decimals: number,
): string | undefined {
  if (offered.kind === "dividend" && offered.period !== own.period) {
    return `period ${offered.period} != ${own.period}`;
  }
  for (const [index, tier] of offered.tiers.entries()) {
    const reachable = own.tiers.filter(
      (o) =>
        o.minBet <= tier.minBet &&
        o.netLoss <= tier.netLoss &&
        o.active <= tier.active &&
        o.rateType === tier.rateType,
    );
    const ceiling = reachable.reduce<bigint | undefined>(
      (max, o) => (max === undefined || o.rate > max ? o.rate : max),
      undefined,
    );
    if (ceiling === undefined || tier.rate > ceiling) {
      const shown =
        ceiling === undefined
          ? "none"
          : tier.rateType === "F"
            ? formatMoney(ceiling, decimals)
            : `${Number(ceiling) / 10_000}%`;
      return `tier ${index + 1}: ${tier.rateText}${tier.rateType === "P" ? "%" : ""} > ${shown}`;
    }
  }
  return undefined;
}
