import { z } from "zod";
import { text } from "./account-fields.js";
import { LocalDate } from "./dates.js";
import { ok, paged } from "./envelope.js";
import { MoneyString } from "./money.js";

// Responsible gaming: limits, reality checks, time-out, self-exclusion, closure (UKGC RTS 12-14).

/** Money limits a player (or an operator) may set. */
export const RgLimitType = z.enum(["deposit", "loss", "wager"]);
export type RgLimitType = z.infer<typeof RgLimitType>;

/** Rolling windows ending now, measured on the server's clock in UTC: 24 hours, 7 days, 30 days. */
export const RgPeriod = z.enum(["day", "week", "month"]);
export type RgPeriod = z.infer<typeof RgPeriod>;
export const RG_PERIOD_HOURS: Record<RgPeriod, number> = { day: 24, week: 168, month: 720 };

/** An increase or a removal waits this long, then the player confirms it again. */
export const RG_COOLING_OFF_HOURS = 24;
/** A time-out lasts from 1 day up to 6 weeks. */
export const RG_TIME_OUT_DAYS = { min: 1, max: 42 } as const;
export const RgSelfExclusionPeriod = z.enum(["6m", "1y", "5y", "permanent"]);
export type RgSelfExclusionPeriod = z.infer<typeof RgSelfExclusionPeriod>;
/** Reality-check intervals a player may choose, in minutes. */
export const RG_REALITY_CHECK_MINUTES = [10, 15, 20, 30, 45, 60, 90, 120] as const;
/** Session time limits, in minutes. */
export const RG_SESSION_MINUTES = { min: 5, max: 1440 } as const;
/** An auto-play run of an in-house game: at most this many plays. */
export const RG_AUTO_PLAY_MAX_PLAYS = 100;

/** A limit as the player changes it: a money limit per period, or the session time. */
export const RgLimitChange = z.discriminatedUnion("type", [
  z.object({
    type: RgLimitType,
    period: RgPeriod,
    /** Null removes the limit (after the cooling-off). */
    amount: MoneyString.nullable(),
  }),
  z.object({
    type: z.literal("session"),
    /** Null removes the limit (after the cooling-off). */
    minutes: z.number().int().min(RG_SESSION_MINUTES.min).max(RG_SESSION_MINUTES.max).nullable(),
  }),
]);
export type RgLimitChange = z.infer<typeof RgLimitChange>;

/** Names one limit: a money limit with its period, or the session time. */
export const RgLimitRef = z.discriminatedUnion("type", [
  z.object({ type: RgLimitType, period: RgPeriod }),
  z.object({ type: z.literal("session") }),
]);
export type RgLimitRef = z.infer<typeof RgLimitRef>;

/** An increase or removal waiting for its cooling-off and the player's confirmation. */
export const RgPendingChange = z.object({
  /** The value asked for; null for a removal. Money as a decimal string, session in minutes. */
  value: z.string().nullable(),
  requestedAt: z.string(),
  /** From when the player may confirm it. */
  confirmableAt: z.string(),
  confirmable: z.boolean(),
});

export const RgMoneyLimit = z.object({
  type: RgLimitType,
  period: RgPeriod,
  /** The player's own limit. */
  player: MoneyString.nullable(),
  /** A stricter limit set by the operator; the player cannot loosen it. */
  operator: MoneyString.nullable(),
  /** The lowest that applies. */
  effective: MoneyString.nullable(),
  /** Used in the rolling window now (deposits, stakes, or stakes minus wins). */
  used: z.string(),
  /** What is left before the limit; null without a limit. */
  remaining: MoneyString.nullable(),
  pending: RgPendingChange.nullable(),
});
export type RgMoneyLimit = z.infer<typeof RgMoneyLimit>;

export const RgSessionLimit = z.object({
  player: z.number().int().nullable(),
  operator: z.number().int().nullable(),
  effective: z.number().int().nullable(),
  pending: RgPendingChange.nullable(),
});

