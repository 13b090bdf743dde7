import { z } from "zod";
import { Day, Merchant, Money } from "./back-office-fields.js";
import { Permission, StaffRole } from "./back-office-roles.js";
import { withPeriod } from "./dates.js";
import { ok, PageQuery, paged } from "./envelope.js";

/** Staff, their sessions, the audit log and the dashboard. */

export const StaffUsername = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9_.-]{3,32}$/);
/** A six-digit time-based code from the staff member's authenticator app. */
export const TotpCode = z.string().regex(/^\d{6}$/);

export const StaffLoginRequest = z.object({
  username: z.string().trim().min(3).max(32),
  password: z.string().min(1).max(128),
  code: TotpCode,
});
export const StaffSessionValue = z.object({
  username: z.string(),
  role: StaffRole,
  permissions: z.array(Permission),
  /** The session ends after this many minutes without a call. */
  idleMinutes: z.number().int(),
  expiresAt: z.string(),
});
export const StaffLoginReply = ok(StaffSessionValue.extend({ token: z.string() }));
export const StaffSessionReply = ok(StaffSessionValue);
export const DoneReply = ok(z.object({ done: z.literal(true) }));

// ---------------------------------------------------------------- changes a second administrator approves

export const CHANGE_REQUEST_KINDS = [
  "four-eyes.limit",
  "staff.role",
  "staff.create",
  "staff.enable",
] as const;
export const ChangeRequestValue = z.object({
  id: z.string(),
  kind: z.enum(CHANGE_REQUEST_KINDS),
  merchantCode: z.string().nullable(),
  /** The staff member a staff change is about. */
  target: z.string().nullable(),
  /** What is asked: `{limit}` (null: the platform default), `{role}`, `{enabled: true}`. */
  change: z.record(z.string(), z.unknown()),
  status: z.enum(["pending", "approved", "rejected"]),
  maker: z.string(),
  checker: z.string().nullable(),
  rejectReason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export const ChangeRequestReply = ok(ChangeRequestValue);
export const ChangeRequestQuery = PageQuery.extend({
  status: z.enum(["pending", "approved", "rejected"]).optional(),
});
export const ChangeRequestListReply = ok(paged(ChangeRequestValue));
export const ChangeRequestParams = z.object({ id: z.coerce.number().int().positive() });
export const RejectChangeRequest = z.object({ reason: z.string().trim().min(1).max(500) });

export const StaffValue = z.object({
  username: z.string(),
  role: StaffRole,
  disabled: z.boolean(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
  /** The player account this staff member holds, which they may not review or adjust. */
  memberId: z.string().nullable(),
});
export const StaffListReply = ok(z.array(StaffValue));
export const StaffParams = z.object({ username: StaffUsername });
export const CreateStaffRequest = z.object({
  username: StaffUsername,
  password: z.string().min(10).max(128),
  role: StaffRole,
});
/** The authenticator secret is shown once, when it is made. */
/** A new account stays disabled until a second administrator approves it (`pendingChange`). */
export const StaffSecretReply = ok(
  StaffValue.extend({
    totpSecret: z.string(),
    otpauthUrl: z.string(),
    pendingChange: ChangeRequestValue.nullable(),
  }),
);
/**
 * A role, or enabling a disabled account, is asked for and waits for a second administrator;
 * disabling and naming the staff member's own player account (`memberId`, null: none) apply at once.
 */
export const UpdateStaffRequest = z
  .object({
    role: StaffRole.optional(),
    disabled: z.boolean().optional(),
    memberId: z.coerce.number().int().positive().nullable().optional(),
  })
  .refine((v) => v.role !== undefined || v.disabled !== undefined || v.memberId !== undefined, {
    message: "role, disabled or memberId",
  });

/** A staff member as they are now, and the change to them waiting for approval, if one was asked. */
export const StaffReply = ok(StaffValue.extend({ pendingChange: ChangeRequestValue.nullable() }));

// ---------------------------------------------------------------- audit log

export const AuditQuery = withPeriod(
  PageQuery.extend({
    actor: z.string().trim().max(64).optional(),
    action: z.string().trim().max(64).optional(),
    merchantCode: Merchant.optional(),
    /** Any text in the detail, before or after (case-insensitive). */
    text: z.string().trim().max(100).optional(),
    from: Day.optional(),
    to: Day.optional(),
  }),
  { start: "from", end: "to", kind: "day" },
);
export const AuditRow = z.object({
  id: z.string(),
  seq: z.string(),
  actor: z.string(),
  action: z.string(),
  merchantCode: z.string().nullable(),
  ip: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  createdAt: z.string(),
  hash: z.string(),
});
export const AuditListReply = ok(paged(AuditRow));

// ---------------------------------------------------------------- dashboard

/** A year and a day at most: the same day a year apart compares a whole year. */
export const DashboardQuery = withPeriod(
  z.object({ from: Day, to: Day, merchantCode: Merchant.optional() }),
  {
    start: "from",
    end: "to",
    kind: "day",
    maxDays: 367,
  },
);
export const DashboardFigures = z.object({
  deposits: Money,
  depositCount: z.number().int(),
  withdrawals: Money,
  withdrawalCount: z.number().int(),
  /** Stakes minus wins of settled bets. */
  ggr: Money,
  /** GGR minus bonus cost. */
  ngr: Money,
  /** Bonus money converted to real money. */
  bonusCost: Money,
  activePlayers: z.number().int(),
});
export const DashboardReply = ok(
  z.object({
    currency: z.string(),
    totals: DashboardFigures,
    days: z.array(DashboardFigures.extend({ day: Day })),
    brands: z.array(DashboardFigures.extend({ merchantCode: z.string() })),
  }),
);
