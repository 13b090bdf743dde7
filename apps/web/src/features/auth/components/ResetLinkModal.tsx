import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { z } from "zod";
import { ApiError } from "../../../shared/api/client";
import type { ModalControls } from "../../../shared/modals/modal-store";
import { Button } from "../../../shared/ui/Button";
import { Field, FormError } from "../../../shared/ui/Field";
import { ModalFrame } from "../../../shared/ui/ModalFrame";
import { authApi } from "../api/auth-api";
import { completeLogin } from "../lib/session";

/** Opened by the forgot-password mail's link (`/?resetToken=...`): a new password, then logged in. */
export default function ResetLinkModal({ close, token }: ModalControls & { token: string }) {
  const { t } = useTranslation("auth");
  const navigate = useNavigate();
  const [error, setError] = useState<string>();
  const schema = z
    .object({
      newPassword: z.string().min(1, t("emptyInput")),
      confirmNewPassword: z.string().min(1, t("emptyInput")),
    })
    .refine((v) => v.newPassword === v.confirmNewPassword, {
      path: ["confirmNewPassword"],
      message: t("mismatch"),
    });
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { newPassword: "", confirmNewPassword: "" },
  });
  const submit = handleSubmit(async (values) => {
    setError(undefined);
    try {
      completeLogin(await authApi.resetByLink({ token, ...values }));
      navigate("/", { replace: true });
    } catch (failure) {
      if (failure instanceof ApiError) setError(failure.message);
      else throw failure;
    }
  });
  return (
    <ModalFrame title={t("resetLink.title")} onClose={close} size="sm">
      <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
        <Field
          label={t("forgot.newPassword")}
          type="password"
          autoComplete="new-password"
          error={formState.errors.newPassword?.message}
          {...register("newPassword")}
        />
        <Field
          label={t("forgot.confirmPassword")}
          type="password"
          autoComplete="new-password"
          error={formState.errors.confirmNewPassword?.message}
          {...register("confirmNewPassword")}
        />
        <FormError message={error} />
        <Button type="submit" size="lg" disabled={formState.isSubmitting}>
          {t("resetLink.submit")}
        </Button>
      </form>
    </ModalFrame>
  );
}
