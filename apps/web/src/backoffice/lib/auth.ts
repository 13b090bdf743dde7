import { calls } from "@jogada/contracts";
import { call } from "../../shared/api/call";
import { opsCall } from "./ops-api";
import { type EndReason, endSession, startSession } from "./session";

/** Password and the authenticator's code go together; the console asks for them one after the other. */
export async function signIn(username: string, password: string, code: string): Promise<void> {
  const value = await call(calls.operators.operatorLogin, { body: { username, password, code } });
  startSession({
    token: value.token,
    username: value.username,
    role: value.role,
    permissions: value.permissions,
    expiresAt: value.expiresAt,
    idleMinutes: value.idleMinutes,
  });
}

/** Ends the session on the server (its token is dead at once), then in the console. */
export async function signOut(reason: EndReason = "logout"): Promise<void> {
  await opsCall(calls.backOffice.staffLogout, {}).catch(() => undefined);
  endSession(reason);
}
