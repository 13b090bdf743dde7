import { type ContractFlags, type ContractKind, calls } from "@jogada/contracts";

export type ContractKindName = ContractKind;

/**
 * Each contract kind with its whitelabel module, its consolidated flags (an offer waiting,
 * a contract held) and the call that acts on it (SPEC §3, §7).
 */
export const CONTRACT_FEATURES = {
  dividend: {
    modId: "SIGNCONDIV3",
    reqFlag: "divtypereq",
    infoFlag: "divtypeinfo",
    action: calls.agents.processDividendReq,
  },
  daily: {
    modId: "DAILYSALCONT3",
    reqFlag: "dailysalreqtype",
    infoFlag: "dailysalinfotype",
    action: calls.agents.processDailySalContract,
  },
  hourly: {
    modId: "HOURSAL3",
    reqFlag: "contracthoursalreq",
    infoFlag: "contracthoursalinfo",
    action: calls.agents.processContractHourSalary,
  },
  realtime: {
    modId: "RTSALARY3",
    reqFlag: "realtimesalreqtype",
    infoFlag: "realtimesalinfotype",
    action: calls.agents.processRealTimeSalaryContract,
  },
} as const satisfies Record<
  ContractKind,
  { modId: string; reqFlag: keyof ContractFlags; infoFlag: keyof ContractFlags; action: unknown }
>;