export const RgExclusionKind = z.enum(["timeout", "self-exclusion", "closed"]);
export type RgExclusionKind = z.infer<typeof RgExclusionKind>;
export const RgExclusion = z.object({
  kind: RgExclusionKind,
  startedAt: z.string(),
  /** Null: permanent (permanent self-exclusion, closed account). */
  until: z.string().nullable(),
});
export type RgExclusion = z.infer<typeof RgExclusion>;

export const RgOverview = z.object({
  /** Every money limit, in a fixed order: deposit, loss, wager × day, week, month. */
  limits: z.array(RgMoneyLimit),
  session: RgSessionLimit,
  realityCheckMinutes: z.number().int().nullable(),
  /** The time-out, self-exclusion or closure in force. */
  exclusion: RgExclusion.nullable(),
  currency: z.string(),
  minimumAge: z.number().int(),
  coolingOffHours: z.number().int(),
});
export type RgOverview = z.infer<typeof RgOverview>;
export const RgOverviewReply = ok(RgOverview);

export const RgSetLimitValue = z.object({
  /** "now" for a new or lower limit; "after-cooling-off" for an increase or removal. */
  applied: z.enum(["now", "after-cooling-off", "unchanged"]),
  overview: RgOverview,
});
export const RgSetLimitReply = ok(RgSetLimitValue);

export const RgHistoryAction = z.enum([
  "limit.set",
  "limit.decreased",
  "limit.increase.requested",
  "limit.increase.confirmed",
  "limit.increase.cancelled",
  "limit.removal.requested",
  "limit.removed",
  "reality-check.set",
  "timeout",
  "self-exclusion",
  "closure",
]);
export const RgHistoryEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  action: RgHistoryAction,
  /** "deposit.day", "loss.week", "session", ...; null for exclusions. */
  limit: z.string().nullable(),
  before: z.string().nullable(),
  after: z.string().nullable(),
  by: z.enum(["player", "operator"]),
  /** Exclusions: their end (null: permanent). */
  until: z.string().nullable(),
  note: z.string().nullable(),
});
export const RgHistoryReply = ok(paged(RgHistoryEntry));

export const RgRealityCheck = z.object({
  /** Null: no reminders. */
  intervalMinutes: z.number().int().nullable(),
});
export const RgRealityCheckBody = z.object({
  intervalMinutes: z
    .number()
    .int()
    .refine((minutes) => (RG_REALITY_CHECK_MINUTES as readonly number[]).includes(minutes), {
      message: `one of ${RG_REALITY_CHECK_MINUTES.join(", ")}`,
    })
    .nullable(),
});
export const RgRealityCheckReply = ok(RgRealityCheck);

/** What the reality check shows: this login session's time and money. */
export const RgSessionInfo = z.object({
  startedAt: z.string(),
  durationSeconds: z.number().int(),
  staked: MoneyString,
  won: MoneyString,
  /** Won minus staked (negative: a loss). */
  net: z.string(),
  currency: z.string(),
  realityCheckMinutes: z.number().int().nullable(),
  /** When the next reminder is due (start + k × interval). */
  nextRealityCheckAt: z.string().nullable(),
  sessionLimitMinutes: z.number().int().nullable(),
  /** When play stops under the session time limit. */
  sessionEndsAt: z.string().nullable(),
  serverTime: z.string(),
});
export const RgSessionInfoReply = ok(RgSessionInfo);

export const RgTimeOutBody = z.object({
  days: z.number().int().min(RG_TIME_OUT_DAYS.min).max(RG_TIME_OUT_DAYS.max),
});
export const RgSelfExclusionBody = z.object({
  period: RgSelfExclusionPeriod,
  /** The player ticks "I understand it cannot be ended early". */
  confirm: z.literal(true),
});
export const RgClosureBody = z.object({
  reason: text(500).optional(),
  confirm: z.literal(true),
});
export const RgExclusionReply = ok(RgExclusion);

