import { type ComponentType, createElement, lazy } from "react";
import { useMemberInfo } from "../../shared/member/member-queries";
import { useModules } from "../../shared/site/site-info";
import { useContractInfo } from "./api/agent-api";
import { CONTRACT_FEATURES, type ContractKindName } from "./lib/contracts";
import type { PageProps } from "./page-props";
import { AGENT_CENTRE_PAGES, type AgentCentrePage } from "./pages";

export type { Navigate, PageProps } from "./page-props";

export interface PageView {
  Component: ComponentType<PageProps>;
  /** A record page of one contract kind, listed only while that feature is on. */
  kind?: ContractKindName;
}

const bills = lazy(() => import("./pages/BillsPage"));

export const PAGE_VIEWS: Record<AgentCentrePage, PageView> = {
  agentAnnouncement: { Component: lazy(() => import("./pages/AnnouncementPage")) },
  agentTeamOverview: { Component: lazy(() => import("./pages/TeamOverviewPage")) },
  agentRegisterAccount: { Component: lazy(() => import("./pages/RegisterAccountPage")) },
  agentDownlines: { Component: lazy(() => import("./pages/DownlinesPage")) },
  agentTeamBetting: { Component: lazy(() => import("./pages/TeamBettingPage")) },
  agentUserProfitLoss: { Component: lazy(() => import("./pages/UserProfitLossPage")) },
  agentMyIncome: { Component: lazy(() => import("./pages/MyIncomePage")) },
  agentDownlineTransactions: { Component: lazy(() => import("./pages/DownlineTransactionsPage")) },
  agentContracts: { Component: lazy(() => import("./pages/ContractsPage")) },
  agentDividendRecord: { Component: () => createElement(bills, { kind: "dividend" }), kind: "dividend" },
  agentDailyWages: { Component: () => createElement(bills, { kind: "daily" }), kind: "daily" },
  agentHourlySalary: { Component: () => createElement(bills, { kind: "hourly" }), kind: "hourly" },
  agentRealTimeSalary: { Component: () => createElement(bills, { kind: "realtime" }), kind: "realtime" },
};

/**
 * The pages the menu lists: every page, but a salary or dividend record only while its contract
 * feature is on for the brand and the account has, or is offered, or pays such a contract
 * (the consolidated flags of the member info, SPEC §2, §3, kept current by the contract info).
 */
export function useVisiblePages(): AgentCentrePage[] {
  const modules = useModules();
  const { data: info } = useMemberInfo();
  const { data } = useContractInfo();
  return AGENT_CENTRE_PAGES.filter((page) => {
    const kind = PAGE_VIEWS[page].kind;
    if (!kind) return true;
    const feature = CONTRACT_FEATURES[kind];
    if (modules[feature.modId] === false) return false;
    const flags = data?.flags ?? info;
    return (
      flags?.[feature.infoFlag] === 1 ||
      flags?.[feature.reqFlag] === 1 ||
      Boolean(data?.downlines.some((contract) => contract.kind === kind && contract.status !== "offered"))
    );
  });
}
