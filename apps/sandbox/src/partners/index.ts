import type { FastifyInstance } from "fastify";
import type { SandboxConfig } from "../config.js";
import { registerAggregator } from "./aggregator/index.js";

export interface PartnerLink {
  name: string;
  path: string;
}

/** Each simulated partner registers its routes and the page that shows its state. */
export async function registerPartners(app: FastifyInstance, config: SandboxConfig): Promise<PartnerLink[]> {
  const links: PartnerLink[] = [];
  await registerAggregator(app, config);
  links.push({ name: "Game aggregator", path: "/aggregator" });
  return links;
}
