import { onSessionGone } from "../../../shared/api/client";
import i18n, { loadNamespaces } from "../../../shared/i18n";
import { showDialog } from "../../../shared/modals/ConfirmDialog";
import { openModal } from "../../../shared/modals/modal-store";
import { endSession } from "./session";

/**
 * A session ended elsewhere (signed out on another device, revoked by an operator, expired): the
 * first call refused for it clears the session as sign-out does (the merchant stays), tells the
 * player so and offers the login popup once the message is read.
 */
export function watchSessionGone(): () => void {
  return onSessionGone(() => {
    endSession();
    const login = () => openModal("login");
    // The accounts' texts may not be in yet (a stale session found at start).
    void loadNamespaces("auth").then(() =>
      showDialog({
        message: i18n.t("notLoggedIn", { ns: "auth" }),
        confirmLabel: i18n.t("login.submit", { ns: "auth" }),
        onConfirm: login,
        onCancel: login,
      }),
    );
  });
}
