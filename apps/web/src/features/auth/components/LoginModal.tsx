import { zodResolver } from "@hookform/resolvers/zod";
import { calls } from "@jogada/contracts";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { ApiError } from "../../../shared/api/client";
import { useCallQuery } from "../../../shared/api/hooks";
import { type ModalControls, openModal } from "../../../shared/modals/modal-store";
import { useModules } from "../../../shared/site/site-info";
import { Button } from "../../../shared/ui/Button";
import { Field, FormError } from "../../../shared/ui/Field";
import { ModalFrame } from "../../../shared/ui/ModalFrame";
import { authApi } from "../api/auth-api";
import { readRemembered, writeRemembered } from "../lib/remembered";
import { completeLogin } from "../lib/session";
import { BotCheck, type BotCheckHandle } from "./BotCheck";
import { CaptchaImage } from "./CaptchaImage";
import { DialCodeSelect, TabPair } from "./form";
import { ModalBanner } from "./ModalBanner";
import { OAuthButtons } from "./OAuthButtons";
import { SmsCodeButton } from "./SmsCodeButton";

type Tab = "username" | "mobile";

interface Values {
  username: string;
  password: string;
  mobileNum: string;
  countryDialingCode: string;
  code: string;
  captcha: string;
  verificationCode: string;
  rememberMe: boolean;
}

