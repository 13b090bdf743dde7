import { BotChallenge, CaptchaReply } from "../../auth.js";
import { defineCall } from "../../call.js";

const guest = { module: null, access: "guest", tag: "auth", encrypted: false, idempotent: false } as const;

export const captcha = defineCall({
  ...guest,
  method: "GET",
  path: "/wps/captcha",
  rateLimit: "login",
  summary: "A new captcha image (single use, 5 minutes, one a second)",
  reply: CaptchaReply,
  errors: [],
});

export const botChallenge = defineCall({
  ...guest,
  method: "GET",
  path: "/wps/captcha/challenge",
  rateLimit: "login",
  summary: "A proof-of-work challenge for the bot check of login and registration",
  reply: BotChallenge,
  errors: [],
});
