import { createHash, randomBytes, randomInt } from "node:crypto";
import type { FastifyInstance, FastifyReply } from "fastify";
import { exportJWK, generateKeyPair, type JWK, SignJWT } from "jose";
import { z } from "zod";
import type { SandboxConfig } from "../../config.js";

/** A code is good this long, as Firebase's are; more sends than this per number in an hour are refused. */
const CODE_MINUTES = 5;
const SENDS_PER_HOUR = 10;
const MAX_WRONG = 5;
const OUTBOX_LIMIT = 500;

interface Pending {
  phoneNumber: string;
  code: string;
  expiresAt: number;
  wrong: number;
  used: boolean;
}

interface Sent {
  phoneNumber: string;
  text: string;
  at: string;
}

const E164 = /^\+[1-9][0-9]{6,14}$/;

const SendBody = z.object({
  phoneNumber: z.string().max(32).optional(),
  recaptchaToken: z.string().max(4000).optional(),
});
const SignInBody = z.object({
  sessionInfo: z.string().max(256).optional(),
  code: z.string().max(16).optional(),
});

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Firebase Identity Toolkit's error shape: the message is the machine-readable reason. */
function refuse(reply: FastifyReply, status: number, message: string) {
  return reply.status(status).send({ error: { code: status, message } });
}

/**
 * A Firebase-style phone verification stand-in under /phone-auth, speaking the two Identity
 * Toolkit calls the server uses: `accounts:sendVerificationCode` (an SMS code, a `sessionInfo`)
 * and `accounts:signInWithPhoneNumber` (the code for an ID token naming the phone number), plus the
 * keys that sign those tokens. It refuses as Firebase does: missing or badly formed number, failed
 * captcha, too many sends, missing or wrong code, expired session, exhausted quota, phone sign-in
 * switched off. `POST /phone-auth/control` switches the quota and the operation for tests; the
 * codes it sent are at `GET /phone-auth/outbox?phoneNumber=+55...` and on the page `/phone-auth`.
 */
