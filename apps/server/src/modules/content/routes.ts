import {
  AnnouncementsQuery,
  AnnouncementsReply,
  CountriesQuery,
  CountriesReply,
  CustomerServiceReply,
  DomainRouteReply,
  HelpCenterQuery,
  HelpCenterReply,
  NoticeListQuery,
  NoticeListReply,
  parseAnnouncementTypes,
  RegisterSettingsReply,
  ResourcesReply,
} from "@jogada/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../platform/context.js";
import { SiteService } from "../site/service.js";
import { countryList } from "./countries.js";
import { ContentService } from "./service.js";

const tags = ["content"];

export const contentModule: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const content = new ContentService(ctx.pool);
  const site = new SiteService(ctx);

  app.get(
    "/wps/relay/MCSFE_getListAnnouncements",
    {
      config: { modId: "COMM3" },
      schema: {
        tags,
        summary: "Banners, player notices, popup and promotions of the asked types (B, PL, PU, PR, H)",
        querystring: AnnouncementsQuery,
        response: { 200: AnnouncementsReply },
      },
    },
    async (request) => {
      const { types, execution, language } = request.query;
      const wanted = types
        ? parseAnnouncementTypes(types)
        : [execution ?? request.brand.config.defaultAnnouncementType];
      return {
        success: true as const,
        value: await content.announcements(request.brand, language ?? request.language, wanted),
      };
    },
  );

  app.get(
    "/wps/relay/MCSFE_getNoticeList",
    {
      config: { modId: "COMM3" },
      schema: {
        tags,
        summary: "Player notices for the notice page, newest first, paged (9 per page by default)",
        querystring: NoticeListQuery,
        response: { 200: NoticeListReply },
      },
    },
    async (request) => {
      const { page, size, language } = request.query;
      return {
        success: true as const,
        value: await content.notices(request.brand, language ?? request.language, page, size),
      };
    },
  );

  app.get(
    "/wps/system/helpCenter",
    {
      config: { modId: "COMM3" },
      schema: {
        tags,
        summary: "Help centre entries (user agreement, terms, policies, deposit and withdraw help, FAQs)",
        querystring: HelpCenterQuery,
        response: { 200: HelpCenterReply },
      },
    },
    async (request) => ({
      success: true as const,
      value: await content.helpCenter(
        request.brand,
        request.query.language ?? request.language,
        request.query.tag,
      ),
    }),
  );

  app.get(
    "/wps/system/domainRoute",
    {
      config: { modId: "COMM3" },
      schema: {
        tags,
        summary: "Alternative domains of the site with their speed (lower is faster)",
        response: { 200: DomainRouteReply },
      },
    },
    async (request) => ({
      success: true as const,
      value: { domainList: await site.domainRoutes(request.brand.config.merchantCode) },
    }),
  );

  app.get(
    "/wps/system/countries",
    {
      config: { modId: "COMM3" },
      schema: {
        tags,
        summary: "Every country with its dialing code, named in the request's language",
        querystring: CountriesQuery,
        response: { 200: CountriesReply },
      },
    },
    async (request) => ({
      success: true as const,
      value: { countries: countryList(request.query.language ?? request.language) },
    }),
  );

  app.get(
    "/wps/system/customerService",
    {
      config: { alwaysAvailable: true },
      schema: {
        tags,
        summary: "Customer-service addresses; type 3 (live chat) and 4 (VIP) paths are encrypted",
        response: { 200: CustomerServiceReply },
      },
    },
    async (request) => ({
      success: true as const,
      value: { version: { pathList: await content.customerService(request.brand) } },
    }),
  );

  app.get(
    "/wps/system/resources",
    {
      config: { alwaysAvailable: true },
      schema: {
        tags,
        summary: "App downloads and QR-code targets of the brand",
        response: { 200: ResourcesReply },
      },
    },
    async (request) => ({ success: true as const, value: { resources: request.brand.config.resources } }),
  );

  app.get(
    "/wps/system/setting/register",
    {
      config: { modId: "REG3" },
      schema: {
        tags,
        summary: "The brand's registration field rules",
        response: { 200: RegisterSettingsReply },
      },
    },
    async (request) => ({ success: true as const, value: { rules: request.brand.config.register } }),
  );
};
