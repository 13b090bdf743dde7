import fp from "fastify-plugin";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../platform/context.js";
import { crashRounds } from "./crash-leadership.js";
import { crashSocket } from "./crash-socket.js";
import type { HouseGames } from "./module.js";

declare module "fastify" {
  interface FastifyInstance {
    /** The house games' services, for the crash timer and tests that drive rounds by hand. */
    houseGames: HouseGames;
  }
}

/**
 * What of the house games is not a call: the crash socket and the crash timer, started and
 * stopped with the server.
 */
const plugin: FastifyPluginAsyncZod<{ ctx: AppContext; houseGames: HouseGames }> = async (
  app,
  { ctx, houseGames },
) => {
  await app.register(crashSocket, { ctx, crash: houseGames.crash });

  const crash = crashRounds(ctx, houseGames.crash);
  app.addHook("onReady", async () => crash.start());
  app.addHook("onClose", async () => {
    await crash.stop();
  });
};

/** The app itself carries `app.houseGames` (buildApp), for tests that drive rounds by hand. */
export const houseGamesPlugin = fp(plugin, { name: "house-games" });
