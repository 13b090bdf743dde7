import { type CallInput, type CallValue, calls } from "@jogada/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { call } from "../../../shared/api/call";
import { useCallQuery } from "../../../shared/api/hooks";
import { useSession } from "../../../shared/session/session-store";

const rg = calls.responsibleGaming;

/** This login session's figures, as the reality check shows them. */
export type RgSessionInfo = CallValue<typeof rg.rgSession>;

/** Every query of this feature starts with this key part, so one invalidation refreshes them all. */
const ROOT = "responsible-gaming";

/** The player's limits, reality check and any exclusion in force. */
export function useRgOverview() {
  const { token } = useSession();
  return useCallQuery(rg.rgOverview, {}, { keyExtra: [ROOT, token], enabled: !!token });
}

export function useRgHistory(page: number) {
  const { token } = useSession();
  return useCallQuery(
    rg.rgHistory,
    { query: { page, size: 10 } },
    { keyExtra: [ROOT, token], enabled: !!token },
  );
}

export function useRgSession(enabled = true) {
  const { token } = useSession();
  return useCallQuery(rg.rgSession, {}, { keyExtra: [ROOT, token], enabled: enabled && !!token });
}

/** The player's birthday (when given) and the brand's minimum age. */
export function useRgBirthday() {
  const { token } = useSession();
  return useCallQuery(rg.rgBirthday, {}, { keyExtra: [ROOT, token], enabled: !!token });
}

/** Refreshes the overview, history and session after a change. */
export function useRgRefresh(): () => Promise<void> {
  const client = useQueryClient();
  return () => client.invalidateQueries({ predicate: (q) => q.queryKey.includes(ROOT) });
}

export const rgApi = {
  setLimit: (body: CallInput<typeof rg.rgSetLimit>["body"]) => call(rg.rgSetLimit, { body }),
  confirmLimit: (body: CallInput<typeof rg.rgConfirmLimit>["body"]) => call(rg.rgConfirmLimit, { body }),
  cancelLimitChange: (body: CallInput<typeof rg.rgCancelLimitChange>["body"]) =>
    call(rg.rgCancelLimitChange, { body }),
  setRealityCheck: (intervalMinutes: number | null) =>
    call(rg.rgSetRealityCheck, { body: { intervalMinutes } }),
  session: () => call(rg.rgSession, {}),
  setBirthday: (birthday: string) => call(rg.rgSetBirthday, { body: { birthday } }),
  timeOut: (days: number) => call(rg.rgTimeOut, { body: { days } }),
  selfExclude: (period: CallInput<typeof rg.rgSelfExclude>["body"]["period"]) =>
    call(rg.rgSelfExclude, { body: { period, confirm: true } }),
  closeAccount: (reason: string | undefined) =>
    call(rg.rgCloseAccount, { body: { reason: reason || undefined, confirm: true } }),
};
