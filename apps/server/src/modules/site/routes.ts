import { SiteInfoQuery, SiteInfoReply } from "@jogada/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../platform/context.js";
import { SiteService } from "./service.js";

export const siteModule: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const site = new SiteService(ctx);

  app.get(
    "/wps/system/status",
    {
      config: { alwaysAvailable: true },
      schema: {
        tags: ["site"],
        summary: "Site information, permissions and the status to show (0 normal, 1 maintenance, 2 region)",
        querystring: SiteInfoQuery,
        response: { 200: SiteInfoReply },
      },
    },
    async (request) => ({
      success: true as const,
      value: await site.siteInfo(
        request.brand,
        { ip: request.ip, country: request.country },
        request.language,
      ),
    }),
  );
};
