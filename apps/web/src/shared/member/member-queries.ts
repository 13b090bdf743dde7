import { calls } from "@jogada/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { callKey, useCallQuery } from "../api/hooks";
import { onRealtime } from "../realtime/realtime";
import { useSession } from "../session/session-store";

/**
 * Refetches the membership label (member info) and the VIP ladder when the realtime socket says
 * the player's level changed, so the header follows without a reload.
 */
export function useLiveLevel(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onRealtime("level", () => {
        void queryClient.invalidateQueries({ queryKey: callKey(calls.members.memberInfo).slice(0, 2) });
        void queryClient.invalidateQueries({ queryKey: callKey(calls.loyalty.vipLadder).slice(0, 2) });
      }),
    [queryClient],
  );
}

/** The logged-in account's information; empty while logged out. */
export function useMemberInfo() {
  const { token } = useSession();
  return useCallQuery(
    calls.members.memberInfo,
    {},
    { keyExtra: [token], enabled: Boolean(token), staleTime: 60_000 },
  );
}

/** The account's avatar choice (PROFPIC3). */
export function useAvatar(enabled: boolean) {
  const { token } = useSession();
  return useCallQuery(
    calls.members.avatarChoice,
    {},
    { keyExtra: [token], enabled: Boolean(token) && enabled, staleTime: 5 * 60_000 },
  );
}

/** Query keys of the account's cached data, for updates and sign-out (any session when no token). */
export const memberKeys = {
  info: (token?: string | null) =>
    token === undefined ? callKey(calls.members.memberInfo) : callKey(calls.members.memberInfo, {}, token),
  avatar: (token?: string | null) =>
    token === undefined
      ? callKey(calls.members.avatarChoice)
      : callKey(calls.members.avatarChoice, {}, token),
};
