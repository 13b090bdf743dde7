import { type FieldCheck, matchesRule } from "@jogada/contracts";

export interface PaymentPasswordValues {
  oldPaymentPassword: string;
  newPaymentPassword: string;
  confirmPaymentPassword: string;
}

export type PaymentPasswordProblem = "empty" | "rule" | "mismatch";

/**
 * The form's checks before sending, the same the server makes: the old password when one is
 * held, the new one by the brand's paymentPassword rule (when the brand has one), the
 * confirmation equal to it.
 */
export function paymentPasswordProblems(
  values: PaymentPasswordValues,
  options: { holds: boolean; rule?: FieldCheck },
): Partial<Record<keyof PaymentPasswordValues, PaymentPasswordProblem>> {
  const problems: Partial<Record<keyof PaymentPasswordValues, PaymentPasswordProblem>> = {};
  if (options.holds && !values.oldPaymentPassword) problems.oldPaymentPassword = "empty";
  if (!values.newPaymentPassword) problems.newPaymentPassword = "empty";
  else if (options.rule && !matchesRule(values.newPaymentPassword, options.rule))
    problems.newPaymentPassword = "rule";
  if (!values.confirmPaymentPassword) problems.confirmPaymentPassword = "empty";
  else if (values.confirmPaymentPassword !== values.newPaymentPassword)
    problems.confirmPaymentPassword = "mismatch";
  return problems;
}
