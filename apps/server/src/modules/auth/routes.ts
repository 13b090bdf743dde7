import { calls, type Language, LIMITS } from "@jogada/contracts";
import type { FastifyReply, FastifyRequest } from "fastify";
import { cookiesSecure } from "../../config.js";
import { type CallBinding, handle } from "../../platform/calls.js";
import type { AppContext } from "../../platform/context.js";
import { AppError } from "../../platform/errors.js";
import type { LoadedBrand } from "../brand/service.js";
import { CAPTCHA_COOKIE } from "./captcha.js";
import type { Client } from "./service.js";
import type { AuthServices } from "./services.js";

export const REMEMBER_COOKIE = "remember_me";
const { auth: a } = calls;

function client(request: FastifyRequest): Client {
  const userAgent = request.headers["user-agent"];
  return {
    ip: request.ip,
    userAgent: typeof userAgent === "string" ? userAgent : "",
    language: request.language,
    deviceId: typeof request.headers["device-id"] === "string" ? request.headers["device-id"] : undefined,
    captchaId: request.cookies?.[CAPTCHA_COOKIE],
  };
}

function smsTarget(
  brand: LoadedBrand,
  body: { mobileNum: string; countryDialingCode: string },
  ip: string,
  language: Language,
) {
  return {
    merchantCode: brand.config.merchantCode,
    brandName: brand.config.name,
    dialCode: body.countryDialingCode,
    mobile: body.mobileNum,
    ip,
    language,
  };
}

/** Login, sessions, SMS codes, registration and passwords. */
export function authRoutes(
  ctx: AppContext,
  { captcha, botCheck, codes, auth, passwords, registration, oauth, phoneAuth }: AuthServices,
): CallBinding[] {
  const secureCookies = cookiesSecure(ctx.config);
  const setRememberCookie = async (reply: FastifyReply, memberId: number, merchantCode: string) => {
    const token = await auth.issueRememberToken(memberId, merchantCode);
    reply.setCookie(REMEMBER_COOKIE, token, {
      path: "/wps/session",
      httpOnly: true,
      sameSite: "strict",
      secure: secureCookies,
      maxAge: LIMITS.rememberMeDays * 86_400,
    });
  };
  // PWRESETSMS3 switches the SMS half of the forgot-password flow on top of CHNGPASSVERIF3.
  const requireSmsReset = (brand: LoadedBrand) => {
    if (!ctx.brands.isModuleEnabled(brand, "PWRESETSMS3")) throw new AppError("function.not.available");
  };

  return [
    handle(a.captcha, async ({ request, reply }) => {
      const key = request.cookies[CAPTCHA_COOKIE] ?? request.ip;
      const { id, image } = await captcha.create(key.length <= 64 ? key : request.ip);
      reply.setCookie(CAPTCHA_COOKIE, id, {
        path: "/wps",
        httpOnly: true,
        sameSite: "strict",
        secure: secureCookies,
        maxAge: 300,
      });
      return image;
    }),
    handle(a.botChallenge, ({ reply }) => {
      reply.header("cache-control", "no-store");
      return botCheck.challenge();
    }),
    handle(a.captchaRequired, async ({ brand, query, request }) => ({
      captcha: await auth.captchaRequired(brand, query.username, client(request).ip),
    })),
    handle(a.login, async ({ brand, body, request, reply }) => {
      const { value, memberId } = await auth.login(brand, body, client(request));
      if (body.rememberMe) await setRememberCookie(reply, memberId, brand.config.merchantCode);
      return value;
    }),
    handle(a.freePlay, async ({ brand, request }) => (await auth.freePlay(brand, client(request))).value),
    handle(a.rememberLogin, async ({ brand, request, reply }) => {
      const { value, memberId } = await auth.loginWithRememberToken(
        brand,
        request.cookies[REMEMBER_COOKIE],
        client(request),
      );
      await setRememberCookie(reply, memberId, brand.config.merchantCode);
      return value;
    }),
    handle(a.signInOptions, ({ brand }) => oauth.options(brand)),
    handle(a.oauthStart, ({ brand, params, body }) => oauth.start(brand, params.provider, body.returnTo)),
    handle(a.oauthComplete, ({ brand, params, body, request }) =>
      oauth.complete(brand, params.provider, body, client(request)),
    ),
    handle(a.oauthLink, ({ brand, body, request }) => oauth.link(brand, body, client(request))),
    handle(a.phoneAuthCode, ({ brand, body, request }) =>
      phoneAuth.requestCode(brand, body, client(request)),
    ),
    handle(a.phoneAuthVerify, ({ brand, body, request }) => phoneAuth.verify(brand, body, client(request))),
    handle(a.logout, async ({ member, reply }) => {
      await auth.logout(member.sessionId, member.id);
      reply.clearCookie(REMEMBER_COOKIE, { path: "/wps/session" });
      return null;
    }),

    handle(a.smsLoginCode, async ({ brand, body, ip, language }) => {
      const sent = await codes.sendForPurpose("login", smsTarget(brand, body, ip, language));
      return { expiredMinutes: sent.expiredMinutes };
    }),
    handle(a.smsRegisterCode, async ({ brand, body, ip, language }) => {
      const sent = await codes.sendForPurpose("register", smsTarget(brand, body, ip, language));
      return { expiredMinutes: sent.expiredMinutes };
    }),
    handle(a.smsPasswordCode, async ({ brand, body, ip, language }) => {
      requireSmsReset(brand);
      const sent = await codes.sendForPurpose("password", smsTarget(brand, body, ip, language));
      return { expirationTime: sent.expirationTime };
    }),

    handle(a.register, ({ brand, body, request }) =>
      registration.register(brand, body, "username", client(request)),
    ),
    handle(a.registerByMobile, ({ brand, body, request }) =>
      registration.register(brand, body, "mobile", client(request)),
    ),
    handle(a.affiliate, async ({ brand, query }) => {
      const agent = await ctx.members.agentByAffiliateCode(brand.config.merchantCode, query.code);
      if (!agent) throw new AppError("affiliate.invalid", {}, { field: "code" });
      return { valid: true as const, agent: agent.nickname ?? agent.username };
    }),

    handle(a.changePassword, async ({ brand, member, body, language }) => {
      await passwords.changePassword(brand, member, body, language);
      return null;
    }),
    handle(a.forgotPasswordByEmail, async ({ brand, body, request }) => {
      await passwords.forgotByEmail(brand, body, client(request));
      return null;
    }),
    handle(a.resetPasswordByLink, ({ brand, body, request }) =>
      passwords.resetByLink(brand, body, client(request)),
    ),
    handle(a.resetPasswordByPhone, ({ brand, body, request }) => {
      requireSmsReset(brand);
      return passwords.resetByPhone(brand, body, client(request));
    }),
  ];
}
