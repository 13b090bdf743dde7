import fastifyMultipart from "@fastify/multipart";
import {
  AVATAR_MAX_BYTES,
  AvatarReply,
  FIELD_LABELS,
  MemberInfoReply,
  matchesRule,
  PaymentPasswordReply,
  PaymentPasswordRequest,
  patternMessage,
  StaticAvatarRequest,
} from "@jogada/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../platform/context.js";
import { AppError } from "../../platform/errors.js";
import { sendStoredImage } from "../../platform/image-upload.js";

const TAG = ["member"];
const SECURE = { security: [{ session: [] }] };

export const membersModule: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const members = ctx.members;
  await app.register(fastifyMultipart, { limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 2 } });

  app.get(
    "/wps/member/info",
    {
      config: { auth: "any", allowPendingPasswordChange: true },
      schema: {
        tags: TAG,
        summary: "The logged-in account's information",
        ...SECURE,
        response: { 200: MemberInfoReply },
      },
    },
    async (request) => ({ success: true as const, value: await members.info(request.member!.id) }),
  );

  for (const path of ["/wps/member/info/icon", "/wps/relay/MCSFE_getPlayerAvatar"]) {
    app.get(
      path,
      {
        config: { auth: "any", modId: "PROFPIC3" },
        schema: {
          tags: TAG,
          summary: "The account's avatar (CUSTOM upload or STATIC choice)",
          ...SECURE,
          response: { 200: AvatarReply },
        },
      },
      async (request) => ({ success: true as const, value: await members.avatar(request.member!.id) }),
    );
  }

  app.put(
    "/wps/member/info/icon",
    {
      config: { auth: "real", modId: "PROFPIC3" },
      schema: {
        tags: TAG,
        summary: "Chooses a static avatar",
        ...SECURE,
        body: StaticAvatarRequest,
        response: { 200: AvatarReply },
      },
    },
    async (request) => ({
      success: true as const,
      value: await members.setAvatar(request.member!.id, request.body),
    }),
  );

  app.post(
    "/wps/member/info/icon",
    {
      config: { auth: "real", modId: "PROFPIC3" },
      schema: {
        tags: TAG,
        summary: "Uploads a PNG or JPG avatar (multipart field `file`)",
        ...SECURE,
        response: { 200: AvatarReply },
      },
    },
    async (request) => {
      const maxKb = Math.floor(AVATAR_MAX_BYTES / 1024);
      const file = await request.file().catch(() => undefined);
      if (!file) throw new AppError("avatar.invalid", { maxKb }, { field: "file" });
      const data = await file.toBuffer().catch(() => undefined);
      if (!data || file.file.truncated) throw new AppError("avatar.invalid", { maxKb }, { field: "file" });
      return { success: true as const, value: await members.setCustomAvatar(request.member!.id, data) };
    },
  );

  app.get(
    "/wps/member/avatar/:id",
    {
      schema: {
        tags: TAG,
        summary: "An uploaded avatar image",
        params: z.object({ id: z.coerce.number().int().positive() }),
      },
    },
    async (request, reply) => {
      const image = await members.avatarImage(request.params.id);
      if (!image) throw new AppError("resource.not.found");
      return sendStoredImage(reply, image, `avatar-${request.params.id}`, "public, max-age=300");
    },
  );

  app.post(
    "/wps/member/password/payment",
    {
      config: { auth: "real", encrypted: true },
      schema: {
        tags: TAG,
        summary: "Sets or changes the payment password (enc)",
        ...SECURE,
        body: PaymentPasswordRequest,
        response: { 200: PaymentPasswordReply },
      },
    },
    async (request) => {
      const body = request.body;
      if (body.newPaymentPassword !== body.confirmPaymentPassword) {
        throw new AppError("password.confirm.mismatch", {}, { field: "confirmPaymentPassword" });
      }
      const rule = request.brand.config.register.find((r) => r.key === "paymentPassword");
      if (rule && !matchesRule(body.newPaymentPassword, rule)) {
        throw new AppError(
          "field.invalid",
          {
            label: FIELD_LABELS.paymentPassword[request.language],
            detail: patternMessage(rule.patternId, rule.minLength, rule.maxLength, request.language),
          },
          { field: "newPaymentPassword" },
        );
      }
      await members.setPaymentPassword(request.member!.id, body);
      return { success: true as const, value: { paymentPasswordSet: true as const } };
    },
  );
};
