import { writeAudit } from "../platform/audit-log.js";
import type { CallBinding, RegisterOptions } from "../platform/calls.js";
import type { AppContext } from "../platform/context.js";
import type { App } from "../platform/fastify-app.js";
import { partnerStatusReporter } from "../platform/partner-status.js";
import { agentJobs, agentRoutes, createAgents } from "./agents/index.js";
import { authHttp } from "./auth/http.js";
import { authRoutes } from "./auth/routes.js";
import { authServices } from "./auth/services.js";
import { cashierPlugins, createCashier } from "./cashier/index.js";
import { cashierJobs } from "./cashier/jobs.js";
import { cashierRoutes } from "./cashier/routes.js";
import { contentRoutes } from "./content/routes.js";
import { aggregatorOf } from "./games/aggregator-client.js";
import { CatalogueSync } from "./games/catalogue-sync.js";
import { hub88Of } from "./games/hub88-client.js";
import { hub88WalletRoutes } from "./games/hub88-routes.js";
import { Hub88Wallet } from "./games/hub88-wallet.js";
import { gamesJobs } from "./games/jobs.js";
import { gamesRoutes } from "./games/routes.js";
import { SeamlessWallet } from "./games/seamless-service.js";
import { seamlessWalletRoutes } from "./games/wallet-routes.js";
import {
  createHouseGames,
  type HouseGames,
  houseGamesJobs,
  houseGamesPlugin,
  houseGamesRoutes,
} from "./house-games/index.js";
import { ledgerJobs } from "./ledger/jobs.js";
import { createLottery, lotteryJobs, lotteryRoutes } from "./lottery/index.js";
import { createLoyalty, loyaltyJobs, loyaltyRoutes } from "./loyalty/index.js";
import { memberRoutes } from "./members/routes.js";
import { createMessages, messagesRoutes } from "./messages/index.js";
import { operatorJobs } from "./operators/jobs.js";
import { operatorRoutes } from "./operators/routes.js";
import { createPromotions, promotionJobs, promotionRoutes } from "./promotions/index.js";
import { createResponsibleGaming, responsibleGamingRoutes } from "./responsible-gaming/index.js";
import { siteRoutes } from "./site/routes.js";
import { walletRoutes } from "./wallet/routes.js";

export interface Modules {
  /** Every call, each answered by its module (the app registers them from their definitions). */
  bindings: CallBinding[];
  registration: RegisterOptions;
  houseGames: HouseGames;
  /** What is not a call: cookies and form posts, the crash socket and the crash timer. */
  plugins(app: App): Promise<void>;
}

