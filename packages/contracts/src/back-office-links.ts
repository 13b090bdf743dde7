import { z } from "zod";
import { Id, Reason } from "./back-office-fields.js";
import { ok } from "./envelope.js";

/** Accounts linked to a player (staff's panel on the player page) and what the links refused. */

/** What two accounts share: a device, an address, a Pix payer's document, a payout destination. */
export const LinkSignal = z.enum(["device", "ip", "payment", "payout"]);
export type LinkSignal = z.infer<typeof LinkSignal>;
export const LinkReviewStatus = z.enum(["confirmed", "cleared"]);

export const LinkedAccount = z.object({
  memberId: z.string(),
  username: z.string(),
  signals: z.array(LinkSignal),
  /** Whether rules treat the pair as linked: confirmed by staff, or sharing a signal and not cleared. */
  linked: z.boolean(),
  review: z
    .object({ status: LinkReviewStatus, staff: z.string(), note: z.string(), reviewedAt: z.string() })
    .nullable(),
});
export const LinkRefusal = z.object({
  id: z.string(),
  kind: z.enum(["referral", "bonus"]),
  /** `referral:<friend id>` or `promotion:<id>`. */
  reference: z.string(),
  refusedMemberId: z.string(),
  relatedMemberId: z.string().nullable(),
  relatedUsername: z.string().nullable(),
  /** The signals the accounts shared (and `confirmed` when staff had confirmed the link). */
  signals: z.array(z.string()),
  createdAt: z.string(),
});
export const PlayerLinksReply = ok(
  z.object({ links: z.array(LinkedAccount), refusals: z.array(LinkRefusal) }),
);
export const PlayerLinkParams = z.object({ memberId: Id, otherId: Id });
export const PlayerLinkReviewRequest = z.object({ status: LinkReviewStatus, note: Reason });
