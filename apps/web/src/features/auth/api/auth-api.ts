import { type CallInput, calls } from "@jogada/contracts";
import { call } from "../../../shared/api/call";

const a = calls.auth;
type Body<D> = CallInput<D> extends { body: infer B } ? B : never;

/** The account calls the auth feature makes; encrypted ones encrypt themselves (site info's key). */
export const authApi = {
  login: (body: Body<typeof a.login>) => call(a.login, { body }),
  register: (mobile: boolean, body: Body<typeof a.register>) =>
    call(mobile ? a.registerByMobile : a.register, { body }),
  // Some browsers hide the platform (an empty text): the server needs a name, so "web" stands in.
  freePlay: () => call(a.freePlay, { body: { os: navigator.platform.slice(0, 32) || "web", platform: "W" } }),
  remember: () => call(a.rememberLogin, {}),
  logout: () => call(a.logout, {}),
  captcha: () => call(a.captcha, {}),
  captchaRequired: (username: string) => call(a.captchaRequired, { query: username ? { username } : {} }),
  affiliate: (code: string) => call(a.affiliate, { query: { code, domain: window.location.host } }),
  smsLogin: (mobileNum: string, countryDialingCode: string) =>
    call(a.smsLoginCode, { body: { mobileNum, countryDialingCode } }),
  smsRegister: (mobileNum: string, countryDialingCode: string) =>
    call(a.smsRegisterCode, { body: { mobileNum, countryDialingCode } }),
  smsPassword: (mobileNum: string, countryDialingCode: string) =>
    call(a.smsPasswordCode, { body: { mobileNum, countryDialingCode } }),
  /** Phone-auth sign-in (brand flag `signIn.phone`): the provider texts the code. */
  phoneAuthCode: (mobileNum: string, countryDialingCode: string, altcha: string | undefined) =>
    call(a.phoneAuthCode, { body: { mobileNum, countryDialingCode, altcha } }),
  phoneAuthVerify: (verificationId: string, code: string) =>
    call(a.phoneAuthVerify, { body: { verificationId, code } }),
  changePassword: (body: Body<typeof a.changePassword>) => call(a.changePassword, { body }),
  resetByPhone: (body: Body<typeof a.resetPasswordByPhone>) => call(a.resetPasswordByPhone, { body }),
  resetByLink: (body: Body<typeof a.resetPasswordByLink>) => call(a.resetPasswordByLink, { body }),
  /** SPEC §7: a form post (the definition says so). */
  forgotByEmail: (username: string, email: string) =>
    call(a.forgotPasswordByEmail, { body: { username, email } }).then(() => undefined),
};
