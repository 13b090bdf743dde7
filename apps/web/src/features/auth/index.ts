/** What other features may use of the auth feature. */
export { LoggedInBar } from "./components/LoggedInBar";
export { requireLogin } from "./lib/require-login";
export { completeLogin, endSession } from "./lib/session";