export async function registerPhoneAuth(app: FastifyInstance, config: SandboxConfig): Promise<void> {
  const publicUrl = config.SANDBOX_PUBLIC_URL ?? `http://${config.SANDBOX_HOST}:${config.SANDBOX_PORT}`;
  const issuer = `${publicUrl}/phone-auth/${config.PHONE_AUTH_PROJECT_ID}`;
  const { privateKey, publicKey } = await generateKeyPair("ES256");
  const kid = randomBytes(8).toString("hex");
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid, alg: "ES256", use: "sig" };
  const sessions = new Map<string, Pending>();
  const sendsOf = new Map<string, number[]>();
  const outbox: Sent[] = [];
  const state = { quotaExceeded: false, operationAllowed: true };

  const keyOk = (headers: Record<string, unknown>, query: unknown) => {
    const key = headers["x-goog-api-key"] ?? (query as { key?: string } | undefined)?.key;
    return key === config.PHONE_AUTH_API_KEY;
  };

  app.get("/phone-auth/jwks", async () => ({ keys: [jwk] }));

  app.post("/phone-auth/v1/accounts::sendVerificationCode", async (request, reply) => {
    if (!keyOk(request.headers, request.query)) return refuse(reply, 400, "API_KEY_INVALID");
    if (!state.operationAllowed) return refuse(reply, 400, "OPERATION_NOT_ALLOWED");
    const body = SendBody.safeParse(request.body ?? {});
    if (!body.success) return refuse(reply, 400, "INVALID_PHONE_NUMBER");
    const { phoneNumber, recaptchaToken } = body.data;
    if (!phoneNumber) return refuse(reply, 400, "MISSING_PHONE_NUMBER");
    if (!E164.test(phoneNumber)) return refuse(reply, 400, "INVALID_PHONE_NUMBER");
    if (!recaptchaToken) return refuse(reply, 400, "CAPTCHA_CHECK_FAILED");
    if (state.quotaExceeded) return refuse(reply, 400, "QUOTA_EXCEEDED");
    const now = Date.now();
    const recent = (sendsOf.get(phoneNumber) ?? []).filter((at) => at > now - 3_600_000);
    if (recent.length >= SENDS_PER_HOUR) return refuse(reply, 400, "TOO_MANY_ATTEMPTS_TRY_LATER");
    sendsOf.set(phoneNumber, [...recent, now]);
    const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
    const sessionInfo = randomBytes(24).toString("base64url");
    sessions.set(sessionInfo, {
      phoneNumber,
      code,
      expiresAt: now + CODE_MINUTES * 60_000,
      wrong: 0,
      used: false,
    });
    outbox.unshift({
      phoneNumber,
      text: `${code} is your verification code.`,
      at: new Date(now).toISOString(),
    });
    outbox.length = Math.min(outbox.length, OUTBOX_LIMIT);
    return { sessionInfo };
  });

  app.post("/phone-auth/v1/accounts::signInWithPhoneNumber", async (request, reply) => {
    if (!keyOk(request.headers, request.query)) return refuse(reply, 400, "API_KEY_INVALID");
    if (!state.operationAllowed) return refuse(reply, 400, "OPERATION_NOT_ALLOWED");
    const body = SignInBody.safeParse(request.body ?? {});
    if (!body.success || !body.data.sessionInfo) return refuse(reply, 400, "MISSING_SESSION_INFO");
    const code = body.data.code?.trim();
    if (!code) return refuse(reply, 400, "MISSING_CODE");
    const pending = sessions.get(body.data.sessionInfo);
    if (!pending || pending.used) return refuse(reply, 400, "INVALID_SESSION_INFO");
    if (pending.expiresAt < Date.now()) return refuse(reply, 400, "SESSION_EXPIRED");
    if (pending.code !== code) {
      pending.wrong += 1;
      if (pending.wrong >= MAX_WRONG) pending.used = true;
      return refuse(reply, 400, "INVALID_CODE");
    }
    pending.used = true;
    const localId = createHash("sha256").update(pending.phoneNumber).digest("hex").slice(0, 28);
    const idToken = await new SignJWT({
      phone_number: pending.phoneNumber,
      firebase: { identities: { phone: [pending.phoneNumber] }, sign_in_provider: "phone" },
    })
      .setProtectedHeader({ alg: "ES256", kid })
      .setIssuer(issuer)
      .setAudience(config.PHONE_AUTH_PROJECT_ID)
      .setSubject(localId)
      .setIssuedAt()
      .setExpirationTime("1h")
      .sign(privateKey);
    return { idToken, localId, phoneNumber: pending.phoneNumber, expiresIn: "3600", isNewUser: false };
  });

  app.post("/phone-auth/control", async (request) => {
    const body = z
      .object({ quotaExceeded: z.boolean().optional(), operationAllowed: z.boolean().optional() })
      .parse(request.body ?? {});
    Object.assign(state, body);
    return state;
  });

  app.get("/phone-auth/outbox", async (request) => {
    const { phoneNumber } = z.object({ phoneNumber: z.string().optional() }).parse(request.query);
    const wanted = phoneNumber?.trim().replace(/^ /, "+");
    return { messages: wanted ? outbox.filter((m) => m.phoneNumber === wanted) : outbox };
  });

  app.get("/phone-auth", async (_request, reply) => {
    const rows = outbox
      .map(
        (m) =>
          `<tr><td>${escapeHtml(m.at)}</td><td>${escapeHtml(m.phoneNumber)}</td><td>${escapeHtml(m.text)}</td></tr>`,
      )
      .join("");
    return reply
      .type("text/html")
      .send(
        `<!doctype html><meta charset="utf-8"><title>Phone-auth provider</title><body style="font-family:sans-serif"><h1>Phone-auth codes sent</h1><table border="1" cellpadding="4"><tr><th>Sent</th><th>To</th><th>Text</th></tr>${rows}</table>`,
      );
  });
}
