import type { AppContext } from "../../platform/context.js";
import { RateCounter } from "../../platform/rate-counter.js";
import { Secrets } from "../../platform/secrets.js";
import { BotCheck } from "./bot-check.js";
import { CaptchaService } from "./captcha.js";
import { HttpMailGateway } from "./mail-gateway.js";
import { OAuthClient } from "./oauth-client.js";
import { OAuthService } from "./oauth-service.js";
import { PasswordService } from "./password-service.js";
import { PhoneAuthClient } from "./phone-auth-client.js";
import { PhoneAuthService } from "./phone-auth-service.js";
import { type RegisterInput, RegistrationService } from "./registration.js";
import { AuthService, type Client } from "./service.js";
import { HttpSmsGateway } from "./sms-gateway.js";
import { VerificationService } from "./verification.js";

export type AuthServices = ReturnType<typeof authServices>;

/** Builds the account services from the context (also used by the test helpers). */
export function authServices(ctx: AppContext) {
  const counters = new RateCounter(ctx.pool);
  const secrets = new Secrets(ctx.pool);
  const captcha = new CaptchaService(ctx, counters);
  const botCheck = new BotCheck(ctx, secrets);
  const codes = new VerificationService(ctx, counters, secrets, new HttpSmsGateway(ctx.config));
  const auth = new AuthService(ctx, ctx.members, ctx.sessions, counters, captcha, botCheck, codes);
  const passwords = new PasswordService(
    ctx,
    ctx.members,
    ctx.sessions,
    counters,
    codes,
    new HttpMailGateway(ctx.config),
  );
  const phoneAuth = new PhoneAuthService(
    ctx,
    new PhoneAuthClient(ctx.config),
    ctx.members,
    auth,
    counters,
    botCheck,
  );
  const registration = new RegistrationService(ctx, ctx.members, ctx.sessions, {
    async verify(brand, input: RegisterInput, _mode, who) {
      const merchantCode = brand.config.merchantCode;
      if (ctx.brands.isModuleEnabled(brand, "CAPTCHA3")) {
        await captcha.verify((who as Client).captchaId, input.captcha);
      }
      await botCheck.verify(input.altcha);
      const smsOn = ctx.brands.isModuleEnabled(brand, "REGMOBVERF3");
      // A phone-auth proof counts only where the brand signs in by phone-auth.
      if (input.firebaseIdToken && brand.config.signIn.phone && input.mobileNum?.trim()) {
        await phoneAuth.provesNumber(
          input.firebaseIdToken,
          input.countryDialingCode ?? "",
          input.mobileNum.trim(),
        );
      } else if (smsOn && input.mobileNum?.trim()) {
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
  const oauth = new OAuthService(ctx, new OAuthClient(ctx.config), ctx.members, auth, counters);
  return { counters, captcha, botCheck, codes, auth, passwords, registration, oauth, phoneAuth };
}
