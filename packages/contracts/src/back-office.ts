import { z } from "zod";
import { Permission, StaffRole } from "./back-office-roles.js";
import { ok, PageQuery, paged } from "./envelope.js";
import { DrawParams } from "./lottery.js";
import { ModuleId } from "./modules.js";

export * from "./back-office-roles.js";

/**
 * The back office's own shapes (staff, audit log, dashboard, players, queues, content, settings).
 * Money is a decimal string in the brand's currency; times are ISO-8601 strings.
 */

const Money = z.string();
const Reason = z.string().trim().min(2).max(500);
const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const Merchant = z.string().trim().min(1).max(32);
const Id = z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

// ---------------------------------------------------------------- staff and sessions

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

export const StaffValue = z.object({
  username: z.string(),
  role: StaffRole,
  disabled: z.boolean(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export const StaffListReply = ok(z.array(StaffValue));
export const StaffParams = z.object({ username: StaffUsername });
export const CreateStaffRequest = z.object({
  username: StaffUsername,
  password: z.string().min(10).max(128),
  role: StaffRole,
});
/** The authenticator secret is shown once, when it is made. */
export const StaffSecretReply = ok(StaffValue.extend({ totpSecret: z.string(), otpauthUrl: z.string() }));
export const UpdateStaffRequest = z
  .object({ role: StaffRole.optional(), disabled: z.boolean().optional() })
  .refine((v) => v.role !== undefined || v.disabled !== undefined, { message: "role or disabled" });
export const StaffReply = ok(StaffValue);

// ---------------------------------------------------------------- audit log

export const AuditQuery = PageQuery.extend({
  actor: z.string().trim().max(64).optional(),
  action: z.string().trim().max(64).optional(),
  merchantCode: Merchant.optional(),
  /** Any text in the detail, before or after (case-insensitive). */
  text: z.string().trim().max(100).optional(),
  from: Day.optional(),
  to: Day.optional(),
});
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

export const DashboardQuery = z.object({
  from: Day,
  to: Day,
  merchantCode: Merchant.optional(),
});
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

// ---------------------------------------------------------------- players

export const PlayerStatus = z.enum(["active", "locked", "disabled"]);
export type PlayerStatus = z.infer<typeof PlayerStatus>;
export const PLAYER_SEARCH_FIELDS = [
  "any",
  "id",
  "username",
  "email",
  "phone",
  "name",
  "ip",
  "label",
] as const;
export const PlayerSearchQuery = PageQuery.extend({
  q: z.string().trim().max(100).optional(),
  field: z.enum(PLAYER_SEARCH_FIELDS).default("any"),
  status: PlayerStatus.optional(),
  merchantCode: Merchant.optional(),
});
export const PlayerRow = z.object({
  id: z.string(),
  merchantCode: z.string(),
  username: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  status: PlayerStatus,
  labels: z.array(z.string()),
  vipLevel: z.number().int(),
  balance: Money,
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export const PlayerListReply = ok(paged(PlayerRow));
export const PlayerParams = z.object({ memberId: Id });
export const PlayerProfileReply = ok(
  PlayerRow.extend({
    type: z.number().int(),
    currency: z.string(),
    registrationIp: z.string().nullable(),
    deposits: Money,
    withdrawals: Money,
    statusReason: z.string().nullable(),
  }),
);
export const PlayerStatusRequest = z.object({ status: PlayerStatus, reason: Reason });
export const PlayerNote = z.object({
  id: z.string(),
  text: z.string(),
  author: z.string(),
  createdAt: z.string(),
});
export const PlayerNotesReply = ok(z.array(PlayerNote));
export const PlayerNoteRequest = z.object({ text: z.string().trim().min(1).max(2000) });
export const PlayerNoteReply = ok(PlayerNote);
export const PlayerLabel = z
  .string()
  .trim()
  .min(1)
  .max(32)
  .regex(/^[\p{L}\p{N} _.-]+$/u);
export const PlayerLabelsRequest = z.object({ labels: z.array(PlayerLabel).max(20) });
export const PlayerLabelsReply = ok(z.object({ labels: z.array(z.string()) }));
export const PlayerBetsQuery = PageQuery.extend({ from: Day.optional(), to: Day.optional() });
export const PlayerBet = z.object({
  id: z.string(),
  product: z.string(),
  game: z.string(),
  stake: Money,
  payout: Money,
  status: z.string(),
  placedAt: z.string(),
  settledAt: z.string().nullable(),
});
export const PlayerBetsReply = ok(paged(PlayerBet));
export const PlayerSession = z.object({
  id: z.string(),
  method: z.string(),
  ip: z.string().nullable(),
  device: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string().nullable(),
  endedAt: z.string().nullable(),
});
export const PlayerSessionsReply = ok(paged(PlayerSession));
/** CSV exports take the list's filters without paging; the reply is streamed text/csv. */
export const PlayerExportQuery = PlayerSearchQuery.omit({ page: true, size: true });

// ---------------------------------------------------------------- withdrawals and deposits

export const WithdrawalParams = z.object({ orderNo: z.string().min(1).max(64) });
export const WithdrawalDetailReply = ok(
  z.object({
    orderNo: z.string(),
    memberId: z.string(),
    username: z.string(),
    merchantCode: z.string(),
    amount: Money,
    currency: z.string(),
    status: z.string(),
    confirmation: z.string().nullable(),
    receivedAmount: Money.nullable(),
    reviewedBy: z.string().nullable(),
    rejectReason: z.string().nullable(),
    hasProof: z.boolean(),
    /** What the payment provider says about the payout (reference, status, last update). */
    provider: z.object({
      reference: z.string().nullable(),
      status: z.string().nullable(),
      updatedAt: z.string().nullable(),
    }),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
);
export const ConfirmationQueueQuery = PageQuery.extend({
  state: z.enum(["open", "resolved"]).default("open"),
});
export const ConfirmationRow = z.object({
  orderNo: z.string(),
  memberId: z.string(),
  username: z.string(),
  merchantCode: z.string(),
  amount: Money,
  receivedAmount: Money.nullable(),
  confirmation: z.enum(["not_received", "partial"]),
  hasProof: z.boolean(),
  resolution: z.enum(["refunded", "closed"]).nullable(),
  resolvedBy: z.string().nullable(),
  resolutionReason: z.string().nullable(),
  confirmedAt: z.string().nullable(),
});
export const ConfirmationListReply = ok(paged(ConfirmationRow));
/** Refund: the missing amount (not received: all; partly: amount minus what arrived) goes back to the player. */
export const ConfirmationResolveRequest = z.object({ reason: Reason });
export const ConfirmationResolveReply = ok(ConfirmationRow.extend({ refunded: Money }));

export const OpsDepositQuery = PageQuery.extend({
  status: z.enum(["pending", "paid", "failed"]).optional(),
  merchantCode: Merchant.optional(),
  q: z.string().trim().max(64).optional(),
});
export const OpsDepositRow = z.object({
  orderNo: z.string(),
  memberId: z.string(),
  username: z.string(),
  merchantCode: z.string(),
  amount: Money,
  status: z.string(),
  providerRef: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export const OpsDepositListReply = ok(paged(OpsDepositRow));
export const NotificationQuery = PageQuery.extend({
  /** late: arrived after the order had failed or expired; unmatched: no order with that number. */
  kind: z.enum(["late", "unmatched", "all"]).default("all"),
});
export const NotificationRow = z.object({
  id: z.string(),
  orderNo: z.string(),
  providerRef: z.string(),
  amount: Money,
  status: z.string(),
  outcome: z.string(),
  receivedAt: z.string(),
});
export const NotificationListReply = ok(paged(NotificationRow));
export const WithdrawalExportQuery = z.object({
  status: z.string().max(20).optional(),
  merchantCode: Merchant.optional(),
});

// ---------------------------------------------------------------- adjustments (four eyes)

export const AdjustmentStatus = z.enum(["applied", "pending", "approved", "rejected"]);
export const AdjustmentRow = z.object({
  id: z.string(),
  memberId: z.string(),
  username: z.string(),
  merchantCode: z.string(),
  amount: Money,
  reason: z.string(),
  status: AdjustmentStatus,
  maker: z.string(),
  checker: z.string().nullable(),
  transferId: z.string().nullable(),
  rejectReason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export const AdjustmentQuery = PageQuery.extend({ status: AdjustmentStatus.optional() });
export const AdjustmentListReply = ok(paged(AdjustmentRow));
export const AdjustmentParams = z.object({ id: Id });
export const AdjustmentReply = ok(AdjustmentRow);
export const AdjustmentRejectRequest = z.object({ reason: Reason });

// ---------------------------------------------------------------- content

export const CONTENT_KINDS = ["notice", "banner", "popup", "promotion", "help"] as const;
export const ContentKind = z.enum(CONTENT_KINDS);
export const ContentText = z.object({
  title: z.string().trim().min(1).max(200),
  /** HTML; sanitized on the server against the site's allow-list before it is stored. */
  content: z.string().max(100_000),
});
export const ContentQuery = PageQuery.extend({ kind: ContentKind, merchantCode: Merchant });
export const ContentItem = z.object({
  id: z.string(),
  kind: ContentKind,
  merchantCode: z.string(),
  group: z.string().nullable(),
  imageUrl: z.string(),
  link: z.string(),
  enabled: z.boolean(),
  sortOrder: z.number().int(),
  publishedAt: z.string(),
  endsAt: z.string().nullable(),
  texts: z.object({ PT: ContentText, EN: ContentText.nullable() }),
});
export const ContentListReply = ok(paged(ContentItem));
export const SaveContentRequest = z.object({
  kind: ContentKind,
  merchantCode: Merchant,
  /** Banner group (index, w_login, w_register, promotions) for banners; help category for help. */
  group: z.string().trim().max(32).nullable().default(null),
  imageUrl: z.string().trim().max(500).default(""),
  link: z.string().trim().max(500).default(""),
  enabled: z.boolean().default(true),
  sortOrder: z.number().int().min(0).max(100_000).default(0),
  publishedAt: z.string().datetime({ offset: true }).optional(),
  endsAt: z.string().datetime({ offset: true }).nullable().default(null),
  texts: z.object({ PT: ContentText, EN: ContentText.nullable().default(null) }),
});
export const ContentParams = z.object({ id: Id });
export const ContentReply = ok(ContentItem);
export const ContentPreviewRequest = z.object({ content: z.string().max(100_000) });
export const ContentPreviewReply = ok(z.object({ content: z.string() }));

// ---------------------------------------------------------------- brand settings

export const BrandParams = z.object({ merchantCode: Merchant });
export const BrandListReply = ok(
  z.array(
    z.object({ merchantCode: z.string(), name: z.string(), currency: z.string(), maintenance: z.boolean() }),
  ),
);
/** The brand's whole configuration (the BrandConfig contract), as stored. */
export const BrandSettingsReply = ok(
  z.object({ merchantCode: z.string(), config: z.record(z.string(), z.unknown()) }),
);
export const BrandModuleParams = BrandParams.extend({ modId: ModuleId });
export const BrandModuleRequest = z.object({ enabled: z.boolean() });
export const BrandMaintenanceRequest = z.object({
  on: z.boolean(),
  noticePt: z.string().trim().max(500).default(""),
  noticeEn: z.string().trim().max(500).default(""),
});
export const BrandCountriesRequest = z.object({
  /** Only these countries (empty: any country not blocked). */
  allowed: z.array(z.string().regex(/^[A-Z]{2}$/)).max(250),
  blocked: z.array(z.string().regex(/^[A-Z]{2}$/)).max(250),
});
/** One value of the configuration by dot path (limits, amounts...), validated against BrandConfig. */
export const BrandValueRequest = z.object({
  path: z.string().trim().min(1).max(200),
  value: z.unknown(),
});

/** The amount above which a manual adjustment waits for a second staff member, per brand. */
export const FourEyesReply = ok(
  z.object({
    merchantCode: z.string(),
    currency: z.string(),
    /** In force for the brand: its own value, or the platform default when it has none. */
    limit: Money,
    /** The platform default (OPS_FOUR_EYES_ABOVE). */
    defaultLimit: Money,
    source: z.enum(["brand", "default"]),
    updatedBy: z.string().nullable(),
    updatedAt: z.string().nullable(),
  }),
);
export const FourEyesRequest = z.object({
  /** A non-negative amount ("500.00"), or null to go back to the platform default. */
  limit: Money.nullable(),
});

// ---------------------------------------------------------------- games

export const VendorRow = z.object({
  code: z.string(),
  name: z.string(),
  enabled: z.boolean(),
  sortOrder: z.number().int(),
  games: z.number().int(),
});
export const VendorListReply = ok(z.array(VendorRow));
export const VendorParams = z.object({ vendor: z.string().trim().min(1).max(64) });
export const VendorUpdateRequest = z
  .object({ enabled: z.boolean().optional(), sortOrder: z.number().int().min(0).max(100_000).optional() })
  .refine((v) => v.enabled !== undefined || v.sortOrder !== undefined, { message: "enabled or sortOrder" });
export const OpsGameQuery = PageQuery.extend({
  vendor: z.string().trim().max(64).optional(),
  q: z.string().trim().max(100).optional(),
});
export const OpsGameRow = z.object({
  id: z.string(),
  vendor: z.string(),
  code: z.string(),
  name: z.string(),
  gameType: z.string(),
  enabled: z.boolean(),
  hot: z.boolean(),
  sortOrder: z.number().int(),
});
export const OpsGameListReply = ok(paged(OpsGameRow));
export const OpsGameParams = z.object({ gameId: Id });
export const OpsGameUpdateRequest = z
  .object({
    enabled: z.boolean().optional(),
    hot: z.boolean().optional(),
    sortOrder: z.number().int().min(0).max(100_000).optional(),
  })
  .refine((v) => v.enabled !== undefined || v.hot !== undefined || v.sortOrder !== undefined, {
    message: "enabled, hot or sortOrder",
  });
export const OpsGameReply = ok(OpsGameRow);

// ---------------------------------------------------------------- lotteries

export const OpsDrawQuery = PageQuery.extend({
  game: z.string().trim().max(32).optional(),
  status: z.string().trim().max(20).optional(),
});
export const OpsDrawRow = z.object({
  id: z.string(),
  game: z.string(),
  issue: z.string(),
  status: z.string(),
  closesAt: z.string(),
  drawAt: z.string(),
  result: z.unknown().nullable(),
  tickets: z.number().int(),
  stakes: Money,
});
export const OpsDrawListReply = ok(paged(OpsDrawRow));
export const OpsDrawParams = DrawParams;
export const OpsDrawResultsReply = ok(
  z.object({
    drawId: z.string(),
    /** What each results source reported, and a manual entry waiting for its second staff member. */
    sources: z.array(z.object({ source: z.string(), result: z.unknown(), receivedAt: z.string() })),
    /**
     * Each results feed's latest reading of the draw: what it published (or that it had nothing
     * yet, or sent something unusable), when it was read and whether it matched the sheet the
     * others agreed on, so staff can see why a draw was settled or held.
     */
    readings: z.array(
      z.object({
        source: z.string(),
        status: z.enum(["published", "pending", "invalid"]),
        /** The sheet the feed published; null when it had none. */
        value: z.unknown(),
        reason: z.string().nullable(),
        publishedAt: z.string().nullable(),
        readAt: z.string(),
        /** True when this feed's sheet is the one the required sources agreed on; false when it differs or none was agreed. */
        agreed: z.boolean(),
      }),
    ),
    pendingManual: z.object({ enteredBy: z.string(), enteredAt: z.string(), result: z.unknown() }).nullable(),
  }),
);
export const OpsLiabilityReply = ok(
  z.object({
    drawId: z.string(),
    list: z.array(z.object({ play: z.string(), number: z.string(), stake: Money, payout: Money })),
  }),
);

// ---------------------------------------------------------------- agents

export const OpsAgentQuery = PageQuery.extend({
  /** Direct children of this agent; top-level agents when absent. */
  parentId: Id.optional(),
  merchantCode: Merchant.optional(),
});
export const OpsAgentRow = z.object({
  id: z.string(),
  username: z.string(),
  merchantCode: z.string(),
  parentId: z.string().nullable(),
  level: z.number().int(),
  children: z.number().int(),
  status: PlayerStatus,
});
export const OpsAgentListReply = ok(paged(OpsAgentRow));
export const OpsAgentParams = z.object({ agentId: Id });
export const OpsAgentContractsReply = ok(
  z.array(
    z.object({
      id: z.string(),
      status: z.string(),
      terms: z.record(z.string(), z.unknown()),
      createdAt: z.string(),
    }),
  ),
);
export const OpsAgentBillsReply = ok(
  paged(
    z.object({
      id: z.string(),
      period: z.string(),
      amount: Money,
      status: z.string(),
      createdAt: z.string(),
    }),
  ),
);

/** A CSV reply, streamed row by row; `reply` only documents it. */
export const CsvReply = z.unknown().describe("text/csv");
