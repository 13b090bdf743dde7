import fastifyCookie from "@fastify/cookie";
import {
  AffiliateQuery,
  AffiliateReply,
  BotChallenge,
  CaptchaReply,
  ChangePasswordReply,
  ChangePasswordRequest,
  ForgotByEmailReply,
  ForgotByEmailRequest,
  FreePlayRequest,
  type Language,
  LoginReply,
  LoginRequest,
  LogoutReply,
  RegisterReply,
  RegisterRequest,
  RememberReply,
  ResetByLinkReply,
  ResetByLinkRequest,
  ResetByPhoneReply,
  ResetByPhoneRequest,
  SmsCodeExpiryReply,
  SmsCodeMinutesReply,
  SmsLoginCodeRequest,
  SmsPasswordCodeRequest,
  SmsRegisterCodeRequest,
} from "@jogada/contracts";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../platform/context.js";
import { AppError } from "../../platform/errors.js";
import { RateCounter } from "../../platform/rate-counter.js";
import { Secrets } from "../../platform/secrets.js";
import type { LoadedBrand } from "../brand/service.js";
import { BotCheck } from "./bot-check.js";
import { CAPTCHA_COOKIE, CaptchaService } from "./captcha.js";
import { HttpMailGateway } from "./mail-gateway.js";
import { type RegisterInput, RegistrationService } from "./registration.js";
import { AuthService, type Client } from "./service.js";
import { HttpSmsGateway } from "./sms-gateway.js";
import { VerificationService } from "./verification.js";

export const REMEMBER_COOKIE = "remember_me";
const TAG = ["auth"];
const SECURE = { security: [{ session: [] }] };

function client(request: FastifyRequest): Client {
  const userAgent = request.headers["user-agent"];
  return {
    ip: request.ip,
    userAgent: typeof userAgent === "string" ? userAgent : "",
    language: request.language,
    captchaId: request.cookies?.[CAPTCHA_COOKIE],
  };
}

/** Builds the account services from the context (also used by the test helpers). */
export function authServices(ctx: AppContext) {
  const counters = new RateCounter(ctx.pool);
  const secrets = new Secrets(ctx.pool);
  const captcha = new CaptchaService(ctx, counters);
  const botCheck = new BotCheck(ctx, secrets);
  const codes = new VerificationService(ctx, counters, secrets, new HttpSmsGateway(ctx.config));
  const auth = new AuthService(
    ctx,
    ctx.members,
    ctx.sessions,
    counters,
    captcha,
    botCheck,
    codes,
    new HttpMailGateway(ctx.config),
  );
  const registration = new RegistrationService(ctx, ctx.members, ctx.sessions, {
    async verify(brand, input: RegisterInput, _mode, who) {
      const merchantCode = brand.config.merchantCode;
      if (ctx.brands.isModuleEnabled(brand, "CAPTCHA3")) {
        await captcha.verify((who as Client).captchaId, input.captcha);
      }
      await botCheck.verify(input.altcha);
      const smsOn = ctx.brands.isModuleEnabled(brand, "REGMOBVERF3");
      if (smsOn && input.mobileNum?.trim()) {
        await codes.verify({
          merchantCode,
          purpose: "register",
          dialCode: input.countryDialingCode ?? "",
          mobile: input.mobileNum.trim(),
          code: input.verificationCode,
        });
      }
    },
  });
  return { counters, captcha, botCheck, codes, auth, registration };
}

