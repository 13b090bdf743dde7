import { calls } from "@jogada/contracts";
import { type CallBinding, handle } from "../../platform/calls.js";
import { holderOf } from "../wallet/index.js";
import type { AgentServices } from "./module.js";

const { agents: a } = calls;

/** The agent centre's calls (access "agent": other accounts get login.agent.only). */
export function agentRoutes({ team, reports, contracts }: AgentServices): CallBinding[] {
  return [
    handle(a.teamOverview, ({ member, brand, query }) => team.overview(member.id, brand.config, query)),
    handle(a.downlineList, ({ member, brand, query }) => team.downlines(member.id, brand.config, query)),
    handle(a.downlineTree, ({ member, query }) => team.tree(member.id, query.parentId)),
    handle(a.registerDownline, ({ member, brand, language, body, idempotencyKey }) =>
      team.register(member.id, brand.config, language, body, idempotencyKey),
    ),
    handle(a.affiliateInfo, ({ member }) => team.affiliate(member.id)),
    handle(a.transferToDownline, ({ member, brand, body, idempotencyKey }) =>
      team.transfer(holderOf(member), brand.config, body, idempotencyKey),
    ),
    handle(a.teamBets, ({ member, brand, query }) => reports.teamBets(member.id, brand.config, query)),
    handle(a.memberProfitLoss, ({ member, brand, query }) =>
      reports.profitLoss(member.id, brand.config, query),
    ),
    handle(a.myIncome, ({ member, brand, query }) => reports.income(member.id, brand.config, query)),
    handle(a.downlineTransactions, ({ member, brand, query }) =>
      reports.transactions(member.id, brand.config, query),
    ),
    handle(a.dividendRecords, ({ member, brand, query }) =>
      reports.bills(member.id, brand.config, "dividend", query),
    ),
    handle(a.dailyWageRecords, ({ member, brand, query }) =>
      reports.bills(member.id, brand.config, "daily", query),
    ),
    handle(a.hourlySalaryRecords, ({ member, brand, query }) =>
      reports.bills(member.id, brand.config, "hourly", query),
    ),
    handle(a.realtimeSalaryRecords, ({ member, brand, query }) =>
      reports.bills(member.id, brand.config, "realtime", query),
    ),
    handle(a.processDividendReq, ({ member, brand, body }) =>
      contracts.act(member.id, brand.config, "dividend", body),
    ),
    handle(a.processDailySalContract, ({ member, brand, body }) =>
      contracts.act(member.id, brand.config, "daily", body),
    ),
    handle(a.processContractHourSalary, ({ member, brand, body }) =>
      contracts.act(member.id, brand.config, "hourly", body),
    ),
    handle(a.processRealTimeSalaryContract, ({ member, brand, body }) =>
      contracts.act(member.id, brand.config, "realtime", body),
    ),
    handle(a.contractInfo, ({ member, brand, query }) => contracts.info(member.id, brand.config, query)),
    handle(a.contractHistory, ({ member, query }) => contracts.history(member.id, query)),
    handle(a.contractNotices, ({ member, language, query }) =>
      contracts.notices(member.id, language, query.page, query.size),
    ),
    handle(a.contractPreview, ({ member, brand, body }) => reports.preview(member.id, brand.config, body)),
  ];
}
