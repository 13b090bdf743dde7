import { calls } from "@jogada/contracts";
import { type CallBinding, handle } from "../../platform/calls.js";
import type { ResponsibleGamingServices } from "./module.js";

const { responsibleGaming: rg } = calls;

/** The player's responsible-gaming tools and the back office's view of them. */
export function responsibleGamingRoutes({ players, operators }: ResponsibleGamingServices): CallBinding[] {
  return [
    handle(rg.rgOverview, ({ member, brand }) => players.overview(member.id, brand.config)),
    handle(rg.rgHistory, ({ member, query }) => players.history(member.id, query.page, query.size)),
    handle(rg.rgSetLimit, ({ member, brand, body }) =>
      players.setLimit(member.id, member.merchantCode, brand.config, body),
    ),
    handle(rg.rgConfirmLimit, ({ member, brand, body }) =>
      players.confirmLimit(member.id, brand.config, body),
    ),
    handle(rg.rgCancelLimitChange, ({ member, brand, body }) =>
      players.cancelLimitChange(member.id, brand.config, body),
    ),
    handle(rg.rgRealityCheck, ({ member }) => players.realityCheck(member.id)),
    handle(rg.rgSetRealityCheck, ({ member, body }) =>
      players.setRealityCheck(member.id, member.merchantCode, body.intervalMinutes),
    ),
    handle(rg.rgSession, ({ member, brand }) =>
      players.session(member.id, member.merchantCode, brand.config),
    ),
    handle(rg.rgTimeOut, ({ member, body }) => players.timeOut(member.id, member.merchantCode, body.days)),
    handle(rg.rgSelfExclude, ({ member, body }) =>
      players.selfExclude(member.id, member.merchantCode, body.period),
    ),
    handle(rg.rgCloseAccount, ({ member, body }) =>
      players.closeAccount(member.id, member.merchantCode, body.reason),
    ),
    handle(rg.rgStartAutoPlay, ({ member, brand, body }) =>
      players.startAutoPlay(member.id, brand.config, body),
    ),
    handle(rg.rgBirthday, ({ member, brand }) => players.birthday(member.id, brand.config)),
    handle(rg.rgSetBirthday, ({ member, brand, body }) =>
      players.setBirthday(member.id, member.merchantCode, brand.config, body.birthday),
    ),
    handle(rg.opsRgMember, ({ params }) => operators.view(params.memberId)),
    handle(rg.opsRgSetLimit, ({ operator, params, body }) =>
      operators.setLimit(operator, params.memberId, body),
    ),
    handle(rg.opsRgMarkers, ({ query }) => operators.markers(query.merchant)),
  ];
}