/** The login popup (SPEC §2, §4): username and password, or mobile number and SMS code. */
export default function LoginModal({ close }: ModalControls) {
  const { t } = useTranslation("auth");
  const modules = useModules();
  // With the brand's phone-auth provider on, the mobile tab's code comes from the provider.
  const { data: signIn } = useCallQuery(calls.auth.signInOptions, {}, { staleTime: 5 * 60_000 });
  const phoneAuth = Boolean(signIn?.phone);
  const smsLogin = Boolean(modules.MOBILEVERCODELOGIN3) || phoneAuth;
  const verificationId = useRef<string | undefined>(undefined);
  const remembered = readRemembered();
  const [tab, setTab] = useState<Tab>("username");
  const [captcha, setCaptcha] = useState(false);
  const [captchaKey, setCaptchaKey] = useState(0);
  const [ipCheck, setIpCheck] = useState<string>();
  const [error, setError] = useState<string>();
  const bot = useRef<BotCheckHandle>(null);

  const required = t("emptyInput");
  const schema = z
    .object({
      username: z.string().trim(),
      password: z.string(),
      mobileNum: z.string().trim(),
      countryDialingCode: z.string(),
      code: z.string().trim(),
      captcha: z.string().trim(),
      verificationCode: z.string().trim(),
      rememberMe: z.boolean(),
    })
    .superRefine((v, ctx) => {
      const need = (field: keyof Values, ok: boolean, message = required) => {
        if (!ok) ctx.addIssue({ code: "custom", path: [field], message });
      };
      if (tab === "username") {
        need("username", v.username !== "", t("login.required"));
        need("password", v.password !== "", t("login.required"));
        if (captcha) need("captcha", v.captcha !== "");
        if (ipCheck) need("verificationCode", v.verificationCode !== "");
      } else {
        need("mobileNum", /^[0-9]{5,15}$/.test(v.mobileNum), v.mobileNum ? t("login.mobile") : required);
        need("code", v.code !== "");
      }
    });

  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      username: remembered.username ?? "",
      password: "",
      mobileNum: remembered.mobileNum ?? "",
      countryDialingCode: remembered.countryDialingCode ?? "+55",
      code: "",
      captcha: "",
      verificationCode: "",
      rememberMe: Boolean(remembered.username || remembered.mobileNum),
    },
  });
  const { register, handleSubmit, formState, watch, setValue } = form;
  const dialCode = watch("countryDialingCode");
  const typedUsername = watch("username");

  // Ask the server up front whether this account, from this address, needs a captcha, so the box
  // is there before the first submit instead of appearing after a refusal.
  useEffect(() => {
    if (tab !== "username" || captcha) return;
    let live = true;
    const timer = setTimeout(
      () => {
        authApi
          .captchaRequired(typedUsername.trim())
          .then((answer) => {
            if (live && answer.captcha) setCaptcha(true);
          })
          .catch(() => undefined);
      },
      typedUsername ? 400 : 0,
    );
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [tab, typedUsername, captcha]);

  const submit = handleSubmit(async (values) => {
    setError(undefined);
    try {
      if (tab === "mobile" && phoneAuth) {
        if (!verificationId.current) throw new ApiError(400, "phoneauth.code.invalid", t("login.codeFirst"));
        const result = await authApi.phoneAuthVerify(verificationId.current, values.code);
        if (result.status === "not-registered") {
          setError(t("login.phoneNotRegistered"));
          return;
        }
        writeRemembered(
          values.rememberMe
            ? { mobileNum: values.mobileNum, countryDialingCode: values.countryDialingCode }
            : null,
        );
        completeLogin(result.login, { remember: values.rememberMe });
        return;
      }
      const body =
        tab === "username"
          ? {
              type: "username" as const,
              username: values.username,
              password: values.password,
              captcha: captcha ? values.captcha : undefined,
              verificationCode: ipCheck ? values.verificationCode : undefined,
              rememberMe: values.rememberMe,
              altcha: await bot.current?.solve(),
            }
          : {
              type: "sms" as const,
              username: values.mobileNum,
              password: values.code,
              countryDialingCode: values.countryDialingCode,
              rememberMe: values.rememberMe,
            };
      const value = await authApi.login(body);
      writeRemembered(
        values.rememberMe
          ? tab === "username"
            ? { username: values.username }
            : { mobileNum: values.mobileNum, countryDialingCode: values.countryDialingCode }
          : null,
      );
      completeLogin(value, { remember: values.rememberMe });
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure;
      const flags = (failure.value ?? {}) as {
        captcha?: boolean;
        ipVerification?: boolean;
        maskedMobile?: string;
      };
      if (flags.captcha) {
        setCaptcha(true);
        setCaptchaKey((key) => key + 1);
        setValue("captcha", "");
      }
      if (flags.ipVerification) setIpCheck(flags.maskedMobile ?? "");
      setError(failure.message);
    }
  });

  return (
    <ModalFrame title={t("login.title")} onClose={close} size="sm">
      <div data-testid="login-modal">
        <ModalBanner group="w_login" />
        {smsLogin && (
          <TabPair
            value={tab}
            onChange={(next) => {
              setTab(next);
              setError(undefined);
            }}
            tabs={[
              { id: "username", label: t("login.tabUsername") },
              { id: "mobile", label: t("login.tabMobile") },
            ]}
          />
        )}
        <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
          {tab === "username" ? (
            <>
              <Field
                label={t("login.username")}
                autoComplete="username"
                error={formState.errors.username?.message}
                {...register("username")}
              />
              <Field
                label={t("login.password")}
                type="password"
                autoComplete="current-password"
                error={formState.errors.password?.message}
                {...register("password")}
              />
              {captcha && (
                <Field
                  label={t("login.captcha")}
                  autoComplete="off"
                  maxLength={8}
                  error={formState.errors.captcha?.message}
                  addon={<CaptchaImage reloadKey={captchaKey} />}
                  {...register("captcha")}
                />
              )}
              {ipCheck !== undefined && (
                <Field
                  label={t("login.ipCode", { mobile: ipCheck })}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  error={formState.errors.verificationCode?.message}
                  {...register("verificationCode")}
                />
              )}
            </>
          ) : (
            <>
              <Field
                label={t("login.mobile")}
                inputMode="numeric"
                autoComplete="tel-national"
                error={formState.errors.mobileNum?.message}
                before={
                  <DialCodeSelect
                    label={t("login.dialCode")}
                    value={dialCode}
                    onChange={(value) => setValue("countryDialingCode", value)}
                  />
                }
                {...register("mobileNum")}
              />
              <Field
                label={t("login.smsCode")}
                inputMode="numeric"
                autoComplete="one-time-code"
                error={formState.errors.code?.message}
                addon={
                  <SmsCodeButton
                    send={async () => {
                      const ok = await form.trigger("mobileNum");
                      if (!ok) throw new ApiError(400, "mobile.invalid", t("login.mobile"));
                      if (phoneAuth) {
                        const sent = await authApi.phoneAuthCode(
                          form.getValues("mobileNum"),
                          form.getValues("countryDialingCode"),
                          await bot.current?.solve(),
                        );
                        verificationId.current = sent.verificationId;
                        return { expiredMinutes: sent.expiredMinutes };
                      }
                      return authApi.smsLogin(
                        form.getValues("mobileNum"),
                        form.getValues("countryDialingCode"),
                      );
                    }}
                  />
                }
                {...register("code")}
              />
            </>
          )}
          <label className="flex items-center gap-2 text-sm text-muted">
            <input type="checkbox" className="size-4 accent-amber-400" {...register("rememberMe")} />
            {t("login.rememberMe")}
          </label>
          {(tab === "username" || phoneAuth) && <BotCheck ref={bot} />}
          <FormError message={error} />
          <Button type="submit" size="lg" disabled={formState.isSubmitting} data-testid="login-submit">
            {t("login.submit")}
          </Button>
        </form>
        <OAuthButtons />
        <div className="mt-4 flex flex-wrap justify-between gap-2 text-sm">
          <Button
            variant="link"
            onClick={() => {
              close();
              openModal("forgotPassword");
            }}
          >
            {t("login.forgot")}
          </Button>
          {modules.REG3 && (
            <Button
              variant="link"
              onClick={() => {
                close();
                openModal("register");
              }}
              data-testid="login-to-register"
            >
              {t("login.noAccount")}
            </Button>
          )}
        </div>
      </div>
    </ModalFrame>
  );
}
