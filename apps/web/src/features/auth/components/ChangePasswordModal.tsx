import { zodResolver } from "@hookform/resolvers/zod";
import { matchesRule, parseLanguage, patternMessage } from "@jogada/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { z } from "zod";
import { ApiError } from "../../../shared/api/client";
import { useMemberInfo } from "../../../shared/member/member-queries";
import type { ModalControls } from "../../../shared/modals/modal-store";
import { useSession } from "../../../shared/session/session-store";
import { useSite } from "../../../shared/site/site-info";
import { Button } from "../../../shared/ui/Button";
import { Field, FormError } from "../../../shared/ui/Field";
import { ModalFrame } from "../../../shared/ui/ModalFrame";
import { authApi } from "../api/auth-api";

/**
 * Change password (SPEC §2, §4): the account name, the old password only when the account holds
 * one, the new one twice. `forced` is the first-login / expired-password change: it cannot be
 * dismissed, because the server refuses everything else until it is done.
 */
export default function ChangePasswordModal({ close, forced }: ModalControls & { forced?: boolean }) {
  const { t, i18n } = useTranslation("auth");
  const language = parseLanguage(i18n.language);
  const site = useSite();
  const navigate = useNavigate();
  const queries = useQueryClient();
  const { account } = useSession();
  const info = useMemberInfo();
  const holdsPassword = info.data?.hasPassword ?? true;
  const rule = site.info.register.find((r) => r.key === "password");
  const [error, setError] = useState<string>();

  const schema = z
    .object({ oldPassword: z.string(), newPassword: z.string(), confirmNewPassword: z.string() })
    .superRefine((v, ctx) => {
      if (holdsPassword && !v.oldPassword)
        ctx.addIssue({ code: "custom", path: ["oldPassword"], message: t("emptyInput") });
      if (!v.newPassword) ctx.addIssue({ code: "custom", path: ["newPassword"], message: t("emptyInput") });
      else if (rule && !matchesRule(v.newPassword, rule)) {
        ctx.addIssue({
          code: "custom",
          path: ["newPassword"],
          message: patternMessage(rule.patternId, rule.minLength, rule.maxLength, language),
        });
      }
      if (!v.confirmNewPassword)
        ctx.addIssue({ code: "custom", path: ["confirmNewPassword"], message: t("emptyInput") });
      else if (v.confirmNewPassword !== v.newPassword) {
        ctx.addIssue({ code: "custom", path: ["confirmNewPassword"], message: t("mismatch") });
      }
    });
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { oldPassword: "", newPassword: "", confirmNewPassword: "" },
  });
  const submit = handleSubmit(async (values) => {
    setError(undefined);
    try {
      await authApi.changePassword({
        ...values,
        oldPassword: holdsPassword ? values.oldPassword : undefined,
      });
      await queries.invalidateQueries();
      close();
      navigate("/");
    } catch (failure) {
      if (failure instanceof ApiError) setError(failure.message);
      else throw failure;
    }
  });
  return (
    <ModalFrame
      title={t("change.title")}
      description={forced ? t("change.firstLogin") : undefined}
      onClose={forced ? () => {} : close}
      closeOnCover={!forced}
      hideClose={forced}
      size="sm"
    >
      <form onSubmit={submit} className="flex flex-col gap-3" noValidate data-testid="change-password-modal">
        <p className="text-sm text-muted">
          {t("change.account")}: <span className="font-semibold text-white">{account}</span>
        </p>
        {holdsPassword && (
          <Field
            label={t("change.oldPassword")}
            type="password"
            autoComplete="current-password"
            error={formState.errors.oldPassword?.message}
            {...register("oldPassword")}
          />
        )}
        <Field
          label={t("change.newPassword")}
          type="password"
          autoComplete="new-password"
          data-testid="change-new"
          error={formState.errors.newPassword?.message}
          {...register("newPassword")}
        />
        <Field
          label={t("change.confirmPassword")}
          type="password"
          autoComplete="new-password"
          data-testid="change-confirm"
          error={formState.errors.confirmNewPassword?.message}
          {...register("confirmNewPassword")}
        />
        <FormError message={error} />
        <Button type="submit" size="lg" disabled={formState.isSubmitting} data-testid="change-submit">
          {t("change.submit")}
        </Button>
      </form>
    </ModalFrame>
  );
}
