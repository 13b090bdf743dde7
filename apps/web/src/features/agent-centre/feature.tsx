import { lazy } from "react";
import { useTranslation } from "react-i18next";
import { withTexts } from "../../shared/i18n";
import { openModal, registerModal } from "../../shared/modals/modal-store";
import { extendShell, shell } from "../../shared/shell/extensions";
import { useIsAgent } from "./lib/is-agent";

/** With the first session only (the header's bar waits for it): not on a guest's first screen. */
const AgentCentreButton = lazy(() =>
  import("./components/AgentCentreButton").then((module) => ({ default: module.AgentCentreButton })),
);

/**
 * The agent centre in the site: the "agentCenter" modal, opened by name (a store flag of its own,
 * apart from the member centre; SPEC §2) from the icon this adds to the logged-in bar, and from
 * the account menu (where a phone finds it).
 * Registered after the wallet, whose bar it wraps.
 */
export function registerAgentCentreFeature(): void {
  registerModal("agentCenter", lazy(withTexts(() => import("./AgentCentreModal"), "agentCentre")));
  const Bar = shell.LoggedInBar;
  extendShell({
    accountMenuItems: [
      ...shell.accountMenuItems,
      {
        key: "agentCentre",
        useLabel: () => useTranslation("agentCentre").t("open"),
        useVisible: useIsAgent,
        onSelect: () => openModal("agentCenter"),
      },
    ],
    LoggedInBar: () => (
      <div className="flex items-center gap-2">
        <AgentCentreButton />
        {Bar && <Bar />}
      </div>
    ),
  });
}