/** Every domain module: its services, its calls, its jobs (run by the registry) and what is neither. */
export function createModules(ctx: AppContext): Modules {
  const aggregator = aggregatorOf(ctx);
  aggregator.observe = partnerStatusReporter(ctx.pool, "AGGREGATOR");
  // One seamless wallet whatever the partner's protocol: the aggregator's and Hub88's calls share it.
  const seamless = new SeamlessWallet(ctx);
  // Hub88's games join the catalogue beside the aggregator's when it is on (HUB88_ENABLED).
  const hub88 = hub88Of(ctx);
  if (hub88) hub88.observe = partnerStatusReporter(ctx.pool, "HUB88");
  ctx.jobs.register(
    gamesJobs(ctx, new CatalogueSync(ctx.pool, hub88 ? [aggregator, hub88] : aggregator, ctx.log)),
  );
  const houseGames = createHouseGames(ctx);
  ctx.jobs.register(houseGamesJobs(ctx, houseGames));
  const messages = createMessages(ctx);
  ctx.notify = (memberId, template, params) => messages.notify(Number(memberId), template, params);
  const lottery = createLottery(ctx);
  ctx.jobs.register(lotteryJobs(ctx, lottery));
  const agents = createAgents(ctx);
  ctx.jobs.register(agentJobs(agents));
  const cashier = createCashier(
    ctx,
    ctx.members,
    (memberId, brand) => agents.settlement.withdrawalsBlocked(memberId, brand),
    {
      check: (memberId, brand, accepted) => promotions.guardWithdrawal(memberId, brand, accepted),
      apply: (tx, memberId) => promotions.forfeitForWithdrawal(tx, memberId),
    },
    (memberId, brand) => loyalty.vip.withdrawalLimits(memberId, brand),
  );
  ctx.jobs.register(cashierJobs(ctx, cashier));
  const promotions = createPromotions(ctx, {
    isExcluded: (memberId) => ctx.responsibleGaming.isExcluded(memberId),
    depositCount: async (memberId) => (await cashier.deposits.facts(memberId)).depositCount,
    vipLevelOf: (memberId) => loyalty.vip.rankLevel(memberId),
  });
  const loyalty = createLoyalty(ctx, async (tx, input) => {
    const issued = await promotions.bonuses.issue(tx, {
      brand: input.brand,
      memberId: input.memberId,
      promotionId: null,
      participationId: null,
      amount: input.amount,
      deposit: 0n,
      wagering: input.wagering,
      reference: input.reference,
    });
    return { bonusId: issued.bonusId, announce: () => promotions.bonuses.announce(issued) };
  });
  promotions.rewards.sources.push((memberId, brand, language) =>
    loyalty.claims.items(memberId, brand, language),
  );
  ctx.members.useLabels((memberId) => loyalty.vip.labels(memberId));
  // The chat shows a level from VIP1 up; the entry level is no distinction.
  messages.useLevelLabels(async (memberId) => {
    const { clubLabel } = await loyalty.vip.labels(memberId);
    return clubLabel.rankLevel > 0 ? clubLabel.labelName : "";
  });
  ctx.jobs.register(loyaltyJobs(ctx, loyalty));
  cashier.deposits.creditedListeners.push((deposit) => promotions.onDeposit(deposit));
  promotions.bonuses.issuedListeners.push((issued) =>
    messages.notify(issued.memberId, "bonus.issued", { amount: issued.amount }),
  );
  // Players in a time-out, self-exclusion or closure get no marketing messages.
  messages.excludeFromBroadcasts(async (merchant, memberIds) => {
    const excluded = new Set((await ctx.responsibleGaming.excludedMemberIds(merchant)).map(Number));
    return new Set(memberIds.filter((id) => excluded.has(id)));
  });
  ctx.jobs.register(promotionJobs(ctx, promotions));
  ctx.jobs.register(ledgerJobs(ctx));
  ctx.jobs.register(operatorJobs(ctx));
  const bindings: CallBinding[] = [
    ...siteRoutes(ctx),
    ...authRoutes(ctx, authServices(ctx)),
    ...memberRoutes(
      ctx,
      (memberId) => agents.contracts.flags(memberId),
      (tx, input) => loyalty.claims.offerProfileReward(tx, input),
    ),
    ...contentRoutes(ctx),
    ...gamesRoutes(ctx, aggregator, hub88),
    ...seamlessWalletRoutes(seamless, ctx.metrics),
    ...hub88WalletRoutes(new Hub88Wallet(ctx, seamless)),
    ...walletRoutes(ctx, ctx.members),
    ...houseGamesRoutes(houseGames, ctx.metrics),
    ...lotteryRoutes(lottery),
    ...cashierRoutes(ctx, cashier),
    ...operatorRoutes(ctx, cashier),
    ...agentRoutes(agents),
    ...promotionRoutes(promotions, ctx.config.DEFAULT_MERCHANT),
    ...loyaltyRoutes(loyalty, ctx.config.DEFAULT_MERCHANT),
    ...responsibleGamingRoutes(createResponsibleGaming(ctx)),
    ...messagesRoutes(messages),
  ];
  return {
    bindings,
    registration: {
      reportUndeclaredErrors: ctx.config.NODE_ENV !== "production",
      auditStaffCall: (entry) => writeAudit(ctx.pool, entry),
    },
    houseGames,
    plugins: async (app) => {
      await app.register(authHttp);
      await app.register(houseGamesPlugin, { ctx, houseGames });
      await cashierPlugins(app, cashier);
    },
  };
}