export const authModule: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { captcha, botCheck, codes, auth, registration } = authServices(ctx);
  const secureCookies = ctx.config.PUBLIC_URL.startsWith("https://");

  await app.register(fastifyCookie);
  // The forgot-by-email call is a classic form post (SPEC §7).
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  const setRememberCookie = async (reply: FastifyReply, memberId: number, merchantCode: string) => {
    const token = await auth.issueRememberToken(memberId, merchantCode);
    reply.setCookie(REMEMBER_COOKIE, token, {
      path: "/wps/session",
      httpOnly: true,
      sameSite: "strict",
      secure: secureCookies,
      maxAge: 86_400,
    });
  };

  app.get(
    "/wps/captcha",
    {
      config: { throttle: "login" },
      schema: {
        tags: TAG,
        summary: "A new captcha image (single use, 5 minutes, one a second)",
        response: { 200: CaptchaReply },
      },
    },
    async (request, reply) => {
      const key = request.cookies[CAPTCHA_COOKIE] ?? request.ip;
      const { id, image } = await captcha.create(key.length <= 64 ? key : request.ip);
      reply.setCookie(CAPTCHA_COOKIE, id, {
        path: "/wps",
        httpOnly: true,
        sameSite: "strict",
        secure: secureCookies,
        maxAge: 300,
      });
      return { success: true as const, value: image };
    },
  );

  app.get(
    "/wps/captcha/challenge",
    {
      config: { throttle: "login" },
      schema: {
        tags: TAG,
        summary: "A proof-of-work challenge for the bot check of login and registration",
        response: { 200: BotChallenge },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return botCheck.challenge();
    },
  );

  app.post(
    "/wps/session/login",
    {
      config: { throttle: "login", encrypted: true },
      schema: {
        tags: TAG,
        summary: "Log in by username and password or by SMS code (enc)",
        body: LoginRequest,
        response: { 200: LoginReply },
      },
    },
    async (request, reply) => {
      const { value, memberId } = await auth.login(request.brand, request.body, client(request));
      if (request.body.rememberMe)
        await setRememberCookie(reply, memberId, request.brand.config.merchantCode);
      return { success: true as const, value };
    },
  );

  app.post(
    "/wps/session/login/freeplay",
    {
      config: { throttle: "login", modId: "FREEPLAY3" },
      schema: {
        tags: TAG,
        summary: "Free play: a new trial account with play money",
        body: FreePlayRequest,
        response: { 200: LoginReply },
      },
    },
    async (request) => {
      const { value } = await auth.freePlay(request.brand, client(request));
      return { success: true as const, value };
    },
  );

  app.post(
    "/wps/session/login/remember",
    {
      config: { throttle: "login" },
      schema: {
        tags: TAG,
        summary: "A new session from the remember-me cookie (rotated)",
        response: { 200: RememberReply },
      },
    },
    async (request, reply) => {
      const { value, memberId } = await auth.loginWithRememberToken(
        request.brand,
        request.cookies[REMEMBER_COOKIE],
        client(request),
      );
      await setRememberCookie(reply, memberId, request.brand.config.merchantCode);
      return { success: true as const, value };
    },
  );

  app.delete(
    "/wps/session/logout",
    {
      config: { auth: "any", allowPendingPasswordChange: true },
      schema: { tags: TAG, summary: "Ends the session", ...SECURE, response: { 200: LogoutReply } },
    },
    async (request, reply) => {
      const member = request.member!;
      await auth.logout(member.sessionId, member.id);
      reply.clearCookie(REMEMBER_COOKIE, { path: "/wps/session" });
      return { success: true as const, value: null };
    },
  );

  // ----- SMS codes

  const smsTarget = (request: {
    body: { mobileNum: string; countryDialingCode: string };
    brand: LoadedBrand;
    ip: string;
    language: Language;
  }) => ({
    merchantCode: request.brand.config.merchantCode,
    brandName: request.brand.config.name,
    dialCode: request.body.countryDialingCode,
    mobile: request.body.mobileNum,
    ip: request.ip,
    language: request.language,
  });

  app.post(
    "/wps/verification/sms/noLogin",
    {
      config: { throttle: "login", modId: "MOBILEVERCODELOGIN3" },
      schema: {
        tags: TAG,
        summary: "Sends an SMS login code",
        body: SmsLoginCodeRequest,
        response: { 200: SmsCodeMinutesReply },
      },
    },
    async (request) => {
      const sent = await codes.sendForPurpose("login", smsTarget(request));
      return { success: true as const, value: { expiredMinutes: sent.expiredMinutes } };
    },
  );

  app.post(
    "/wps/verification/sms/register",
    {
      config: { throttle: "login", modId: "REGMOBVERF3" },
      schema: {
        tags: TAG,
        summary: "Sends an SMS registration code",
        body: SmsRegisterCodeRequest,
        response: { 200: SmsCodeMinutesReply },
      },
    },
    async (request) => {
      const sent = await codes.sendForPurpose("register", smsTarget(request));
      return { success: true as const, value: { expiredMinutes: sent.expiredMinutes } };
    },
  );

  app.post(
    "/wps/verification/sms/password",
    {
      config: { throttle: "login", modId: "CHNGPASSVERIF3" },
      schema: {
        tags: TAG,
        summary: "Sends a forgot-password SMS code",
        body: SmsPasswordCodeRequest,
        response: { 200: SmsCodeExpiryReply },
      },
    },
    async (request) => {
      if (!ctx.brands.isModuleEnabled(request.brand, "PWRESETSMS3"))
        throw new AppError("function.not.available");
      const sent = await codes.sendForPurpose("password", smsTarget(request));
      return { success: true as const, value: { expirationTime: sent.expirationTime } };
    },
  );

  // ----- Registration

  for (const mode of ["username", "mobile"] as const) {
    app.put(
      mode === "username" ? "/wps/member/register" : "/wps/member/register/mobile",
      {
        config: { throttle: "login", encrypted: true, modId: mode === "username" ? "REG3" : "MOBILENUMREG3" },
        schema: {
          tags: TAG,
          summary:
            mode === "username"
              ? "Registers by username and logs in (enc)"
              : "Registers by mobile number and logs in (enc)",
          body: RegisterRequest,
          response: { 200: RegisterReply },
        },
      },
      async (request) => {
        const value = await registration.register(request.brand, request.body, mode, client(request));
        return { success: true as const, value };
      },
    );
  }

  app.get(
    "/wps/agent/affiliate",
    {
      config: { modId: "AFFMAN3" },
      schema: {
        tags: TAG,
        summary: "Checks an affiliate (invitation) code",
        querystring: AffiliateQuery,
        response: { 200: AffiliateReply },
      },
    },
    async (request) => {
      const agent = await ctx.members.agentByAffiliateCode(
        request.brand.config.merchantCode,
        request.query.code,
      );
      if (!agent) throw new AppError("affiliate.invalid", {}, { field: "code" });
      return {
        success: true as const,
        value: { valid: true as const, agent: agent.nickname ?? agent.username },
      };
    },
  );

  // ----- Passwords

  app.post(
    "/wps/member/password",
    {
      config: { encrypted: true, auth: "real", allowPendingPasswordChange: true, modId: "PASS3" },
      schema: {
        tags: TAG,
        summary: "Changes the password (enc)",
        ...SECURE,
        body: ChangePasswordRequest,
        response: { 200: ChangePasswordReply },
      },
    },
    async (request) => {
      await auth.changePassword(request.brand, request.member!, request.body, request.language);
      return { success: true as const, value: null };
    },
  );

  app.post(
    "/wps/member/password/email",
    {
      config: { throttle: "login", modId: "PASS3" },
      schema: {
        tags: TAG,
        summary: "Forgot password: mails a reset link (form-encoded)",
        body: ForgotByEmailRequest,
        response: { 200: ForgotByEmailReply },
      },
    },
    async (request) => {
      await auth.forgotByEmail(request.brand, request.body, client(request));
      return { success: true as const, value: null };
    },
  );

  app.post(
    "/wps/member/password/reset",
    {
      config: { throttle: "login", encrypted: true, modId: "PASS3" },
      schema: {
        tags: TAG,
        summary: "Sets a new password from the mailed link and logs in (enc)",
        body: ResetByLinkRequest,
        response: { 200: ResetByLinkReply },
      },
    },
    async (request) => ({
      success: true as const,
      value: await auth.resetByLink(request.brand, request.body, client(request)),
    }),
  );

  app.post(
    "/wps/member/password/verification",
    {
      config: { throttle: "login", encrypted: true, modId: "CHNGPASSVERIF3" },
      schema: {
        tags: TAG,
        summary: "Sets a new password with an SMS code and logs in (enc)",
        body: ResetByPhoneRequest,
        response: { 200: ResetByPhoneReply },
      },
    },
    async (request) => {
      if (!ctx.brands.isModuleEnabled(request.brand, "PWRESETSMS3"))
        throw new AppError("function.not.available");
      return {
        success: true as const,
        value: await auth.resetByPhone(request.brand, request.body, client(request)),
      };
    },
  );
};
