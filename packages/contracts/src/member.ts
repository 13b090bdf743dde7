import { z } from "zod";
import { ContractFlags } from "./agents.js";
import { ok } from "./envelope.js";
import { Language } from "./language.js";

/* The logged-in account (SPEC §7 "Auth and member"): information, avatar, payment password. */

/** POST /wps/member/password/payment (token, enc): set or change the payment password. */
export const PaymentPasswordRequest = z.object({
  oldPaymentPassword: z.string().max(128).optional(),
  newPaymentPassword: z.string().min(1).max(128),
  confirmPaymentPassword: z.string().min(1).max(128),
});
export const PaymentPasswordReply = ok(z.object({ paymentPasswordSet: z.literal(true) }));

// ---------------------------------------------------------------------------------------------
// Member info: GET /wps/member/info (token)

export const ClubLabel = z.object({ labelName: z.string(), rankLevel: z.number().int() });
export const MemberLabel = z.object({ labelName: z.string(), labelCode: z.string() });

export const MemberInfo = z
  .object({
    id: z.number().int(),
    account: z.string(),
    nickname: z.string(),
    /** isAgent: 0 member, 1/2/41/42 agents, 4 trial. */
    type: z.number().int(),
    regDate: z.string(),
    /** Masked, e.g. "+55 ******4321"; empty when none. */
    mobile: z.string(),
    email: z.string(),
    clubLabel: ClubLabel,
    memberLabel: z.array(MemberLabel),
    /** Username of the upline agent, empty when none. */
    toUpline: z.string(),
    paymentPasswordSet: z.boolean(),
    hasPassword: z.boolean(),
    referralCode: z.string(),
    affiliateCode: z.string(),
    /** The terms version in force and whether this account must accept it first (a blocking prompt). */
    termsVersion: z.string(),
    termsToAccept: z.boolean(),
    /** The language the player chose, kept on the account; null before any choice. */
    language: Language.nullable(),
    /** Consolidated contract info (SPEC §3): offers waiting and contracts in force, 0 or 1 each. */
  })
  .extend(ContractFlags.shape);
export type MemberInfo = z.infer<typeof MemberInfo>;
export const MemberInfoReply = ok(MemberInfo);

// ---------------------------------------------------------------------------------------------
// Avatar (PROFPIC3)

export const AvatarType = z.enum(["CUSTOM", "STATIC"]);
export const STATIC_AVATARS = [
  "avatar-1",
  "avatar-2",
  "avatar-3",
  "avatar-4",
  "avatar-5",
  "avatar-6",
] as const;
export const Avatar = z.object({ avatarType: AvatarType, avatar: z.string() });
export type Avatar = z.infer<typeof Avatar>;
export const AvatarReply = ok(Avatar);
/** PUT /wps/member/language: the player's language, kept on the account. */
export const MemberLanguageRequest = z.object({ language: Language });
export const MemberLanguageReply = ok(z.object({ language: Language }));

/** PUT /wps/member/info/icon with a static choice; POST with a png/jpg upload for CUSTOM. */
export const StaticAvatarRequest = z.object({
  avatarType: z.literal("STATIC"),
  avatar: z.enum(STATIC_AVATARS),
});
export const AVATAR_MAX_BYTES = 512 * 1024;

/** GET /wps/member/avatar/:id: an uploaded avatar image (the `avatar` of a CUSTOM choice). */
export const AvatarImageParams = z.object({ id: z.coerce.number().int().positive() });
export const AvatarImageReply = z.unknown().describe("the PNG or JPEG image");
