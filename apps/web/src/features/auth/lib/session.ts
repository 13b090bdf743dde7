import type { LoginValue } from "@jogada/contracts";
import { queryClient } from "../../../app/providers";
import { memberKeys } from "../../../shared/member/member-queries";
import { closeAllModals, openModal } from "../../../shared/modals/modal-store";
import { clearSession, getSession, setSession } from "../../../shared/session/session-store";

const REMEMBER_FLAG = "rememberMe";

/**
 * After any successful login (password, SMS, registration, free play, reset): keep the session as
 * SPEC §3 says, drop cached account data, close the modals, and ask for a new password first when
 * the server says one is needed (default or expired password).
 */
export function completeLogin(value: LoginValue, options: { remember?: boolean } = {}): void {
  setSession({
    token: value.token,
    isAgent: value.customerType,
    account: value.userName,
    merchant: getSession().merchant,
  });
  if (options.remember !== undefined) {
    if (options.remember) localStorage.setItem(REMEMBER_FLAG, "1");
    else localStorage.removeItem(REMEMBER_FLAG);
  }
  void queryClient.invalidateQueries();
  closeAllModals();
  if (value.changePasswordRequired) openModal("changePassword", { forced: true });
}

/** Sign-out: session storage goes (except the merchant), account caches are dropped. */
export function endSession(): void {
  localStorage.removeItem(REMEMBER_FLAG);
  clearSession();
  queryClient.removeQueries({ queryKey: memberKeys.info() });
  queryClient.removeQueries({ queryKey: memberKeys.avatar() });
  closeAllModals();
}

export function wantsRemember(): boolean {
  return localStorage.getItem(REMEMBER_FLAG) === "1";
}
