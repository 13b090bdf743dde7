import type { JobDefinition } from "../../platform/jobs.js";
import type { AgentServices } from "./module.js";

/**
 * Settlement (SPEC §9: real-time salary every 5 minutes). Every job is a singleton: the bills'
 * unique keys already make a second run harmless, the lock only saves the work.
 */
export function agentJobs({ settlement, contracts }: AgentServices): JobDefinition[] {
  return [
    {
      name: "agents.book-bets",
      scope: "singleton",
      everySeconds: 60,
      run: async () => {
        await settlement.bookAll();
      },
    },
    {
      name: "agents.realtime-salary",
      scope: "singleton",
      everySeconds: 300,
      run: () => settlement.runKind("realtime"),
    },
    {
      name: "agents.hourly-salary",
      scope: "singleton",
      everySeconds: 300,
      run: () => settlement.runKind("hourly"),
    },
    {
      // Runs often and settles yesterday once the brand's dailySettleTime has passed.
      name: "agents.daily-salary",
      scope: "singleton",
      everySeconds: 600,
      run: () => settlement.runKind("daily"),
    },
    {
      name: "agents.dividends",
      scope: "singleton",
      everySeconds: 1800,
      run: () => settlement.runKind("dividend"),
    },
    {
      name: "agents.expire-offers",
      scope: "singleton",
      everySeconds: 300,
      run: async () => {
        await contracts.expireOffers();
      },
    },
  ];
}
