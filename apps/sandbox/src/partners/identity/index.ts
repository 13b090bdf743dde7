import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyReply } from "fastify";
import { exportJWK, generateKeyPair, type JWK, SignJWT } from "jose";
import { z } from "zod";
import type { SandboxConfig } from "../../config.js";

const PROVIDERS = ["google", "facebook"] as const;
const CODE_SECONDS = 60;

interface Grant {
  provider: string;
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  nonce: string | undefined;
  email: string;
  used: boolean;
  expiresAt: number;
}

const AuthorizeQuery = z.object({
  response_type: z.literal("code"),
  client_id: z.string().min(1),
  redirect_uri: z.string().url(),
  scope: z.string().refine((scope) => scope.split(" ").includes("openid"), "openid scope required"),
  state: z.string().min(1).max(512),
  nonce: z.string().max(512).optional(),
  code_challenge: z.string().regex(/^[A-Za-z0-9_-]{43,128}$/),
  code_challenge_method: z.literal("S256"),
  login_hint: z.string().email().optional(),
});

const TokenBody = z.object({
  grant_type: z.literal("authorization_code"),
  code: z.string().min(1),
  redirect_uri: z.string().url(),
  code_verifier: z.string().regex(/^[A-Za-z0-9._~-]{43,128}$/),
  client_id: z.string().optional(),
  client_secret: z.string().optional(),
});

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function same(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The player's id at the provider: stable per e-mail address, as a real provider's `sub` is. */
function subjectOf(provider: string, email: string): string {
  return createHash("sha256").update(`${provider}:${email.toLowerCase()}`).digest("hex").slice(0, 24);
}

/**
 * Google and Facebook stand-ins: one OpenID Connect provider per name under /identity/<name>
 * (discovery, JWKS, authorize, token). Written with jose rather than a full provider library
 * because it serves only the flow the platform uses, and each check the platform relies on is
 * enforced: the client and its secret, the registered redirect, PKCE S256, a code used once and
 * within a minute, a signed ID token with the nonce. `login_hint=<email>` signs in at once (tests);
 * without it a page asks for the address, as a browser would see it.
 */
export async function registerIdentity(app: FastifyInstance, config: SandboxConfig): Promise<void> {
  const publicUrl = config.SANDBOX_PUBLIC_URL ?? `http://${config.SANDBOX_HOST}:${config.SANDBOX_PORT}`;
  const { privateKey, publicKey } = await generateKeyPair("ES256");
  const kid = randomBytes(8).toString("hex");
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid, alg: "ES256", use: "sig" };
  const grants = new Map<string, Grant>();
  const issuerOf = (provider: string) => `${publicUrl}/identity/${provider}`;

  function redirectWithCode(
    reply: FastifyReply,
    provider: string,
    query: z.infer<typeof AuthorizeQuery>,
    email: string,
  ) {
    const code = randomBytes(24).toString("base64url");
    grants.set(code, {
      provider,
      clientId: query.client_id,
      redirectUri: query.redirect_uri,
      codeChallenge: query.code_challenge,
      nonce: query.nonce,
      email,
      used: false,
      expiresAt: Date.now() + CODE_SECONDS * 1000,
    });
    const target = new URL(query.redirect_uri);
    target.searchParams.set("code", code);
    target.searchParams.set("state", query.state);
    target.searchParams.set("iss", issuerOf(provider));
    return reply.redirect(target.toString(), 302);
  }

  await app.register(async (scope) => {
    scope.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string" },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    scope.get("/identity", async (_request, reply) =>
      reply
        .type("text/html")
        .send(
          `<!doctype html><title>Identity providers</title><h1>Identity providers</h1><ul>${PROVIDERS.map(
            (p) => `<li><a href="/identity/${p}/.well-known/openid-configuration">${p}</a></li>`,
          ).join("")}</ul>`,
        ),
    );

    for (const provider of PROVIDERS) {
      const base = `/identity/${provider}`;
      const issuer = issuerOf(provider);

      scope.get(`${base}/.well-known/openid-configuration`, async () => ({
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ["code"],
        grant_types_supported: ["authorization_code"],
        subject_types_supported: ["public"],
        id_token_signing_alg_values_supported: ["ES256"],
        code_challenge_methods_supported: ["S256"],
        token_endpoint_auth_methods_supported: ["client_secret_basic", "client_secret_post"],
        scopes_supported: ["openid", "email", "profile"],
        claims_supported: ["sub", "email", "email_verified", "name"],
        authorization_response_iss_parameter_supported: true,
      }));

      scope.get(`${base}/jwks`, async () => ({ keys: [jwk] }));

      scope.get(`${base}/authorize`, async (request, reply) => {
        const parsed = AuthorizeQuery.safeParse(request.query);
        if (!parsed.success)
          return reply
            .status(400)
            .send({ error: "invalid_request", detail: parsed.error.issues[0]?.message });
        if (parsed.data.client_id !== config.IDENTITY_CLIENT_ID)
          return reply.status(400).send({ error: "unauthorized_client" });
        if (parsed.data.login_hint)
          return redirectWithCode(reply, provider, parsed.data, parsed.data.login_hint);
        const hidden = Object.entries(parsed.data)
          .map(
            ([name, value]) =>
              `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(String(value))}">`,
          )
          .join("");
        return reply
          .type("text/html")
          .send(
            `<!doctype html><meta name="viewport" content="width=device-width"><title>Sign in with ${provider}</title>` +
              `<h1>Sandbox ${provider} sign-in</h1><form method="post" action="${base}/authorize">${hidden}` +
              `<label>E-mail <input name="login_hint" type="email" required></label> <button type="submit">Continue</button></form>`,
          );
      });

      scope.post(`${base}/authorize`, async (request, reply) => {
        const parsed = AuthorizeQuery.safeParse(request.body);
        if (!parsed.success || !parsed.data.login_hint)
          return reply.status(400).send({ error: "invalid_request" });
        if (parsed.data.client_id !== config.IDENTITY_CLIENT_ID)
          return reply.status(400).send({ error: "unauthorized_client" });
        return redirectWithCode(reply, provider, parsed.data, parsed.data.login_hint);
      });

      scope.post(`${base}/token`, async (request, reply) => {
        reply.header("cache-control", "no-store");
        const parsed = TokenBody.safeParse(request.body);
        if (!parsed.success) return reply.status(400).send({ error: "invalid_request" });
        const body = parsed.data;
        let clientId = body.client_id;
        let clientSecret = body.client_secret;
        const basic = request.headers.authorization?.match(/^Basic (.+)$/);
        if (basic) {
          const [id, secret] = Buffer.from(basic[1]!, "base64").toString("utf8").split(":");
          clientId = decodeURIComponent(id ?? "");
          clientSecret = decodeURIComponent(secret ?? "");
        }
        if (
          clientId !== config.IDENTITY_CLIENT_ID ||
          !same(clientSecret ?? "", config.IDENTITY_CLIENT_SECRET)
        )
          return reply.status(401).send({ error: "invalid_client" });
        const grant = grants.get(body.code);
        // A code is good once: a replay is refused (and a real provider would revoke what it issued).
        if (!grant || grant.used || grant.expiresAt < Date.now() || grant.provider !== provider)
          return reply.status(400).send({ error: "invalid_grant" });
        grant.used = true;
        const challenge = createHash("sha256").update(body.code_verifier).digest("base64url");
        if (
          grant.clientId !== clientId ||
          grant.redirectUri !== body.redirect_uri ||
          !same(challenge, grant.codeChallenge)
        )
          return reply.status(400).send({ error: "invalid_grant" });
        const idToken = await new SignJWT({
          email: grant.email,
          email_verified: true,
          name: grant.email.split("@")[0],
          ...(grant.nonce ? { nonce: grant.nonce } : {}),
        })
          .setProtectedHeader({ alg: "ES256", kid })
          .setIssuer(issuer)
          .setAudience(clientId)
          .setSubject(subjectOf(provider, grant.email))
          .setIssuedAt()
          .setExpirationTime("5m")
          .sign(privateKey);
        return {
          access_token: randomBytes(24).toString("base64url"),
          token_type: "Bearer",
          expires_in: 300,
          id_token: idToken,
          scope: "openid email profile",
        };
      });
    }
  });
}
