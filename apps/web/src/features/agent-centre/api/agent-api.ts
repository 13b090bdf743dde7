import { type AnyCall, type CallInput, type CallValue, calls } from "@jogada/contracts";
import { type UseQueryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { call } from "../../../shared/api/call";
import { callKey } from "../../../shared/api/hooks";
import { memberKeys } from "../../../shared/member/member-queries";
import { useSession } from "../../../shared/session/session-store";
import { errorText } from "../components/form";

/**
 * An agent-centre read, keyed under "agent" and the session: after any contract or money action,
 * `refreshAgentViews` refetches every report, list and contract at once.
 */
export function useAgentQuery<D extends AnyCall>(
  definition: D,
  input: CallInput<D>,
  options: Omit<UseQueryOptions<CallValue<D>, Error>, "queryKey" | "queryFn"> = {},
) {
  const { token } = useSession();
  const { i18n } = useTranslation();
  return useQuery<CallValue<D>, Error>({
    // the language too: refusals and notices come in the reader's language
    queryKey: ["agent", token, i18n.language, ...callKey(definition, input)],
    queryFn: ({ signal }) => call(definition, input, { signal }),
    enabled: Boolean(token) && (options.enabled ?? true),
    // Refusals (not an agent, feature off) will not change by asking again.
    retry: false,
    ...options,
  });
}

export function useRefreshAgentViews() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ["agent"] }),
      client.invalidateQueries({ queryKey: ["wallet"] }),
      client.invalidateQueries({ queryKey: memberKeys.info() }),
    ]);
}

/** Consolidated contract info (SPEC §3): the flags, my contracts, my downlines' and my ceilings. */
export function useContractInfo() {
  return useAgentQuery(calls.agents.contractInfo, { query: { history: "false" } }, { staleTime: 15_000 });
}

/**
 * Whether the server takes this account for an agent: the consolidated contract info answers
 * agents only, so its refusal (login.agent.only, in the reader's language) is what a non-agent
 * sees.
 */
export function useAgentAccess(): { error: string | null } {
  const { t } = useTranslation("agentCentre");
  const { error } = useContractInfo();
  return { error: error ? errorText(error, t("common.failed")) : null };
}
