import { calls, type Language } from "@jogada/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { call } from "../api/call";
import { callKey, useCallQuery } from "../api/hooks";
import { adoptAccountLanguage, hasChosenLanguage, onLanguageChosen } from "../i18n";
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

/**
 * Keeps the account's language and the site's in step while logged in: the account's, once
 * known, is shown (a choice made on another device follows the player); an account without one
 * takes the language the visitor chose here; each later choice is kept on the account, so the
 * SMS codes and e-mails sent to the player speak it.
 */
export function useAccountLanguage(offered: readonly Language[], shown: string): void {
  const { token } = useSession();
  const queryClient = useQueryClient();
  const { data: info } = useMemberInfo();
  const held = info ? (info.language ?? "none") : undefined;
  useEffect(() => {
    if (held === undefined) return;
    if (held !== "none") adoptAccountLanguage(held, offered);
    else if (hasChosenLanguage())
      void call(calls.members.setMemberLanguage, { body: { language: shown as Language } }).catch(
        () => undefined,
      );
  }, [held]);
  useEffect(() => {
    if (!token) return undefined;
    return onLanguageChosen((language) => {
      void call(calls.members.setMemberLanguage, { body: { language } }).then(
        () => queryClient.invalidateQueries({ queryKey: memberKeys.info(token) }),
        () => undefined,
      );
    });
  }, [token, queryClient]);
}
