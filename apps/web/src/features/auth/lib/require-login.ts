import { TRIAL_TYPE } from "@jogada/contracts";
import i18n, { loadNamespaces } from "../../../shared/i18n";
import { showDialog } from "../../../shared/modals/ConfirmDialog";
import { openModal } from "../../../shared/modals/modal-store";
import { getSession } from "../../../shared/session/session-store";

/**
 * The login-required check of SPEC §5, for any action that needs a real account (deposit,
 * withdraw, member centre, real-money launch): without a session it opens the login popup, for a
 * trial account it shows the "need a real account" warning; it returns true only when allowed.
 */
export function requireLogin(): boolean {
  const { token, isAgent } = getSession();
  if (!token) {
    openModal("login");
    return false;
  }
  if (isAgent === TRIAL_TYPE) {
    // The accounts' texts are a chunk of their own, in already when the logged-in bar shows.
    void loadNamespaces("auth").then(() =>
      showDialog({
        message: i18n.t("needRealAccount", { ns: "auth" }),
        confirmLabel: i18n.t("common.confirm", { ns: "site" }),
      }),
    );
    return false;
  }
  return true;
}

/** Whether a session exists at all (trial included): for actions a demo account may do. */
export function isLoggedIn(): boolean {
  return Boolean(getSession().token);
}
