import {
  AGGREGATOR_SIGNATURE_HEADER,
  WalletBalanceRequest,
  WalletBetRequest,
  WalletEndRequest,
  WalletReply,
  WalletRollbackRequest,
  WalletWinRequest,
} from "@jogada/contracts";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { SeamlessWallet } from "./seamless-service.js";
import { signBody, verifyBody } from "./signing.js";

type WithRaw = FastifyRequest & { rawBody?: string };

/**
 * The seamless wallet's HTTP side, called by the aggregator (REFERENCE.md §6). A bad signature is
 * refused before the body is even validated; every reply is signed with the same secret.
 */
export const walletRoutes: FastifyPluginAsyncZod<{ wallet: SeamlessWallet; secret: string }> = async (
  app,
  { wallet, secret },
) => {
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    (request as WithRaw).rawBody = body as string;
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(null, {});
    }
  });

  app.addHook("preValidation", async (request, reply) => {
    if (
      !verifyBody(secret, (request as WithRaw).rawBody ?? "", request.headers[AGGREGATOR_SIGNATURE_HEADER])
    ) {
      return reply.status(401).send({ status: "INVALID_SIGNATURE" });
    }
  });

  app.addHook("onSend", async (_request, reply, payload) => {
    if (typeof payload === "string") reply.header(AGGREGATOR_SIGNATURE_HEADER, signBody(secret, payload));
    return payload;
  });

  const schema = <T>(summary: string, body: T) => ({
    tags: ["aggregator"],
    summary,
    body,
    response: { 200: WalletReply, 401: WalletReply },
  });
  const config = { alwaysAvailable: true };

  app.post(
    "/api/aggregator/wallet/balance",
    { config, schema: schema("Seamless wallet: the player's balance", WalletBalanceRequest) },
    async (request) => wallet.balance(request.body),
  );
  app.post(
    "/api/aggregator/wallet/bet",
    { config, schema: schema("Seamless wallet: a bet (debit)", WalletBetRequest) },
    async (request) => wallet.bet(request.body),
  );
  app.post(
    "/api/aggregator/wallet/win",
    { config, schema: schema("Seamless wallet: a win (credit) naming its bet", WalletWinRequest) },
    async (request) => wallet.win(request.body),
  );
  app.post(
    "/api/aggregator/wallet/rollback",
    {
      config,
      schema: schema("Seamless wallet: refund of a bet (may arrive before it)", WalletRollbackRequest),
    },
    async (request) => wallet.rollback(request.body),
  );
  app.post(
    "/api/aggregator/wallet/end",
    { config, schema: schema("Seamless wallet: the round is over", WalletEndRequest) },
    async (request) => wallet.end(request.body),
  );
};
