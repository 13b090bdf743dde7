import { calls } from "@jogada/contracts";
import { sessionToken } from "../../platform/auth.js";
import { type CallBinding, handle } from "../../platform/calls.js";
import type { AppContext } from "../../platform/context.js";
import { sendStoredImage } from "../../platform/image-upload.js";
import type { CashierServices } from "../cashier/index.js";
import { AdjustmentService } from "./adjustments.js";
import { AgentsAdmin } from "./agents-admin.js";
import { searchAudit } from "./audit-search.js";
import { ChangeRequests } from "./change-requests.js";
import { ContentAdmin } from "./content-admin.js";
import { Dashboard } from "./dashboard.js";
import { Exports } from "./exports.js";
import { FourEyesLimits } from "./four-eyes.js";
import { LotteryAdmin } from "./lottery-admin.js";
import { PaymentsAdmin } from "./payments-admin.js";
import { PlayersService } from "./players-service.js";
import { OperatorService } from "./service.js";
import { SettingsAdmin } from "./settings-admin.js";
import { StaffService } from "./staff-service.js";

const { operators: o, backOffice: b } = calls;

/** The back office under /ops: staff accounts with their own login, never a player token. */
export function operatorRoutes(ctx: AppContext, cashier: CashierServices): CallBinding[] {
  const operators = new OperatorService(ctx, cashier);
  const changes = new ChangeRequests(ctx.pool);
  const staff = new StaffService(ctx.pool, ctx.config.OPS_IDLE_MINUTES, changes);
  const adjustments = new AdjustmentService(ctx);
  const players = new PlayersService(ctx);
  const payments = new PaymentsAdmin(ctx);
  const content = new ContentAdmin(ctx);
  const settings = new SettingsAdmin(ctx);
  const lottery = new LotteryAdmin(ctx);
  const agents = new AgentsAdmin(ctx);
  const dashboard = new Dashboard(ctx);
  const fourEyes = new FourEyesLimits(ctx, changes);
  const exports = new Exports(ctx, players);
  return [
    handle(o.operatorLogin, ({ body, ip }) => staff.login(body, ip)),
    handle(b.staffSession, ({ operator, request }) =>
      staff.session(sessionToken(request), operator, request.staffRole ?? "read-only"),
    ),
    handle(b.staffLogout, ({ operator, request, ip }) => staff.logout(sessionToken(request), operator, ip)),
    handle(b.listStaff, () => staff.list()),
    handle(b.createStaff, ({ operator, ip, body }) => staff.create(operator, ip, body)),
    handle(b.updateStaff, ({ operator, ip, params, body }) =>
      staff.update(operator, ip, params.username, body),
    ),
    handle(b.resetStaffTotp, ({ operator, ip, params }) => staff.resetTotp(operator, ip, params.username)),
    handle(b.listChangeRequests, ({ query }) => changes.list(query.status, query.page, query.size)),
    handle(b.approveChangeRequest, ({ operator, ip, params }) =>
      changes.decide(operator, ip, params.id, { approve: true }),
    ),
    handle(b.rejectChangeRequest, ({ operator, ip, params, body }) =>
      changes.decide(operator, ip, params.id, { approve: false, reason: body.reason }),
    ),
    handle(b.searchAudit, async ({ query }) => {
      // Days on the clock of the brand asked for, else of the default brand (the console's).
      const brand = await ctx.brands.get(query.merchantCode ?? ctx.brands.defaultMerchant);
      return searchAudit(ctx.pool, query, brand?.config.timeZone ?? "UTC");
    }),
    handle(b.dashboard, ({ query }) => dashboard.figures(query)),
    handle(b.brandFourEyes, ({ params }) => fourEyes.get(params.merchantCode)),
    handle(b.setBrandFourEyes, ({ operator, ip, params, body }) =>
      fourEyes.set(operator, ip, params.merchantCode, body.limit),
    ),

    handle(b.searchPlayers, ({ query }) => players.search(query)),
    handle(b.exportPlayers, ({ operator, ip, query, reply }) =>
      exports.playersCsv(operator, ip, query, reply),
    ),
    handle(b.playerProfile, ({ params }) => players.profile(params.memberId)),
    handle(b.setPlayerStatus, ({ operator, ip, params, body }) =>
      players.setStatus(operator, ip, params.memberId, body.status, body.reason),
    ),
    handle(b.playerNotes, ({ params }) => players.notes(params.memberId)),
    handle(b.playerLinks, async ({ params }) => {
      await players.profile(params.memberId); // 404 for an unknown player
      return ctx.links.panel(params.memberId);
    }),
    handle(b.reviewPlayerLink, ({ operator, ip, params, body }) =>
      ctx.links.review(operator, ip, params.memberId, params.otherId, body),
    ),
    handle(b.addPlayerNote, ({ operator, ip, params, body }) =>
      players.addNote(operator, ip, params.memberId, body.text),
    ),
    handle(b.setPlayerLabels, ({ operator, ip, params, body }) =>
      players.setLabels(operator, ip, params.memberId, body.labels),
    ),
    handle(b.playerBets, ({ params, query }) => players.bets(params.memberId, query.page, query.size)),
    handle(b.playerSessions, ({ params, query }) =>
      players.sessions(params.memberId, query.page, query.size),
    ),
    handle(o.memberLedger, ({ operator, params, query }) =>
      operators.ledger(operator, params.memberId, query.page, query.size),
    ),

    handle(o.listWithdrawals, ({ query }) => operators.listWithdrawals(query.status, query.page, query.size)),
    handle(b.withdrawalDetail, ({ params }) => payments.withdrawal(params.orderNo)),
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
    handle(b.exportWithdrawals, ({ operator, ip, query, reply }) =>
      exports.withdrawalsCsv(operator, ip, query, reply),
    ),
    handle(b.confirmationQueue, ({ query }) => payments.confirmations(query.state, query.page, query.size)),
    handle(b.refundConfirmation, ({ operator, ip, params, body }) =>
      payments.resolve(operator, ip, params.orderNo, "refunded", body.reason),
    ),
    handle(b.closeConfirmation, ({ operator, ip, params, body }) =>
      payments.resolve(operator, ip, params.orderNo, "closed", body.reason),
    ),
    handle(b.listDeposits, ({ query }) => payments.deposits(query)),
    handle(b.depositNotifications, ({ query }) => payments.notifications(query.kind, query.page, query.size)),

    handle(o.adjustBalance, ({ operator, ip, params, body, idempotencyKey }) =>
      adjustments.create(operator, ip, params.memberId, body, idempotencyKey),
    ),
    handle(b.listAdjustments, ({ query }) => adjustments.list(query.status, query.page, query.size)),
    handle(b.approveAdjustment, ({ operator, ip, params }) =>
      adjustments.decide(operator, ip, params.id, { approve: true }),
    ),
    handle(b.rejectAdjustment, ({ operator, ip, params, body }) =>
      adjustments.decide(operator, ip, params.id, { approve: false, reason: body.reason }),
    ),

    handle(b.listContent, ({ query }) => content.list(query)),
    handle(b.createContent, ({ operator, ip, body }) => content.save(operator, ip, body)),
    handle(b.updateContent, ({ operator, ip, params, body }) => content.save(operator, ip, body, params.id)),
    handle(b.deleteContent, ({ operator, ip, params }) => content.remove(operator, ip, params.id)),
    handle(b.previewContent, ({ body }) => content.preview(body.content)),

    handle(b.listBrands, () => settings.brands()),
    handle(b.brandSettings, ({ params }) => settings.brand(params.merchantCode)),
    handle(b.setBrandModule, ({ operator, params, body }) =>
      settings.setModule(operator, params.merchantCode, params.modId, body.enabled),
    ),
    handle(b.setBrandMaintenance, ({ operator, params, body }) =>
      settings.setMaintenance(operator, params.merchantCode, body),
    ),
    handle(b.setBrandCountries, ({ operator, params, body }) =>
      settings.setCountries(operator, params.merchantCode, body),
    ),
    handle(b.setBrandValue, ({ operator, params, body }) =>
      settings.setValue(operator, params.merchantCode, body.path, body.value),
    ),
    handle(b.listVendors, () => settings.vendors()),
    handle(b.updateVendor, ({ operator, ip, params, body }) =>
      settings.updateVendor(operator, ip, params.vendor, body),
    ),
    handle(b.listGames, ({ query }) => settings.games(query)),
    handle(b.updateGame, ({ operator, ip, params, body }) =>
      settings.updateGame(operator, ip, params.gameId, body),
    ),

    handle(b.listDraws, ({ query }) => lottery.draws(query)),
    handle(b.drawResults, ({ params }) => lottery.results(params.drawId)),
    handle(b.drawLiability, ({ params }) => lottery.liability(params.drawId)),

    handle(b.listAgents, ({ query }) => agents.list(query)),
    handle(b.agentContracts, ({ params }) => agents.contracts(params.agentId)),
    handle(b.agentBills, ({ params, query }) => agents.bills(params.agentId, query.page, query.size)),

    handle(o.listJobs, () => ctx.jobs.status()),
  ];
}
