import type { ErrorCode } from "@jogada/contracts";
import { createRemoteJWKSet, type JWTVerifyGetKey, jwtVerify } from "jose";
import type { Config } from "../../config.js";
import { AppError } from "../../platform/errors.js";

/** The provider's refusals (Firebase Identity Toolkit reasons) as the errors the player reads. */
const REFUSALS: Record<string, ErrorCode> = {
  MISSING_PHONE_NUMBER: "phoneauth.phone.missing",
  INVALID_PHONE_NUMBER: "phoneauth.phone.invalid",
  TOO_MANY_ATTEMPTS_TRY_LATER: "phoneauth.too.many",
  MISSING_CODE: "phoneauth.code.invalid",
  INVALID_CODE: "phoneauth.code.invalid",
  CAPTCHA_CHECK_FAILED: "phoneauth.captcha.failed",
  QUOTA_EXCEEDED: "phoneauth.quota",
  OPERATION_NOT_ALLOWED: "phoneauth.not.enabled",
  SESSION_EXPIRED: "phoneauth.code.expired",
  INVALID_SESSION_INFO: "phoneauth.code.expired",
  MISSING_SESSION_INFO: "phoneauth.code.expired",
};

interface Settings {
  url: string;
  apiKey: string;
  projectId: string;
  issuer: string;
  jwksUrl: string;
}

/**
 * A Firebase-style phone verification provider through its REST calls: it texts a code for a
 * phone number and trades the right code for an ID token naming that number, which is checked here
 * (signature by the provider's published keys, issuer, audience, expiry) before it counts.
 * Outside production every setting defaults to the sandbox's stand-in.
 */
export class PhoneAuthClient {
  private keys: JWTVerifyGetKey | undefined;

  constructor(private readonly config: Config) {}

  private settings(): Settings {
    const c = this.config;
    const sandbox = c.NODE_ENV !== "production";
    const url = c.PHONE_AUTH_URL ?? (sandbox ? `${c.SANDBOX_URL.replace(/\/+$/, "")}/phone-auth` : undefined);
    const apiKey = c.PHONE_AUTH_API_KEY ?? (sandbox ? "sandbox-phone-auth-key" : undefined);
    const projectId = c.PHONE_AUTH_PROJECT_ID ?? (sandbox ? "jogada-sandbox" : undefined);
    if (!url || !apiKey || !projectId) throw new AppError("phoneauth.unavailable");
    const base = url.replace(/\/+$/, "");
    return {
      url: base,
      apiKey,
      projectId,
      issuer: c.PHONE_AUTH_ISSUER ?? `${base}/${projectId}`,
      jwksUrl: c.PHONE_AUTH_JWKS_URL ?? `${base}/jwks`,
    };
  }

  private async call(path: string, body: object): Promise<Record<string, unknown>> {
    const settings = this.settings();
    let response: Response;
    try {
      response = await fetch(`${settings.url}/v1/${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-goog-api-key": settings.apiKey },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(5000),
      });
    } catch {
      throw new AppError("phoneauth.unavailable");
    }
    const reply = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    if (response.ok) return reply;
    const reason = String((reply.error as { message?: unknown } | undefined)?.message ?? "");
    // Firebase appends detail after " : " to some reasons.
    const code = REFUSALS[reason.split(" ")[0] ?? ""];
    throw new AppError(code ?? "phoneauth.unavailable");
  }

  /** Texts a code to an E.164 number; the provider's handle for that code. */
  async sendCode(phoneNumber: string, captchaToken: string): Promise<string> {
    const reply = await this.call("accounts:sendVerificationCode", {
      phoneNumber,
      recaptchaToken: captchaToken,
    });
    if (typeof reply.sessionInfo !== "string") throw new AppError("phoneauth.unavailable");
    return reply.sessionInfo;
  }

  /** The provider's ID token for the right code. */
  async confirm(sessionInfo: string, code: string): Promise<string> {
    const reply = await this.call("accounts:signInWithPhoneNumber", { sessionInfo, code });
    if (typeof reply.idToken !== "string") throw new AppError("phoneauth.unavailable");
    return reply.idToken;
  }

  /** The verified phone number (E.164) an ID token names; a forged, foreign or stale token is refused. */
  async verifiedPhone(idToken: string): Promise<string> {
    const settings = this.settings();
    this.keys ??= createRemoteJWKSet(new URL(settings.jwksUrl));
    try {
      const { payload } = await jwtVerify(idToken, this.keys, {
        issuer: settings.issuer,
        audience: settings.projectId,
        algorithms: ["ES256", "RS256"],
      });
      if (typeof payload.phone_number !== "string" || !payload.sub) throw new Error("no phone number");
      return payload.phone_number;
    } catch {
      throw new AppError("phoneauth.token.invalid");
    }
  }
}
