import { calls, parseAnnouncementTypes } from "@jogada/contracts";
import { type CallBinding, handle } from "../../platform/calls.js";
import type { AppContext } from "../../platform/context.js";
import { SiteService } from "../site/service.js";
import { countryList } from "./countries.js";
import { ContentService } from "./service.js";

const { content: c } = calls;

/** Announcements, notices, help centre and the brand's contact and download details. */
export function contentRoutes(ctx: AppContext): CallBinding[] {
  const content = new ContentService(ctx.pool);
  const site = new SiteService(ctx);
  return [
    handle(c.announcements, ({ brand, language, query }) => {
      const wanted = query.types
        ? parseAnnouncementTypes(query.types)
        : [query.execution ?? brand.config.defaultAnnouncementType];
      return content.announcements(brand, query.language ?? language, wanted);
    }),
    handle(c.noticeList, ({ brand, language, query }) =>
      content.notices(brand, query.language ?? language, query.page, query.size),
    ),
    handle(c.helpCenter, ({ brand, language, query }) =>
      content.helpCenter(brand, query.language ?? language, query.tag),
    ),
    handle(c.domainRoutes, async ({ brand }) => ({
      domainList: await site.domainRoutes(brand.config.merchantCode),
    })),
    handle(c.countries, ({ language, query }) => ({ countries: countryList(query.language ?? language) })),
    handle(c.customerService, async ({ brand }) => ({
      version: { pathList: await content.customerService(brand) },
    })),
    handle(c.resources, ({ brand }) => ({ resources: brand.config.resources })),
    handle(c.registerSettings, ({ brand }) => ({ rules: brand.config.register })),
  ];
}
