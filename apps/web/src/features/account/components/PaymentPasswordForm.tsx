import { parseLanguage, patternMessage } from "@jogada/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { type FieldErrors, type Resolver, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../shared/api/client";
import { memberKeys } from "../../../shared/member/member-queries";
import { useSite } from "../../../shared/site/site-info";
import { Button } from "../../../shared/ui/Button";
import { Field, FormError } from "../../../shared/ui/Field";
import { accountApi } from "../api/account-api";
import { type PaymentPasswordValues, paymentPasswordProblems } from "../lib/payment-password";

/**
 * Sets the payment password when the account has none, or changes it (old, new, confirmation);
 * the new one follows the brand's paymentPassword rule, as the server checks it.
 */
export function PaymentPasswordForm({ holds, onDone }: { holds: boolean; onDone: (saved: boolean) => void }) {
  const { t, i18n } = useTranslation("account");
  const language = parseLanguage(i18n.language);
  const site = useSite();
  const queries = useQueryClient();
  const rule = site.info.register.find((r) => r.key === "paymentPassword");
  const [error, setError] = useState<string>();

  const resolver: Resolver<PaymentPasswordValues> = (values) => {
    const problems = paymentPasswordProblems(values, { holds, rule });
    const errors: FieldErrors<PaymentPasswordValues> = {};
    for (const [field, problem] of Object.entries(problems) as [keyof PaymentPasswordValues, string][]) {
      errors[field] = {
        type: problem,
        message:
          problem === "rule" && rule
            ? patternMessage(rule.patternId, rule.minLength, rule.maxLength, language)
            : t(`payment.errors.${problem as "empty" | "mismatch"}`),
      };
    }
    return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
  };
  const { register, handleSubmit, formState } = useForm<PaymentPasswordValues>({
    resolver,
    defaultValues: { oldPaymentPassword: "", newPaymentPassword: "", confirmPaymentPassword: "" },
  });

  const submit = handleSubmit(async (values) => {
    setError(undefined);
    try {
      await accountApi.setPaymentPassword({
        ...values,
        oldPaymentPassword: holds ? values.oldPaymentPassword : undefined,
      });
      await queries.invalidateQueries({ queryKey: memberKeys.info() });
      onDone(true);
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure;
      setError(failure.message);
    }
  });

  const numeric = rule?.patternId === 6;
  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-3 rounded-xl border border-line bg-night/40 p-4"
      data-testid="payment-password-form"
    >
      <h5 className="text-sm font-semibold text-white">
        {holds ? t("payment.changeTitle") : t("payment.setTitle")}
      </h5>
      {holds && (
        <Field
          label={t("payment.old")}
          type="password"
          autoComplete="off"
          inputMode={numeric ? "numeric" : undefined}
          data-testid="payment-old"
          error={formState.errors.oldPaymentPassword?.message}
          {...register("oldPaymentPassword")}
        />
      )}
      <Field
        label={t("payment.new")}
        type="password"
        autoComplete="new-password"
        inputMode={numeric ? "numeric" : undefined}
        maxLength={rule?.maxLength}
        data-testid="payment-new"
        error={formState.errors.newPaymentPassword?.message}
        {...register("newPaymentPassword")}
      />
      <Field
        label={t("payment.confirm")}
        type="password"
        autoComplete="new-password"
        inputMode={numeric ? "numeric" : undefined}
        maxLength={rule?.maxLength}
        data-testid="payment-confirm"
        error={formState.errors.confirmPaymentPassword?.message}
        {...register("confirmPaymentPassword")}
      />
      <FormError message={error} />
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={() => onDone(false)}>
          {t("payment.cancel")}
        </Button>
        <Button type="submit" disabled={formState.isSubmitting} data-testid="payment-submit">
          {t("payment.submit")}
        </Button>
      </div>
    </form>
  );
}
