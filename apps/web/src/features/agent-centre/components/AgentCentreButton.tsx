import { useTranslation } from "react-i18next";
import { openModal } from "../../../shared/modals/modal-store";
import { UsersIcon } from "../../../shared/ui/icons";
import { useIsAgent } from "../lib/is-agent";

/**
 * The logged-in bar's agent-centre icon (SPEC §2), shown to agent accounts only. A phone's
 * header has no room left for it: there the account menu lists the agent centre instead.
 */
export function AgentCentreButton() {
  const { t } = useTranslation("agentCentre");
  if (!useIsAgent()) return null;
  return (
    <button
      type="button"
      onClick={() => openModal("agentCenter")}
      data-testid="agent-centre-button"
      aria-label={t("open")}
      title={t("open")}
      className="hidden size-8 shrink-0 sm:grid place-items-center rounded-full border border-line bg-white/5 text-gold hover:bg-white/10 focus-visible:ring-2 focus-visible:ring-gold focus-visible:outline-none"
    >
      <UsersIcon className="size-4" />
    </button>
  );
}
