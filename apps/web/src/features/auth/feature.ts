import { createElement, lazy, Suspense } from "react";
import { openModal, registerModal } from "../../shared/modals/modal-store";
import { getSession } from "../../shared/session/session-store";
import { extendShell } from "../../shared/shell/extensions";
import { authApi } from "./api/auth-api";
import { completeLogin, wantsRemember } from "./lib/session";
import { watchSessionGone } from "./lib/session-gone";

/** The bar and its account menu load with the first session, not on a guest's first screen. */
const LoggedInBarChunk = lazy(() =>
  import("./components/LoggedInBar").then((module) => ({ default: module.LoggedInBar })),
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
  registerModal(
    "login",
    lazy(() => import("./components/LoginModal")),
  );
  registerModal(
    "register",
    lazy(() => import("./components/RegisterModal")),
  );
  registerModal(
    "freePlay",
    lazy(() => import("./components/FreePlayModal")),
  );
  registerModal(
    "forgotPassword",
    lazy(() => import("./components/ForgotPasswordModal")),
  );
  registerModal(
    "changePassword",
    lazy(() => import("./components/ChangePasswordModal")),
  );
  registerModal(
    "resetPassword",
    lazy(() => import("./components/ResetLinkModal")),
  );
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
