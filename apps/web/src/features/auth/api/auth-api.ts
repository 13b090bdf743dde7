import type { Avatar, LoginValue, MemberInfo, SiteInfo } from "@jogada/contracts";
import { useQuery } from "@tanstack/react-query";
import { ApiError, api, apiSession } from "../../../shared/api/client";
import { encryptBody } from "../../../shared/api/encrypt";
import { useSession } from "../../../shared/session/session-store";

/** Calls an "enc" endpoint: the body is encrypted to the server's key first. */
export async function apiEncrypted<T>(
  path: string,
  method: "POST" | "PUT",
  body: unknown,
  key: SiteInfo["encryptionKey"],
): Promise<T> {
  const encrypted = await encryptBody(body, key);
  return api<T>(path, { method, body: encrypted.body, headers: encrypted.headers });
}

export const authApi = {
  login: (body: Record<string, unknown>, key: SiteInfo["encryptionKey"]) =>
    apiEncrypted<LoginValue>("/wps/session/login", "POST", body, key),
  register: (mobile: boolean, body: Record<string, unknown>, key: SiteInfo["encryptionKey"]) =>
    apiEncrypted<LoginValue>(
      mobile ? "/wps/member/register/mobile" : "/wps/member/register",
      "PUT",
      body,
      key,
    ),
  freePlay: () =>
    api<LoginValue>("/wps/session/login/freeplay", {
      method: "POST",
      body: { os: navigator.platform, platform: "W" },
    }),
  remember: () => api<LoginValue>("/wps/session/login/remember", { method: "POST", body: {} }),
  logout: () => api<null>("/wps/session/logout", { method: "DELETE" }),
  captcha: () => api<string>("/wps/captcha"),
  affiliate: (code: string) =>
    api<{ valid: true; agent: string }>("/wps/agent/affiliate", {
      query: { code, domain: window.location.host },
    }),
  smsLogin: (mobileNum: string, countryDialingCode: string) =>
    api<{ expiredMinutes: number }>("/wps/verification/sms/noLogin", {
      method: "POST",
      body: { mobileNum, countryDialingCode },
    }),
  smsRegister: (mobileNum: string, countryDialingCode: string) =>
    api<{ expiredMinutes: number }>("/wps/verification/sms/register", {
      method: "POST",
      body: { mobileNum, countryDialingCode },
    }),
  smsPassword: (mobileNum: string, countryDialingCode: string) =>
    api<{ expirationTime: number }>("/wps/verification/sms/password", {
      method: "POST",
      body: { mobileNum, countryDialingCode },
    }),
  changePassword: (body: Record<string, unknown>, key: SiteInfo["encryptionKey"]) =>
    apiEncrypted<null>("/wps/member/password", "POST", body, key),
  resetByPhone: (body: Record<string, unknown>, key: SiteInfo["encryptionKey"]) =>
    apiEncrypted<LoginValue>("/wps/member/password/verification", "POST", body, key),
  resetByLink: (body: Record<string, unknown>, key: SiteInfo["encryptionKey"]) =>
    apiEncrypted<LoginValue>("/wps/member/password/reset", "POST", body, key),
  /** SPEC §7: the forgot-by-email call is a form post. */
  async forgotByEmail(username: string, email: string): Promise<void> {
    const headers: Record<string, string> = {
      "Content-Type": "application/x-www-form-urlencoded",
      Language: apiSession.language,
    };
    if (apiSession.merchant) headers.Merchant = apiSession.merchant;
    const response = await fetch("/wps/member/password/email", {
      method: "POST",
      headers,
      body: new URLSearchParams({ username, email }).toString(),
    }).catch(() => {
      throw new ApiError(0, "network.error", "");
    });
    const payload = (await response.json().catch(() => null)) as
      | { success: true }
      | { success: false; errorCode: string; message: string }
      | null;
    if (!payload) throw new ApiError(response.status, "internal.error", "");
    if (!payload.success) throw new ApiError(response.status, payload.errorCode, payload.message);
  },
};

/** The logged-in account's information; empty while logged out. */
export function useMemberInfo() {
  const { token } = useSession();
  return useQuery({
    queryKey: ["member-info", token],
    queryFn: () => api<MemberInfo>("/wps/member/info"),
    enabled: Boolean(token),
    staleTime: 60_000,
  });
}

export function useAvatar(enabled: boolean) {
  const { token } = useSession();
  return useQuery({
    queryKey: ["member-avatar", token],
    queryFn: () => api<Avatar>("/wps/member/info/icon"),
    enabled: Boolean(token) && enabled,
    staleTime: 5 * 60_000,
  });
}
