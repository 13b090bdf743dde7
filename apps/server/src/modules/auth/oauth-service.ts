import { randomBytes, randomInt } from "node:crypto";
import { type LoginValue, type OAuthCompleteValue, type OAuthProvider, TRIAL_TYPE } from "@jogada/contracts";
import * as oidc from "openid-client";
import type { AppContext } from "../../platform/context.js";
import { withTransaction } from "../../platform/db.js";
import { AppError } from "../../platform/errors.js";
import { decoyHash, verifyPassword } from "../../platform/passwords.js";
import type { RateCounter } from "../../platform/rate-counter.js";
import type { LoadedBrand } from "../brand/service.js";
import type { MemberService } from "../members/service.js";
import type { OAuthClient } from "./oauth-client.js";
import * as repo from "./oauth-repository.js";
import { type AuthService, type Client, loginFailureKeys } from "./service.js";
import { hashToken } from "./sessions.js";

/** A started sign-in and a link waiting for the password are good this long. */
const STATE_MINUTES = 10;
const LINK_MINUTES = 10;

/** "maria.silva@example.com" → "ma***@example.com". */
function maskEmail(email: string): string {
  const [name, domain] = email.split("@");
  if (!name || !domain) return "";
  return `${name.slice(0, 2)}***@${domain}`;
}

/**
 * A username for an account opened by a provider's sign-in: letters and digits of the address's
 * name (accents dropped, starting with a letter, at most 8) and four random digits, so it fits the
 * usual username rules and says nothing more about the player than the name they chose.
 */
export function usernameFromEmail(email: string, provider: OAuthProvider): string {
  const base = (email.split("@")[0] ?? "")
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "")
    .replace(/^[0-9]+/, "")
    .slice(0, 8);
  return `${base.length >= 3 ? base : provider}${randomInt(1000, 10_000)}`;
}

/**
 * Google and Facebook sign-in (SPEC §6), per the brand's flag. A provider's account signs in once
 * linked to a player. A first sign-in whose address belongs to an account here is linked only after
 * the player proves that account's password: the provider's word is never proof of owning it. A
 * first sign-in with an address unknown here opens a new account, linked, when the brand takes
 * registrations.
 */
export class OAuthService {
  constructor(
    private readonly ctx: Pick<AppContext, "pool" | "config" | "brands">,
    private readonly client: OAuthClient,
    private readonly members: MemberService,
    private readonly auth: AuthService,
    private readonly counters: RateCounter,
  ) {}

  options(brand: LoadedBrand) {
    const { google, facebook, phone = false } = brand.config.signIn;
    return { google, facebook, phone };
  }

  private ensureOn(brand: LoadedBrand, provider: OAuthProvider): void {
    if (!brand.config.signIn[provider]) throw new AppError("oauth.provider.off");
  }

  async start(brand: LoadedBrand, provider: OAuthProvider, returnTo: string) {
    this.ensureOn(brand, provider);
    const checks = {
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
      codeVerifier: oidc.randomPKCECodeVerifier(),
    };
    const authorizationUrl = await this.client.authorizationUrl(provider, checks);
    await repo.insertState(this.ctx.pool, {
      stateHash: hashToken(checks.state),
      merchantCode: brand.config.merchantCode,
      provider,
      codeVerifier: checks.codeVerifier,
      nonce: checks.nonce,
      returnTo,
      minutes: STATE_MINUTES,
    });
    return { authorizationUrl };
  }

  async complete(
    brand: LoadedBrand,
    provider: OAuthProvider,
    callback: { code: string; state: string; iss?: string },
    who: Client,
  ): Promise<OAuthCompleteValue> {
    this.ensureOn(brand, provider);
    const merchantCode = brand.config.merchantCode;
    // A state this server did not hand out, already used, expired or of another brand or provider.
    const started = await repo.claimState(this.ctx.pool, hashToken(callback.state), merchantCode, provider);
    if (!started) throw new AppError("oauth.state.invalid");
    const identity = await this.client.exchange(provider, callback, {
      state: callback.state,
      nonce: started.nonce,
      codeVerifier: started.code_verifier,
    });
    const memberId = await repo.linkedMember(this.ctx.pool, merchantCode, provider, identity.subject);
    if (memberId !== undefined) {
      const member = await this.members.byId(memberId);
      if (member?.status !== 0) throw new AppError("account.disabled");
      return {
        status: "signed-in",
        returnTo: started.return_to,
        login: await this.auth.openSession(member, "oauth", who),
      };
    }
    const known = identity.email !== "" && (await this.members.emailTaken(merchantCode, identity.email));
    if (!known && this.registrationOpen(brand)) {
      const member = await this.openAccount(brand, provider, identity, who);
      return {
        status: "signed-in",
        returnTo: started.return_to,
        login: await this.auth.openSession(member, "oauth", who),
      };
    }
    const linkToken = randomBytes(32).toString("base64url");
    await repo.insertPendingLink(this.ctx.pool, {
      tokenHash: hashToken(linkToken),
      merchantCode,
      provider,
      subject: identity.subject,
      email: identity.email,
      returnTo: started.return_to,
      minutes: LINK_MINUTES,
    });
    return {
      status: "link-required",
      returnTo: started.return_to,
      provider,
      linkToken,
      email: maskEmail(identity.email),
    };
  }

