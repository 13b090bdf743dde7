export * from "./captcha.js";
export * from "./oauth.js";
export * from "./passwords.js";
export * from "./phone-auth.js";
export * from "./registration.js";
export * from "./sessions.js";
export * from "./sms-codes.js";
