import type { FastifyInstance } from "fastify";

/** The server as the platform and the modules register onto it. */
export type App = FastifyInstance;
