import type { FastifyInstance } from "fastify";
import type { SandboxConfig } from "../config.js";

export interface PartnerLink {
  name: string;
  path: string;
}

/** Each simulated partner registers its routes and the page that shows its state. */
export async function registerPartners(
  _app: FastifyInstance,
  _config: SandboxConfig,
): Promise<PartnerLink[]> {
  return [];
}