export const RgAutoPlayBody = z.object({
  plays: z.number().int().min(1).max(RG_AUTO_PLAY_MAX_PLAYS),
  /** The run stops before a bet that could take its loss (stakes − wins) past this. */
  lossLimit: MoneyString,
});
export const RgAutoPlayRun = z.object({
  runId: z.string().uuid(),
  plays: z.number().int(),
  lossLimit: MoneyString,
});
export const RgAutoPlayReply = ok(RgAutoPlayRun);

export const RgBirthdayBody = z.object({
  /**
   * yyyy-MM-dd; checked by the server (a real day, not in the future, the brand's minimum age),
   * which names the refusal (rg.birthday.*). The format tells the API document it is a day.
   */
  birthday: text(20).meta({ format: "date" }),
});
export const RgBirthday = z.object({ birthday: LocalDate.nullable(), minimumAge: z.number().int() });
export const RgBirthdayReply = ok(RgBirthday);

// ----- Operator -----

export const OpsRgMemberParams = z.object({ memberId: z.coerce.number().int().positive() });
export const OpsRgMember = z.object({
  memberId: z.number().int(),
  username: z.string(),
  overview: RgOverview,
  /** Every limit change and exclusion, newest first (at most 200). */
  history: z.array(RgHistoryEntry),
});
export const OpsRgMemberReply = ok(OpsRgMember);

export const OpsRgLimitBody = z.object({
  limit: RgLimitChange,
  reason: text(500),
});

export const RgMarkerKind = z.enum(["deposit.frequency", "loss.velocity", "night.play"]);
export const RgMarkerSettings = z.object({
  /** Deposits credited in the last 24 hours at or above this count. */
  depositsPer24h: z.number().int().min(1).max(1000),
  /** Loss (stakes − wins) in the last hour at or above this (major units). */
  lossPerHour: MoneyString,
  /** Bets between nightStartHour and nightEndHour (brand time) in the last 7 days at or above this. */
  nightBetsPer7d: z.number().int().min(1).max(1_000_000),
  nightStartHour: z.number().int().min(0).max(23),
  nightEndHour: z.number().int().min(0).max(23),
});
export type RgMarkerSettings = z.infer<typeof RgMarkerSettings>;
export const DEFAULT_RG_MARKERS: RgMarkerSettings = {
  depositsPer24h: 5,
  lossPerHour: "1000.00",
  nightBetsPer7d: 200,
  nightStartHour: 0,
  nightEndHour: 6,
};
export const OpsRgMarkersQuery = z.object({
  merchant: z
    .string()
    .regex(/^[a-z0-9_-]{2,32}$/)
    .optional(),
});
export const OpsRgMarkedPlayer = z.object({
  memberId: z.number().int(),
  username: z.string(),
  markers: z.array(z.object({ marker: RgMarkerKind, value: z.string(), threshold: z.string() })),
});
export const OpsRgMarkers = z.object({
  merchant: z.string(),
  settings: RgMarkerSettings,
  list: z.array(OpsRgMarkedPlayer),
});
export const OpsRgMarkersReply = ok(OpsRgMarkers);

/** The brand's responsible-gaming settings (`responsibleGaming` in the brand configuration). */
export const ResponsibleGamingSettings = z.object({
  /** Minimum age where a birthday is asked (SPEC §5: 21; the agreement line says 18). */
  minimumAge: z.union([z.literal(18), z.literal(21)]),
  /** Registration asks for a birthday (and refuses players under the minimum age). */
  askBirthday: z.boolean(),
  markers: RgMarkerSettings,
});
export type ResponsibleGamingSettings = z.infer<typeof ResponsibleGamingSettings>;
export const DEFAULT_RESPONSIBLE_GAMING_SETTINGS: ResponsibleGamingSettings = {
  minimumAge: 21,
  askBirthday: false,
  markers: DEFAULT_RG_MARKERS,
};
