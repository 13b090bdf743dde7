import {
  formatMoney,
  type Language,
  MissionGoal,
  MissionReward,
  type MissionView,
  type StaffText,
} from "@jogada/contracts";
import { brandText } from "../../platform/brand.js";
import type { AppContext } from "../../platform/context.js";
import { goalTarget, rewardAmount } from "./engine.js";
import * as missionsRepo from "./missions-repository.js";
import { missionCycle, missionCycleEnd } from "./periods.js";

interface Brand {
  merchantCode: string;
  timeZone: string;
  defaultLanguage: Language;
  currency: { decimals: number };
}

/** The player's missions for the running cycles, with progress and the reward to claim. */
export class MissionsView {
  constructor(private readonly ctx: Pick<AppContext, "pool">) {}

  async summary(memberId: number, brand: Brand, language: Language) {
    const d = brand.currency.decimals;
    const now = new Date();
    const missions = await missionsRepo.activeMissions(this.ctx.pool, brand.merchantCode);
    const keys = missions.map((m) => ({
      missionId: Number(m.id),
      cycle: missionCycle(m.period, now, brand.timeZone),
    }));
    const progress = await missionsRepo.progressOf(this.ctx.pool, memberId, keys);
    const list: MissionView[] = missions.map((m, index) => {
      const goal = MissionGoal.parse(m.goal);
      const reward = MissionReward.parse(m.reward);
      const cycle = keys[index]?.cycle ?? "";
      const row = progress.find((p) => Number(p.mission_id) === Number(m.id) && p.cycle === cycle);
      const target = goalTarget(goal, d);
      const done = BigInt(row?.progress ?? 0);
      const money = goal.kind === "deposit" || goal.kind === "bet";
      const shown = (n: bigint) => (money ? formatMoney(n, d) : n.toString());
      // Staff write a mission in PT and EN: the player's language, else the brand's default.
      const text = brandText(m.texts as StaffText<{ title: string; description: string }>, language, brand);
      const capped = done > target ? target : done;
      return {
        id: Number(m.id),
        period: m.period,
        kind: goal.kind,
        title: text.title,
        description: text.description,
        progress: shown(capped),
        target: shown(target),
        percent: target > 0n ? Number((capped * 100n) / target) : 100,
        reward: {
          kind: reward.kind,
          amount: reward.kind === "points" ? String(reward.points) : formatMoney(rewardAmount(reward, d), d),
        },
        state: row?.state ?? "process",
        rewardId: row?.reward_id ? Number(row.reward_id) : null,
        endsAt: missionCycleEnd(m.period, cycle, brand.timeZone)?.toISOString() ?? null,
      };
    });
    const claimable = list.filter((m) => m.state === "claim").length;
    const running = list.filter((m) => m.state === "process").length;
    return { openCount: claimable + running, claimable, list };
  }
}
