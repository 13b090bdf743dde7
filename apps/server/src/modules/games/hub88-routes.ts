import { calls } from "@jogada/contracts";
import { type CallBinding, handle } from "../../platform/calls.js";
import type { Hub88Wallet } from "./hub88-wallet.js";

const { games: g } = calls;

/** Hub88's Wallet API; its RSA signatures both ways are the platform's (partner "hub88", app.ts). */
export function hub88WalletRoutes(wallet: Hub88Wallet): CallBinding[] {
  return [
    handle(g.hub88UserInfo, ({ body }) => wallet.userInfo(body)),
    handle(g.hub88Balance, ({ body }) => wallet.balance(body)),
    handle(g.hub88Bet, ({ body }) => wallet.bet(body)),
    handle(g.hub88Win, ({ body }) => wallet.win(body)),
    handle(g.hub88Rollback, ({ body }) => wallet.rollback(body)),
  ];
}
