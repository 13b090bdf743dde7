import {
  CRASH_SOCKET_PATH,
  CrashClientMessage,
  type CrashServerMessage,
  DEFAULT_LANGUAGE,
  errorMessage,
  isErrorCode,
  type Language,
  offeredLanguage,
} from "@jogada/contracts";
import type { FastifyInstance } from "fastify";
import type { AuthenticatedMember } from "../../platform/auth.js";
import type { AppContext } from "../../platform/context.js";
import { AppError } from "../../platform/errors.js";
import type { LoadedBrand } from "../brand/service.js";
import type { CrashEngine } from "./crash.js";

/**
 * `/ws/crash`: anyone watching gets the round's state and the multiplier's ticks; a tab that sends
 * a hello with its session token may also bet and cash out from the socket (same rules as HTTP).
 */
export async function crashSocket(app: FastifyInstance, options: { ctx: AppContext; crash: CrashEngine }) {
  const { ctx, crash } = options;
  app.get(CRASH_SOCKET_PATH, { websocket: true, schema: { hide: true } }, (socket) => {
    let member: AuthenticatedMember | undefined;
    let brand: LoadedBrand | undefined;
    let language: Language = DEFAULT_LANGUAGE;
    const send = (message: CrashServerMessage) => {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
    };
    const unsubscribe = crash.subscribe(send);
    crash
      .state()
      .then((state) => send({ type: "state", state }))
      .catch(() => {});

    const fail = (error: unknown) => {
      const code = error instanceof AppError ? error.code : "internal.error";
      const params = error instanceof AppError ? error.params : {};
      send({
        type: "error",
        errorCode: code,
        message: isErrorCode(code) ? errorMessage(code, language, params) : code,
      });
    };

    socket.on("message", async (raw: Buffer) => {
      let message: CrashClientMessage;
      try {
        message = CrashClientMessage.parse(JSON.parse(raw.toString("utf8")));
      } catch {
        fail(new AppError("request.invalid", { field: "message" }));
        return;
      }
      try {
        if (message.type === "hello") {
          brand = await ctx.brands.get(message.merchant ?? ctx.config.DEFAULT_MERCHANT);
          if (!brand) throw new AppError("merchant.unknown");
          language = brand.config.defaultLanguage;
          member = await ctx.sessions.authenticate(message.token, brand.config.merchantCode);
          if (!member) throw new AppError("login.not.session");
          // The socket carries no Language header: a player's errors speak the account's language.
          const account = await ctx.members.byId(member.id);
          if (account) language = offeredLanguage(ctx.members.languageOf(account, language), brand.config);
          send({ type: "ready", member: true });
          return;
        }
        if (!member || !brand) throw new AppError("login.not.session");
        if (message.type === "bet") {
          const result = await crash.bet(brand, member, message.key, message);
          send({ type: "accepted", action: "bet", ...result });
        } else {
          const result = await crash.cashout(brand, member);
          send({ type: "accepted", action: "cashout", ...result });
        }
      } catch (error) {
        fail(error);
      }
    });
    socket.on("close", () => unsubscribe());
  });
}
