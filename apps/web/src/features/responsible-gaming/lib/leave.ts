import { calls } from "@jogada/contracts";
import type { NavigateFunction } from "react-router";
import { call } from "../../../shared/api/call";
import { endSession } from "../../auth";

/**
 * Ends the player's session on this device and goes home: after a time-out, self-exclusion or
 * closure (the server refuses play anyway), or when the player chooses to stop at a reality
 * check. The logout call may fail once the server has ended the session itself.
 */
export async function leaveAfterExclusion(navigate: NavigateFunction): Promise<void> {
  await call(calls.auth.logout, {}).catch(() => undefined);
  endSession();
  navigate("/");
}
