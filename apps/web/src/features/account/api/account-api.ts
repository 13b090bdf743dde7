import type { Avatar, SiteInfo } from "@jogada/contracts";
import { api } from "../../../shared/api/client";
import { apiEncrypted } from "../../auth/api/auth-api";
import type { StaticAvatar } from "../lib/avatar";

export const accountApi = {
  /** PUT /wps/member/info/icon: one of the site's pictures. */
  chooseAvatar: (avatar: StaticAvatar) =>
    api<Avatar>("/wps/member/info/icon", { method: "PUT", body: { avatarType: "STATIC", avatar } }),
  /** POST /wps/member/info/icon: a PNG or JPG of the player's own (multipart field `file`). */
  uploadAvatar: (file: File) => {
    const form = new FormData();
    form.append("file", file);
    return api<Avatar>("/wps/member/info/icon", { method: "POST", body: form });
  },
  /** POST /wps/member/password/payment (enc): sets it, or changes it with the old one. */
  setPaymentPassword: (
    body: { oldPaymentPassword?: string; newPaymentPassword: string; confirmPaymentPassword: string },
    key: SiteInfo["encryptionKey"],
  ) => apiEncrypted<{ paymentPasswordSet: true }>("/wps/member/password/payment", "POST", body, key),
};
