import { calls } from "@jogada/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { callKey, useCallQuery } from "../../../shared/api/hooks";
import { onRealtime } from "../../../shared/realtime/realtime";
import { useSession } from "../../../shared/session/session-store";
import { useModules } from "../../../shared/site/site-info";

const m = calls.messages;

/** Everything of the inbox is keyed under "inbox": a `message` event refreshes it all. */
export const INBOX_KEY = ["inbox"] as const;

export function useInboxOn(): boolean {
  const { token, isAgent } = useSession();
  return Boolean(token) && isAgent !== 4 && useModules().INBOX3 !== false;
}

/** The header badge's count; the `message` event carries the new count, so no refetch is needed. */
export function useUnreadCount() {
  const enabled = useInboxOn();
  const { token } = useSession();
  return useCallQuery(m.unreadCount, {}, { keyExtra: [...INBOX_KEY, token], enabled, staleTime: 60_000 });
}

/**
 * Listens for the `/ws` `message` event (a new message, or the count changed in another tab): the
 * badge takes the event's count at once and the open inbox refetches. Mounted once, in the bar.
 */
export function useMessageEvents(): void {
  const queryClient = useQueryClient();
  const { token } = useSession();
  useEffect(
    () =>
      onRealtime("message", (event) => {
        const unread = Number((event.data as { unread?: unknown } | undefined)?.unread);
        // A brand-wide message carries no count of this player's: then the count is asked again.
        const counted = Number.isInteger(unread) && unread >= 0;
        if (counted) {
          queryClient.setQueryData(callKey(m.unreadCount, {}, ...INBOX_KEY, token), { count: unread });
        }
        // An open message is not read again: reading marks it read, undoing a "mark unread".
        void queryClient.invalidateQueries({
          predicate: (query) =>
            query.queryKey.includes(INBOX_KEY[0]) &&
            query.queryKey[1] !== m.inboxMessage.path &&
            !(counted && query.queryKey[1] === m.unreadCount.path),
        });
      }),
    [queryClient, token],
  );
}
