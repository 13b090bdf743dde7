import { calls } from "@jogada/contracts";
import { type CallBinding, handle } from "../../platform/calls.js";
import type { AppContext } from "../../platform/context.js";
import { sendStoredImage } from "../../platform/image-upload.js";
import type { CashierServices } from "../cashier/index.js";
import { OperatorService } from "./service.js";

const { operators: o } = calls;

/** The back office under /ops: its own login (operator accounts), never a player token. */
export function operatorRoutes(ctx: AppContext, cashier: CashierServices): CallBinding[] {
  const operators = new OperatorService(ctx, cashier);
  return [
    handle(o.operatorLogin, ({ body, ip }) => operators.login(body.username, body.password, ip)),
    handle(o.listWithdrawals, ({ query }) => operators.listWithdrawals(query.status, query.page, query.size)),
    handle(o.approveWithdrawal, ({ operator, params }) => operators.approve(operator, params.orderNo)),
    handle(o.rejectWithdrawal, ({ operator, params, body }) =>
      operators.reject(operator, params.orderNo, body.reason),
    ),
    handle(o.withdrawalProof, async ({ params, reply }) => {
      const proof = await operators.proof(params.orderNo);
      return sendStoredImage(
        reply,
        { contentType: proof.type, data: proof.data },
        `proof-${params.orderNo}`,
        "no-store",
      );
    }),
    handle(o.memberLedger, ({ operator, params, query }) =>
      operators.ledger(operator, params.memberId, query.page, query.size),
    ),
    handle(o.listJobs, () => ctx.jobs.status()),
    handle(o.adjustBalance, ({ operator, params, body, idempotencyKey }) =>
      operators.adjust(operator, params.memberId, body, idempotencyKey),
    ),
  ];
}
