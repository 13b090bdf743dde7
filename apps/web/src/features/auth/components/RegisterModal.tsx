import { zodResolver } from "@hookform/resolvers/zod";
import {
  DATE_INPUT_PLACEHOLDER,
  type Language,
  parseLanguage,
  REGISTER_FIELDS,
  type RegisterField,
  type RegisterMode,
  registrationFields,
  registrationIssues,
} from "@jogada/contracts";
import { useEffect, useMemo, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { ApiError } from "../../../shared/api/client";
import { useFormat } from "../../../shared/lib/use-format";
import { type ModalControls, openModal } from "../../../shared/modals/modal-store";
import { useModules, useSite } from "../../../shared/site/site-info";
import { Button } from "../../../shared/ui/Button";
import { Field, FormError } from "../../../shared/ui/Field";
import { ModalFrame } from "../../../shared/ui/ModalFrame";
import { birthdayProblem } from "../../responsible-gaming";
import { authApi } from "../api/auth-api";
import { completeLogin } from "../lib/session";
import { BotCheck, type BotCheckHandle } from "./BotCheck";
import { CaptchaImage } from "./CaptchaImage";
import { DialCodeSelect, TabPair } from "./form";
import { ModalBanner } from "./ModalBanner";
import { SmsCodeButton } from "./SmsCodeButton";

type Values = Record<RegisterField, string> & {
  countryDialingCode: string;
  agree: boolean;
  birthday: string;
};

const INPUT_TYPES: Partial<Record<RegisterField, string>> = {
  password: "password",
  confirmPassword: "password",
  paymentPassword: "password",
  email: "email",
};

function urlParam(name: string): string | undefined {
  return new URLSearchParams(window.location.search).get(name)?.trim() || undefined;
}

/** The register modal (SPEC §2, §4, §5): fields and rules come from the brand's configuration. */
export default function RegisterModal({ close }: ModalControls) {
  const { t, i18n } = useTranslation("auth");
  const { t: tr } = useTranslation("responsibleGaming");
  const language: Language = parseLanguage(i18n.language);
  const site = useSite();
  const format = useFormat();
  const modules = useModules();
  const byUsername = Boolean(modules.USERNAMEREG3);
  const byMobile = Boolean(modules.MOBILENUMREG3);
  const [mode, setMode] = useState<RegisterMode>(byUsername || !byMobile ? "username" : "mobile");
  const [captchaKey, setCaptchaKey] = useState(0);
  const [error, setError] = useState<string>();
  const [urlCodeValid, setUrlCodeValid] = useState<boolean>();
  const bot = useRef<BotCheckHandle>(null);
  const urlAffiliate = urlParam("affiliateCode");
  const referralCode = urlParam("referralCode");

  const options = useMemo(
    () => ({
      mode,
      smsVerification: Boolean(modules.REGMOBVERF3),
      mobilePassword: Boolean(modules.MOBILENUMPASSREG3),
      captcha: Boolean(modules.CAPTCHA3),
      affiliate: Boolean(modules.AFFMAN3),
    }),
    [mode, modules],
  );
  const rules = site.info.register;
  // The brand may ask a birthday and refuse anyone under its minimum age (checked again by the server).
  const { askBirthday, minimumAge } = site.info.responsibleGaming;
  const fields = registrationFields(rules, options).filter(
    // An affiliate code from the link that checked out replaces the field (SPEC §4).
    (entry) => !(entry.field === "affiliateCode" && urlAffiliate && urlCodeValid),
  );

  useEffect(() => {
    if (!urlAffiliate || !options.affiliate) return;
    authApi.affiliate(urlAffiliate).then(
      () => setUrlCodeValid(true),
      () => setUrlCodeValid(false),
    );
  }, [urlAffiliate, options.affiliate]);

  const schema = z
    .object(
      Object.fromEntries(REGISTER_FIELDS.map((field) => [field, z.string()])) as Record<
        RegisterField,
        z.ZodString
      >,
    )
    .extend({ countryDialingCode: z.string(), agree: z.boolean(), birthday: z.string() })
    .superRefine((values, ctx) => {
      const { agree: _agree, birthday, ...strings } = values;
      const problem = askBirthday ? birthdayProblem(birthday, minimumAge, new Date()) : null;
      if (problem) {
        ctx.addIssue({
          code: "custom",
          path: ["birthday"],
          message: tr(`birthday.${problem}`, { age: minimumAge }),
        });
      }
      const input: Record<string, string> = { ...strings };
      if (mode === "mobile") {
        input.username = values.mobileNum;
        if (options.mobilePassword) input.confirmPassword = values.password;
      }
      for (const issue of registrationIssues(input, rules, { ...options, language })) {
        if (fields.some((entry) => entry.field === issue.field)) {
          ctx.addIssue({ code: "custom", path: [issue.field], message: issue.message });
        }
      }
    });

  const empty = Object.fromEntries(REGISTER_FIELDS.map((field) => [field, ""])) as Record<
    RegisterField,
    string
  >;
  const form = useForm<Values>({
    resolver: zodResolver(schema) as never,
    defaultValues: {
      ...empty,
      affiliateCode: urlAffiliate ?? "",
      countryDialingCode: "+55",
      agree: true,
      birthday: "",
    },
  });
  const { register, handleSubmit, formState, watch, setValue } = form;
  const dialCode = watch("countryDialingCode");

  const switchMode = (next: RegisterMode) => {
    setMode(next);
    setError(undefined);
    form.clearErrors();
    setCaptchaKey((key) => key + 1);
  };

  const submit = handleSubmit(async (values) => {
    setError(undefined);
    const affiliateCode = values.affiliateCode.trim() || urlAffiliate || "";
    if (affiliateCode && options.affiliate) {
      try {
        await authApi.affiliate(affiliateCode);
      } catch {
        setError(t("register.invitationError"));
        return;
      }
    }
    const body: Record<string, unknown> = {
      registerMethod: "WEB",
      registerUrl: window.location.href,
      domain: window.location.host,
      login: true,
      referralCode,
      affiliateCode: affiliateCode || undefined,
      altcha: await bot.current?.solve(),
    };
    for (const { field } of fields) {
      if (field === "affiliateCode") continue;
      const value = values[field];
      if (value !== "") body[field] = value;
    }
    if (body.mobileNum) body.countryDialingCode = values.countryDialingCode;
    if (askBirthday) body.birthday = values.birthday.trim();
    // The age and terms declaration travels with the request: the server refuses a registration without it.
    body.acceptTerms = values.agree;
    if (mode === "mobile") {
      body.username = values.mobileNum;
      if (options.mobilePassword) body.confirmPassword = values.password;
    }
    try {
      completeLogin(await authApi.register(mode === "mobile", body));
      close();
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure;
      setError(failure.message);
      if (options.captcha) setCaptchaKey((key) => key + 1);
    }
  });

  // The brand's real registration bonus (promotions), in its currency and the reader's format.
  const bonus = site.info.registerBonus ? format.money(site.info.registerBonus) : "";
  return (
    <ModalFrame
      title={bonus ? t("register.title", { bonus }) : t("register.titlePlain")}
      onClose={close}
      size="md"
    >
      <div data-testid="register-modal">
        <ModalBanner group="w_register" />
        {byUsername && byMobile && (
          <TabPair
            value={mode}
            onChange={switchMode}
            tabs={[
              { id: "username", label: t("register.tabUsername") },
              { id: "mobile", label: t("register.tabMobile") },
            ]}
          />
        )}
        <form onSubmit={submit} className="grid gap-3 sm:grid-cols-2" noValidate>
          {fields.map(({ field, required }) => {
            const label = (
              <>
                {t(`register.fields.${field}`)}{" "}
                {!required && <span className="text-muted">{t("register.optional")}</span>}
              </>
            );
            const errorText = formState.errors[field]?.message;
            const wide = field === "mobileNum" || field === "verificationCode" || field === "captcha";
            let addon: React.ReactNode;
            let before: React.ReactNode;
            if (field === "mobileNum") {
              before = (
                <DialCodeSelect
                  label={t("login.dialCode")}
                  value={dialCode}
                  onChange={(value) => setValue("countryDialingCode", value)}
                />
              );
            } else if (field === "verificationCode") {
              addon = (
                <SmsCodeButton
                  send={async () => {
                    const ok = await form.trigger("mobileNum");
                    if (!ok) throw new ApiError(400, "mobile.invalid", t("login.mobile"));
                    return authApi.smsRegister(
                      form.getValues("mobileNum").trim(),
                      form.getValues("countryDialingCode"),
                    );
                  }}
                />
              );
            } else if (field === "captcha") {
              addon = <CaptchaImage reloadKey={captchaKey} />;
            }
            return (
              <Field
                key={field}
                className={wide ? "sm:col-span-2" : undefined}
                label={label}
                type={INPUT_TYPES[field] ?? "text"}
                inputMode={field === "mobileNum" || field === "verificationCode" ? "numeric" : undefined}
                autoComplete={field.toLowerCase().includes("password") ? "new-password" : "off"}
                data-testid={`register-${field}`}
                error={errorText}
                addon={addon}
                before={before}
                {...register(field)}
              />
            );
          })}
          {askBirthday && (
            <Field
              className="sm:col-span-2"
              label={
                <>
                  {tr("birthday.label")}{" "}
                  <span className="text-muted">{tr("birthday.help", { age: minimumAge })}</span>
                </>
              }
              // The site's date format (yyyy-MM-dd, as dates are shown), not the browser's locale.
              type="text"
              inputMode="numeric"
              maxLength={10}
              placeholder={DATE_INPUT_PLACEHOLDER[language]}
              autoComplete="bday"
              data-testid="register-birthday"
              error={formState.errors.birthday?.message}
              {...register("birthday")}
            />
          )}
          <label className="flex items-center gap-2 text-xs text-muted sm:col-span-2">
            <input type="checkbox" className="size-4 accent-amber-400" {...register("agree")} />
            {t("register.agreement")}
          </label>
          <div className="sm:col-span-2">
            <BotCheck ref={bot} />
          </div>
          <div className="flex flex-col gap-3 sm:col-span-2">
            <FormError message={error} />
            <Button
              type="submit"
              size="lg"
              disabled={formState.isSubmitting || !watch("agree")}
              data-testid="register-submit"
            >
              {t("register.submit")}
            </Button>
          </div>
        </form>
        <div className="mt-4 text-center text-sm">
          <Button
            variant="link"
            onClick={() => {
              close();
              openModal("login");
            }}
          >
            {t("register.haveAccount")}
          </Button>
        </div>
      </div>
    </ModalFrame>
  );
}