  private registrationOpen(brand: LoadedBrand): boolean {
    return (
      this.ctx.brands.isModuleEnabled(brand, "USERNAMEREG3") ||
      this.ctx.brands.isModuleEnabled(brand, "MOBILENUMREG3")
    );
  }

  /**
   * A new account for a provider's first sign-in, linked in the same transaction. It has no
   * password to log in with (the provider is the way in until the player sets one by reset).
   */
  private async openAccount(
    brand: LoadedBrand,
    provider: OAuthProvider,
    identity: { subject: string; email: string },
    who: Client,
  ) {
    const merchantCode = brand.config.merchantCode;
    let username = usernameFromEmail(identity.email, provider);
    for (let tries = 0; tries < 5 && (await this.members.usernameTaken(merchantCode, username)); tries++)
      username = usernameFromEmail(identity.email, provider);
    const memberId = await withTransaction(this.ctx.pool, async (tx) => {
      const id = await this.members.create(tx, {
        merchantCode,
        username,
        password: randomBytes(24).toString("base64url"),
        email: identity.email || null,
        profile: { noPassword: "1" },
        registerIp: who.ip,
        registerMethod: provider.toUpperCase(),
      });
      const linked = await repo.insertLink(tx, {
        memberId: id,
        merchantCode,
        provider,
        subject: identity.subject,
        email: identity.email || null,
      });
      // Two tabs finishing the same first sign-in: the other one opened the account.
      if (!linked) throw new AppError("oauth.state.invalid");
      return id;
    });
    const member = await this.members.byId(memberId);
    if (!member) throw new AppError("oauth.state.invalid");
    return member;
  }

  /** The player proves the account with its password; the link and the session commit together. */
  async link(
    brand: LoadedBrand,
    body: { linkToken: string; userName: string; password: string },
    who: Client,
  ): Promise<LoginValue> {
    const merchantCode = brand.config.merchantCode;
    const tokenHash = hashToken(body.linkToken);
    const pending = await repo.pendingLink(this.ctx.pool, tokenHash, merchantCode);
    if (!pending) throw new AppError("oauth.link.invalid");
    this.ensureOn(brand, pending.provider as OAuthProvider);

    // The same failure counters as the login form: a link is no way around its lockout.
    const window = this.ctx.config.LOGIN_LOCK_MINUTES * 60;
    const keys = loginFailureKeys(merchantCode, body.userName, who.ip);
    const [accountFailures, ipFailures] = await Promise.all([
      this.counters.count(keys.account, window),
      this.counters.count(keys.ip, window),
    ]);
    if (
      accountFailures >= this.ctx.config.LOGIN_LOCK_AFTER ||
      ipFailures >= this.ctx.config.LOGIN_IP_LOCK_AFTER
    )
      throw new AppError(
        "login.locked",
        { minutes: this.ctx.config.LOGIN_LOCK_MINUTES },
        { value: { captcha: true } },
      );
    const member = await this.members.byUsername(merchantCode, body.userName);
    const good = await verifyPassword(member?.password_hash ?? (await decoyHash()), body.password);
    if (!member || !good || member.type === TRIAL_TYPE || member.profile?.noPassword) {
      await Promise.all([this.counters.hit(keys.account, window), this.counters.hit(keys.ip, window)]);
      throw new AppError("login.failed", {}, { value: { captcha: false } });
    }
    if (member.status !== 0) throw new AppError("account.disabled");
    await this.counters.reset(keys.account);

    await withTransaction(this.ctx.pool, async (tx) => {
      // Locked and checked again: two tabs racing with the same token link once.
      const claimed = await repo.pendingLink(tx, tokenHash, merchantCode, true);
      if (!claimed) throw new AppError("oauth.link.invalid");
      const linked = await repo.insertLink(tx, {
        memberId: Number(member.id),
        merchantCode,
        provider: claimed.provider,
        subject: claimed.subject,
        email: claimed.email,
      });
      if (!linked) throw new AppError("oauth.link.taken");
      await repo.usePendingLink(tx, tokenHash);
    });
    return this.auth.openSession(member, "oauth", who);
  }
}
