import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { z } from "zod";
import { ApiError } from "../../../shared/api/client";
import { useFormat } from "../../../shared/lib/use-format";
import { showDialog } from "../../../shared/modals/ConfirmDialog";
import type { ModalControls } from "../../../shared/modals/modal-store";
import { useModules } from "../../../shared/site/site-info";
import { Button } from "../../../shared/ui/Button";
import { Field, FormError } from "../../../shared/ui/Field";
import { ModalFrame } from "../../../shared/ui/ModalFrame";
import { authApi } from "../api/auth-api";
import { completeLogin } from "../lib/session";
import { DialCodeSelect, TabPair } from "./form";
import { SmsCodeButton } from "./SmsCodeButton";

/** Forgot password: by email (a reset link) or, with CHNGPASSVERIF3, by phone (SPEC §2, §4). */
export default function ForgotPasswordModal({ close }: ModalControls) {
  const { t } = useTranslation("auth");
  const modules = useModules();
  const byPhone = Boolean(modules.CHNGPASSVERIF3 && modules.PWRESETSMS3);
  const [tab, setTab] = useState<"email" | "mobile">("email");
  return (
    <ModalFrame title={t("forgot.title")} onClose={close} size="sm">
      <div data-testid="forgot-modal">
        {byPhone && (
          <TabPair
            value={tab}
            onChange={setTab}
            tabs={[
              { id: "email", label: t("forgot.tabEmail") },
              { id: "mobile", label: t("forgot.tabMobile") },
            ]}
          />
        )}
        {tab === "email" ? <ByEmail close={close} /> : <ByPhone />}
      </div>
    </ModalFrame>
  );
}

function ByEmail({ close }: { close: () => void }) {
  const { t } = useTranslation("auth");
  const [error, setError] = useState<string>();
  const schema = z.object({
    username: z.string().trim().min(1, t("emptyInput")),
    email: z.string().trim().min(1, t("emptyInput")).email(t("forgot.emailInvalid")),
  });
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { username: "", email: "" },
  });
  const submit = handleSubmit(async (values) => {
    setError(undefined);
    try {
      await authApi.forgotByEmail(values.username, values.email);
      close();
      showDialog({ title: t("forgot.sentTitle"), message: t("forgot.sent") });
    } catch (failure) {
      if (failure instanceof ApiError) setError(failure.message);
      else throw failure;
    }
  });
  return (
    <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
      <Field
        label={t("forgot.username")}
        autoComplete="username"
        error={formState.errors.username?.message}
        {...register("username")}
      />
      <Field
        label={t("forgot.email")}
        type="email"
        autoComplete="email"
        error={formState.errors.email?.message}
        {...register("email")}
      />
      <FormError message={error} />
      <Button type="submit" size="lg" disabled={formState.isSubmitting}>
        {t("forgot.submit")}
      </Button>
    </form>
  );
}

function ByPhone() {
  const { t } = useTranslation("auth");
  const format = useFormat();
  const navigate = useNavigate();
  const [error, setError] = useState<string>();
  const [expiresAt, setExpiresAt] = useState<number>();
  const schema = z
    .object({
      mobileNum: z
        .string()
        .trim()
        .regex(/^[0-9]{5,15}$/, t("login.mobile")),
      countryDialingCode: z.string(),
      verificationCode: z.string().trim().min(1, t("emptyInput")),
      newPassword: z.string().min(1, t("emptyInput")),
      confirmNewPassword: z.string().min(1, t("emptyInput")),
    })
    .refine((v) => v.newPassword === v.confirmNewPassword, {
      path: ["confirmNewPassword"],
      message: t("mismatch"),
    });
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: {
      mobileNum: "",
      countryDialingCode: "+55",
      verificationCode: "",
      newPassword: "",
      confirmNewPassword: "",
    },
  });
  const { register, handleSubmit, formState, watch, setValue } = form;
  const submit = handleSubmit(async (values) => {
    setError(undefined);
    try {
      completeLogin(await authApi.resetByPhone(values));
      navigate("/");
    } catch (failure) {
      if (failure instanceof ApiError) setError(failure.message);
      else throw failure;
    }
  });
  return (
    <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
      <Field
        label={t("login.mobile")}
        inputMode="numeric"
        data-testid="forgot-mobile"
        error={formState.errors.mobileNum?.message}
        before={
          <DialCodeSelect
            label={t("login.dialCode")}
            value={watch("countryDialingCode")}
            onChange={(value) => setValue("countryDialingCode", value)}
          />
        }
        {...register("mobileNum")}
      />
      <Field
        label={t("login.smsCode")}
        inputMode="numeric"
        autoComplete="one-time-code"
        data-testid="forgot-code"
        error={formState.errors.verificationCode?.message}
        addon={
          <SmsCodeButton
            onSent={setExpiresAt}
            send={async () => {
              if (!(await form.trigger("mobileNum")))
                throw new ApiError(400, "mobile.invalid", t("login.mobile"));
              return authApi.smsPassword(
                form.getValues("mobileNum").trim(),
                form.getValues("countryDialingCode"),
              );
            }}
          />
        }
        {...register("verificationCode")}
      />
      {expiresAt && (
        <p className="text-xs text-muted">
          {t("forgot.expiresAt", {
            // hh:mm of the site's one time rule (the brand's time zone).
            time: format.dateTime(expiresAt).slice(11, 16),
          })}
        </p>
      )}
      <Field
        label={t("forgot.newPassword")}
        type="password"
        autoComplete="new-password"
        data-testid="forgot-new-password"
        error={formState.errors.newPassword?.message}
        {...register("newPassword")}
      />
      <Field
        label={t("forgot.confirmPassword")}
        type="password"
        autoComplete="new-password"
        data-testid="forgot-confirm-password"
        error={formState.errors.confirmNewPassword?.message}
        {...register("confirmNewPassword")}
      />
      <FormError message={error} />
      <Button type="submit" size="lg" disabled={formState.isSubmitting} data-testid="forgot-submit">
        {t("forgot.reset")}
      </Button>
    </form>
  );
}
