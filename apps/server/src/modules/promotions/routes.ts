import { calls } from "@jogada/contracts";
import { type CallBinding, handle } from "../../platform/calls.js";
import type { Promotions } from "./module.js";

const { promotions: c } = calls;

/** Promotions, bonuses, raffles, reward centre and the back office's promotion calls. */
export function promotionRoutes(p: Promotions, defaultMerchant: string): CallBinding[] {
  const { service, bonuses, raffles, rewards, operations } = p;
  return [
    handle(c.listPromotions, ({ brand, member, language, request, query }) =>
      service.list(brand.config, member?.id ?? null, language, query.page, query.size, request.country),
    ),
    handle(c.promotionDetail, ({ brand, member, language, request, params }) =>
      service.detail(brand.config, member?.id ?? null, language, request.country, params.promotionId),
    ),
    handle(c.joinPromotion, ({ brand, member, language, request, body }) =>
      service.join(brand.config, member.id, language, request.country, body.promotionId),
    ),
    handle(c.requestReward, ({ brand, member, language, request, body }) =>
      service.claim(brand.config, member.id, language, request.country, body.promotionId),
    ),
    handle(c.claimRaffle, ({ brand, member, body }) =>
      raffles.claim(
        brand.config.merchantCode,
        member.id,
        body.promotionId,
        body.drawId,
        brand.config.currency.decimals,
      ),
    ),
    handle(c.rewardCenter, ({ brand, member, language }) => rewards.list(member.id, brand.config, language)),
    handle(c.bonusDetails, ({ brand, member, language, query }) =>
      bonuses.list(member.id, brand.config, language, query),
    ),
    handle(c.winnerBoard, ({ brand, language, query }) =>
      rewards.winners(brand.config, language, query.size),
    ),
    handle(c.raffleDraw, ({ language, params }) => raffles.view(params.drawId, language)),
    handle(c.withdrawalForfeitPreview, ({ brand, member, language }) =>
      bonuses.forfeitPreview(member.id, brand.config, language),
    ),
    handle(c.confirmWithdrawalForfeit, ({ brand, member }) => bonuses.forfeit(member.id, brand.config)),

    handle(c.opsPromotions, async ({ query }) =>
      operations.list(await operations.brand(query.merchant, defaultMerchant), query.page, query.size),
    ),
    handle(c.opsCreatePromotion, async ({ body }) => {
      const brand = await operations.brand(body.merchant, defaultMerchant);
      return (await operations.create(brand, body)) as NonNullable<
        Awaited<ReturnType<typeof operations.create>>
      >;
    }),
    handle(c.opsUpdatePromotion, ({ params, body }) =>
      operations.update(params.promotionId, body, defaultMerchant),
    ),
    handle(c.opsSetPromotionStatus, ({ params, body }) =>
      operations.setStatus(params.promotionId, body.status),
    ),
    handle(c.opsApplications, async ({ query }) =>
      operations.applications(
        await operations.brand(query.merchant, defaultMerchant),
        query.page,
        query.size,
      ),
    ),
    handle(c.opsDecideApplication, ({ params, body }) => operations.decide(params.participationId, body)),
    handle(c.opsGrantReward, ({ params, body }) => operations.grant(params.promotionId, body.username)),
  ];
}
