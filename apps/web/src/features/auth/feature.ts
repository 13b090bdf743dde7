import { createElement, lazy, Suspense } from "react";
import { withTexts } from "../../shared/i18n";
import { openModal, registerModal } from "../../shared/modals/modal-store";
import { getSession } from "../../shared/session/session-store";
import { extendShell } from "../../shared/shell/extensions";
import { authApi } from "./api/auth-api";
import { completeLogin, wantsRemember } from "./lib/session";
import { watchSessionGone } from "./lib/session-gone";

/**
 * The texts the logged-in bar shows at once: its own, the member-centre pages each feature adds to
 * its account menu (labels in their feature's namespace), the wallet's balance, the messages' and
 * agent centre's icons. Fetched with the bar, in parallel, rather than one after another.
 */
const LOGGED_IN_TEXTS = [
  "auth",
  "memberCentre",
  "account",
  "wallet",
  "games",
  "messages",
  "agentCentre",
  "promotions",
  "loyalty",
  "responsibleGaming",
] as const;

/** The bar and its account menu load with the first session, not on a guest's first screen. */
const LoggedInBarChunk = lazy(
  withTexts(
    () => import("./components/LoggedInBar").then((module) => ({ default: module.LoggedInBar })),
    LOGGED_IN_TEXTS,
  ),
);

function LoggedInBar() {
  return createElement(Suspense, { fallback: null }, createElement(LoggedInBarChunk));
}

/**
 * Plugs the accounts feature into the shell: its modals by name ("login", "register",
 * "freePlay", "forgotPassword", "changePassword", "resetPassword"), the logged-in bar, the
 * mail's reset link, the remember-me sign-in at start, and the end of a session ended elsewhere.
 */
export function registerAuthFeature(): void {
  registerModal("login", lazy(withTexts(() => import("./components/LoginModal"), "auth")));
  registerModal(
    "register",
    lazy(withTexts(() => import("./components/RegisterModal"), ["auth", "responsibleGaming"])),
  );
  registerModal("freePlay", lazy(withTexts(() => import("./components/FreePlayModal"), "auth")));
  registerModal("forgotPassword", lazy(withTexts(() => import("./components/ForgotPasswordModal"), "auth")));
  registerModal("changePassword", lazy(withTexts(() => import("./components/ChangePasswordModal"), "auth")));
  registerModal("resetPassword", lazy(withTexts(() => import("./components/ResetLinkModal"), "auth")));
  extendShell({ LoggedInBar });
  watchSessionGone();

  const resetToken = new URLSearchParams(window.location.search).get("resetToken");
  if (resetToken) {
    openModal("resetPassword", { token: resetToken });
  } else if (!getSession().token && wantsRemember()) {
    authApi.remember().then(
      (value) => completeLogin(value),
      () => localStorage.removeItem("rememberMe"),
    );
  }
}
