import { calls } from "@jogada/contracts";
import { type CallBinding, handle } from "../../platform/calls.js";
import type { AppContext } from "../../platform/context.js";
import { whitelabelMenus } from "./menus.js";
import { SiteService } from "./service.js";

/** Site information and the status to show. */
export function siteRoutes(ctx: AppContext): CallBinding[] {
  const site = new SiteService(ctx);
  return [
    handle(calls.site.siteInfo, ({ brand, ip, request, language }) =>
      site.siteInfo(brand, { ip, country: request.country }, language),
    ),
    handle(calls.site.whitelabelMenus, ({ brand }) => whitelabelMenus(brand)),
  ];
}
