import { defineCall } from "../../call.js";
import {
  CountriesQuery,
  CountriesReply,
  CustomerServiceReply,
  DomainRouteReply,
  RegisterSettingsReply,
  ResourcesReply,
} from "../../content.js";

const details = { access: "guest", tag: "content", encrypted: false, idempotent: false } as const;

export const domainRoutes = defineCall({
  ...details,
  module: "COMM3",
  method: "GET",
  path: "/wps/system/domainRoute",
  summary: "Alternative domains of the site with their speed (lower is faster)",
  reply: DomainRouteReply,
  errors: [],
});

export const countries = defineCall({
  ...details,
  module: "COMM3",
  method: "GET",
  path: "/wps/system/countries",
  summary: "Every country with its dialing code, named in the request's language",
  query: CountriesQuery,
  reply: CountriesReply,
  errors: [],
});

/** Answered during maintenance too: the status screen offers the chat. */
export const customerService = defineCall({
  ...details,
  module: null,
  alwaysAvailable: true,
  method: "GET",
  path: "/wps/system/customerService",
  summary: "Customer-service addresses; type 3 (live chat) and 4 (VIP) paths are encrypted",
  reply: CustomerServiceReply,
  errors: [],
});

export const resources = defineCall({
  ...details,
  module: null,
  alwaysAvailable: true,
  method: "GET",
  path: "/wps/system/resources",
  summary: "App downloads and QR-code targets of the brand",
  reply: ResourcesReply,
  errors: [],
});

export const registerSettings = defineCall({
  ...details,
  module: "REG3",
  method: "GET",
  path: "/wps/system/setting/register",
  summary: "The brand's registration field rules",
  reply: RegisterSettingsReply,
  errors: [],
});
