import { isAgentType } from "@jogada/contracts";
import { useSession } from "../../../shared/session/session-store";

/** Whether this session's account opens the agent centre (SPEC §4, §9: types 1, 2, 41, 42). */
export function useIsAgent(): boolean {
  const { isAgent } = useSession();
  return isAgent != null && isAgentType(isAgent);
}
