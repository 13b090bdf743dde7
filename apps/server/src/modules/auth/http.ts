import fastifyCookie from "@fastify/cookie";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/**
 * What the account calls need from HTTP beyond JSON: cookies (captcha id, remember-me) and the
 * classic form post of the forgot-by-email call (SPEC §7). Not encapsulated: the calls are
 * registered in the site's scope, beside it.
 */
export const authHttp = fp(async (app: FastifyInstance) => {
  await app.register(fastifyCookie);
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
});
