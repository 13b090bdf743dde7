import { z } from "zod";
import { Day, Id, Merchant, Money, Reason } from "./back-office-fields.js";
import { withPeriod } from "./dates.js";
import { ok, PageQuery, paged } from "./envelope.js";

/** Players: search, profile, status, notes, labels, bets, sessions, exports. */

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
export const PlayerBetsQuery = withPeriod(PageQuery.extend({ from: Day.optional(), to: Day.optional() }), {
  start: "from",
  end: "to",
  kind: "day",
});
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
