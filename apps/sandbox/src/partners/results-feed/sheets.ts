import { createHmac } from "node:crypto";
import {
  type DrawCalendar,
  drawOfId,
  LAO_CALENDAR,
  MY4D_CALENDAR,
  type ScheduledDraw,
  THAI_CALENDAR,
  VN_CENTRAL_CALENDAR,
  VN_NORTH_CALENDAR,
  VN_PRIZE_STRUCTURE,
  VN_SOUTH_CALENDAR,
  type VnRegion,
} from "@jogada/games";

/** The draws a results feed publishes: every VN station, Thai, Lao and Malaysian 4D draw. */
const CALENDARS: Record<string, { calendar: DrawCalendar; region?: VnRegion }> = {
  "vn-north": { calendar: VN_NORTH_CALENDAR, region: "north" },
  "vn-central": { calendar: VN_CENTRAL_CALENDAR, region: "central" },
  "vn-south": { calendar: VN_SOUTH_CALENDAR, region: "south" },
  thai: { calendar: THAI_CALENDAR },
  lao: { calendar: LAO_CALENDAR },
  my4d: { calendar: MY4D_CALENDAR },
};

export interface FeedDraw {
  game: string;
  region?: VnRegion;
  draw: ScheduledDraw;
}

/**
 * The calendar draw a feed key names (`vn-south:tp-hcm` + `2025-01-06`), or null when the
 * calendar has no such draw (a wrong station, a day without a draw).
 */
export function feedDrawOf(gameCode: string, drawDate: string): FeedDraw | null {
  const game = gameCode.split(":")[0]!;
  const entry = CALENDARS[game];
  if (!entry || !/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/.test(drawDate)) return null;
  const draw = drawOfId(entry.calendar, `${gameCode}:${drawDate.replaceAll("-", "")}`);
  return draw ? { game, region: entry.region, draw } : null;
}

/**
 * Digits drawn from HMAC-SHA256 of the draw key, so every instance of the feed (and a restarted
 * one) publishes the same plausible numbers for a draw; `variant` gives a contradicting or a
 * corrected sheet that is just as deterministic.
 */
class Digits {
  private block = 0;
  private bytes: Buffer = Buffer.alloc(0);
  private position = 0;
  constructor(private readonly key: string) {}

  private nextByte(): number {
    if (this.position === this.bytes.length) {
      this.bytes = createHmac("sha256", "jogada.sandbox.results.v1")
        .update(`${this.key}|${this.block++}`)
        .digest();
      this.position = 0;
    }
    return this.bytes[this.position++]!;
  }

  digit(): string {
    for (;;) {
      const byte = this.nextByte();
      if (byte < 250) return String(byte % 10);
    }
  }

  number(digits: number): string {
    return Array.from({ length: digits }, () => this.digit()).join("");
  }

  numbers(count: number, digits: number): string[] {
    return Array.from({ length: count }, () => this.number(digits));
  }
}

export type SheetVariant = "published" | "contradict" | "correction";

/** The result sheet (FeedSheet) of a draw: valid for its region, the same for the same key. */
export function sheetOf(feed: FeedDraw, gameCode: string, drawDate: string, variant: SheetVariant) {
  const digits = new Digits(`${gameCode}|${drawDate}|${variant}`);
  switch (feed.game) {
    case "thai":
      return {
        kind: "thai" as const,
        sheet: {
          first: digits.number(6),
          front3: digits.numbers(2, 3),
          last3: digits.numbers(2, 3),
          last2: digits.number(2),
        },
      };
    case "lao":
      return { kind: "lao" as const, sheet: { number: digits.number(4) } };
    case "my4d":
      return {
        kind: "my4d" as const,
        sheet: {
          first: digits.number(4),
          second: digits.number(4),
          third: digits.number(4),
          special: digits.numbers(10, 4),
          consolation: digits.numbers(10, 4),
        },
      };
    default: {
      const region = feed.region!;
      const prizes = Object.fromEntries(
        VN_PRIZE_STRUCTURE[region].map((spec) => [spec.prize, digits.numbers(spec.count, spec.digits)]),
      );
      return { kind: "vn" as const, sheet: { region, prizes } };
    }
  }
}

/** The same sheet with one number a digit short: a sheet no region accepts. */
export function malformed(sheet: ReturnType<typeof sheetOf>): unknown {
  const copy = structuredClone(sheet) as { kind: string; sheet: Record<string, unknown> };
  if (copy.kind === "vn") {
    const prizes = copy.sheet.prizes as Record<string, string[]>;
    prizes.special = [prizes.special![0]!.slice(1)];
  } else if (copy.kind === "lao") {
    copy.sheet.number = "12";
  } else {
    copy.sheet.first = String(copy.sheet.first).slice(1);
  }
  return copy;
}
