import { type CallInput, calls } from "@jogada/contracts";
import { call } from "../../../shared/api/call";
import type { StaticAvatar } from "../lib/avatar";

const m = calls.members;

export const accountApi = {
  /** One of the site's pictures. */
  chooseAvatar: (avatar: StaticAvatar) => call(m.chooseAvatar, { body: { avatarType: "STATIC", avatar } }),
  /** A PNG or JPG of the player's own. */
  uploadAvatar: (file: File) => call(m.uploadAvatar, {}, { file }),
  /** Sets it, or changes it with the old one (encrypted). */
  setPaymentPassword: (body: CallInput<typeof m.setPaymentPassword>["body"]) =>
    call(m.setPaymentPassword, { body }),
};
