import type { AppContext } from "../../platform/context.js";

/** Tells every open tab that a draw changed (opened, closed, resulted, settled, voided). */
export async function publishDraw(
  ctx: Pick<AppContext, "events">,
  draw: { gameCode: string; drawId: string; status: string },
): Promise<void> {
  await ctx.events.broadcast({ type: "draw", data: draw }).catch(() => {});
}

/** Tells a player's open tabs that the balance changed; a lost message is not worth an error. */
export async function publishBalance(
  ctx: Pick<AppContext, "events">,
  memberId: number | string,
): Promise<void> {
  await ctx.events.publish(memberId, { type: "balance" }).catch(() => {});
}
