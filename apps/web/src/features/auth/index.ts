/** What other features may use of the auth feature. */
export { requireLogin } from "./lib/require-login";
export { completeLogin, endSession } from "./lib/session";
