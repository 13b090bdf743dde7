import type { FastifyInstance } from "fastify";
import type { SandboxConfig } from "../config.js";
import { registerAggregator } from "./aggregator/index.js";
import { registerBeacon } from "./beacon/index.js";
import { registerHub88 } from "./hub88/index.js";
import { registerIdentity } from "./identity/index.js";
import { registerMail } from "./mail/index.js";
import { registerPayments } from "./payments/index.js";
import { registerPhoneAuth } from "./phone-auth/index.js";
import { registerPix } from "./pix/index.js";
import { registerResultsFeed } from "./results-feed/index.js";
import { registerSms } from "./sms/index.js";

export interface PartnerLink {
  name: string;
  path: string;
}

/** Each simulated partner registers its routes and the page that shows its state. */
export async function registerPartners(app: FastifyInstance, config: SandboxConfig): Promise<PartnerLink[]> {
  const links: PartnerLink[] = [];
  await registerAggregator(app, config);
  links.push({ name: "Game aggregator", path: "/aggregator" });
  await registerHub88(app, config);
  links.push({ name: "Hub88 (Operator API)", path: "/hub88" });
  await registerPayments(app, config);
  links.push({ name: "Payment gateway", path: "/payments" });
  await registerPix(app, config);
  links.push({ name: "Pix provider (API Pix, payer page)", path: "/pix" });
  await registerSms(app, config);
  links.push({ name: "SMS gateway outbox", path: "/sms" });
  await registerMail(app, config);
  links.push({ name: "Mail catcher", path: "/mail" });
  await registerResultsFeed(app, config);
  links.push({ name: "Lottery results feeds", path: "/results-feed" });
  await registerBeacon(app, config);
  links.push({ name: "Randomness beacon", path: "/beacon" });
  await registerIdentity(app, config);
  links.push({ name: "Identity providers (Google, Facebook)", path: "/identity" });
  await registerPhoneAuth(app, config);
  links.push({ name: "Phone-auth provider", path: "/phone-auth" });
  return links;
}
