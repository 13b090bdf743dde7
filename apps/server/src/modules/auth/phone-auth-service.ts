import { randomBytes } from "node:crypto";
import { PHONE_AUTH, type PhoneAuthVerifyValue } from "@jogada/contracts";
import { parsePhoneNumberFromString } from "libphonenumber-js";
import type { AppContext } from "../../platform/context.js";
import { withTransaction } from "../../platform/db.js";
import { AppError } from "../../platform/errors.js";
import type { RateCounter } from "../../platform/rate-counter.js";
import type { LoadedBrand } from "../brand/service.js";
import type { MemberService } from "../members/service.js";
import type { BotCheck } from "./bot-check.js";
import type { PhoneAuthClient } from "./phone-auth-client.js";
import * as repo from "./phone-auth-repository.js";
import type { AuthService, Client } from "./service.js";
import { hashToken } from "./sessions.js";

/** Codes one address may ask for in an hour, whatever the numbers (a texting bill is real money). */
const CODES_PER_IP_HOUR = 30;

/** "+55" and "11987654321" → "+5511987654321" when libphonenumber knows it for a real number. */
export function e164(dialCode: string, mobile: string): string {
  if (!mobile) throw new AppError("phoneauth.phone.missing", {}, { field: "mobileNum" });
  const parsed = parsePhoneNumberFromString(`${dialCode}${mobile}`);
  if (!/^[0-9]{5,15}$/.test(mobile) || !parsed?.isValid())
    throw new AppError("phoneauth.phone.invalid", {}, { field: "mobileNum" });
  return parsed.number;
}

/**
 * Sign-in with a code texted by the phone-auth provider (SPEC §4), switched per brand
 * (`signIn.phone`). The server asks the provider for the code and trades it for the provider's ID
 * token itself, so the countdown, the five-minute wait and the wrong-code limit hold whatever the
 * browser does; the token's number must be the one the code was asked for.
 */
export class PhoneAuthService {
  constructor(
    private readonly ctx: Pick<AppContext, "pool">,
    private readonly client: PhoneAuthClient,
    private readonly members: MemberService,
    private readonly auth: AuthService,
    private readonly counters: RateCounter,
    private readonly botCheck: BotCheck,
  ) {}

  private ensureOn(brand: LoadedBrand): void {
    if (!brand.config.signIn.phone) throw new AppError("oauth.provider.off");
  }

  async requestCode(
    brand: LoadedBrand,
    body: { countryDialingCode: string; mobileNum: string; altcha?: string; captchaToken?: string },
    who: Client,
  ) {
    this.ensureOn(brand);
    const merchantCode = brand.config.merchantCode;
    const phone = e164(body.countryDialingCode, body.mobileNum);
    // First, so that nobody makes a stranger's number wait without paying the proof of work.
    await this.botCheck.verify(body.altcha);
    const retryWindow = PHONE_AUTH.retryMinutes * 60;
    const blockKey = `phoneauth:block:${merchantCode}:${phone}`;
    const tooMany = () => new AppError("phoneauth.too.many", { minutes: PHONE_AUTH.retryMinutes });
    if ((await this.counters.count(blockKey, retryWindow)) > 0) throw tooMany();
    // Every request counts, refused ones too: hammering the button through the countdown ends in the wait.
    const requests = await this.counters.hit(`phoneauth:requests:${merchantCode}:${phone}`, retryWindow);
    if (requests > PHONE_AUTH.requestsBeforeRetry) {
      await this.counters.hit(blockKey, retryWindow);
      throw tooMany();
    }
    if ((await this.counters.hit(`phoneauth:ip:${who.ip}`, 3600)) > CODES_PER_IP_HOUR) throw tooMany();
    const since = await repo.secondsSinceLast(
      this.ctx.pool,
      merchantCode,
      body.countryDialingCode,
      body.mobileNum,
    );
    if (since !== undefined && since < PHONE_AUTH.countdownSeconds)
      throw new AppError("phoneauth.code.wait", {
        seconds: Math.ceil(PHONE_AUTH.countdownSeconds - since),
      });

    // The altcha answer was verified here and is spent; it stands for the provider's captcha unless
    // the site ran the provider's own widget.
    const sessionInfo = await this.client.sendCode(phone, body.captchaToken ?? body.altcha ?? "");
    const verificationId = randomBytes(32).toString("base64url");
    await repo.insertRequest(this.ctx.pool, {
      idHash: hashToken(verificationId),
      merchantCode,
      dialCode: body.countryDialingCode,
      mobile: body.mobileNum,
      sessionInfo,
      minutes: PHONE_AUTH.codeMinutes,
    });
    return {
      verificationId,
      countdownSeconds: PHONE_AUTH.countdownSeconds,
      expiredMinutes: PHONE_AUTH.countdownSeconds / 60,
    };
  }

  async verify(
    brand: LoadedBrand,
    body: { verificationId: string; code: string },
    who: Client,
  ): Promise<PhoneAuthVerifyValue> {
    this.ensureOn(brand);
    const merchantCode = brand.config.merchantCode;
    const idHash = hashToken(body.verificationId);
    if (!body.code) throw new AppError("phoneauth.code.invalid", {}, { field: "code" });
    // Locked while the provider is asked, so two tabs with the same code sign in once.
    const request = await withTransaction(this.ctx.pool, async (tx) => {
      const row = await repo.lockRequest(tx, idHash, merchantCode);
      if (!row || row.used_at || row.expired) {
        // Returned, not thrown, so that spending an expired request commits.
        if (row) await repo.useRequest(tx, idHash);
        return { error: new AppError("phoneauth.code.expired", {}, { field: "code" }) };
      }
      let idToken: string;
      try {
        idToken = await this.client.confirm(row.session_info, body.code);
      } catch (error) {
        if (error instanceof AppError && error.code === "phoneauth.code.invalid")
          await repo.countWrong(tx, idHash, PHONE_AUTH.wrongCodesAllowed);
        else if (error instanceof AppError && error.code === "phoneauth.code.expired")
          await repo.useRequest(tx, idHash);
        return { error };
      }
      await repo.useRequest(tx, idHash);
      return { row, idToken };
    });
    if ("error" in request) throw request.error;
    const { row, idToken } = request;
    const phone = await this.client.verifiedPhone(idToken);
    if (phone !== e164(row.country_dialing_code, row.mobile)) throw new AppError("phoneauth.token.invalid");

    const member = await this.members.byMobile(merchantCode, row.country_dialing_code, row.mobile);
    if (!member)
      return {
        status: "not-registered",
        firebaseIdToken: idToken,
        countryDialingCode: row.country_dialing_code,
        mobileNum: row.mobile,
      };
    if (member.status !== 0) throw new AppError("account.disabled");
    return { status: "signed-in", login: await this.auth.openSession(member, "phone-auth", who) };
  }

  /** Registration's proof of the number (SPEC §3 firebaseIdToken): the token must name it. */
  async provesNumber(idToken: string, dialCode: string, mobile: string): Promise<void> {
    const phone = await this.client.verifiedPhone(idToken);
    if (phone !== e164(dialCode, mobile)) throw new AppError("phoneauth.token.invalid");
  }
}
