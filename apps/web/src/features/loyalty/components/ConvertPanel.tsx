import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../shared/api/client";
import { useActionKey } from "../../../shared/lib/action-key";
import { Button } from "../../../shared/ui/Button";
import { Field, FormError } from "../../../shared/ui/Field";
import { loyaltyApi, refreshPoints, usePointBalance, usePointConfig } from "../api/loyalty-api";
import { useLoyaltyFormat } from "../lib/format";
import { conversionProblem } from "../lib/progress";
import { LoadFailed, Loading } from "./Status";

/** Points to cash at the brand's ratio, with the payment password (passwordCheck/MCS2_convertPoint). */
export function ConvertPanel() {
  const { t } = useTranslation("loyalty");
  const f = useLoyaltyFormat();
  const client = useQueryClient();
  const config = usePointConfig();
  const balance = usePointBalance();
  const action = useActionKey();
  const [points, setPoints] = useState("");
  const [password, setPassword] = useState("");
  const [problem, setProblem] = useState<{ points?: string; password?: string }>({});
  const [failure, setFailure] = useState<string>();
  const [done, setDone] = useState<string>();
  const [busy, setBusy] = useState(false);

  if (config.isPending || balance.isPending) return <Loading />;
  if (config.isError || balance.isError)
    return (
      <LoadFailed
        onRetry={() => {
          void config.refetch();
          void balance.refetch();
        }}
      />
    );
  const rules = config.data;
  if (!rules.enabled)
    return (
      <p className="text-sm text-muted" data-testid="convert-off">
        {t("mall.convertOff")}
      </p>
    );
  const preview = /^\d{1,12}$/.test(points.trim())
    ? (
        Math.floor((Number(points.trim()) * Number(rules.convertAmount) * 100) / rules.convertPoints) / 100
      ).toFixed(2)
    : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    setDone(undefined);
    const found = conversionProblem(points, {
      min: rules.minConvert,
      step: 1,
      balance: Number(balance.data.points),
    });
    const next = {
      points: found
        ? t(`mall.convertErrors.${found.key}`, { points: f.number(found.points ?? 0) })
        : undefined,
      password: password ? undefined : t("mall.errors.password"),
    };
    setProblem(next);
    if (next.points || next.password) return;
    const amount = Number(points.trim());
    setBusy(true);
    try {
      const reply = await loyaltyApi.convert(
        { points: amount, paymentPassword: password },
        action.keyFor({ amount }),
      );
      action.done();
      setPoints("");
      setPassword("");
      setDone(t("mall.converted", { points: f.number(reply.points), amount: f.money(reply.amount) }));
    } catch (error) {
      setFailure(error instanceof ApiError && error.message ? error.message : t("common.actionFailed"));
    } finally {
      setBusy(false);
      await refreshPoints(client);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="flex max-w-md flex-col gap-3" data-testid="convert-form">
      <h2 className="text-lg font-bold">{t("mall.convertTitle")}</h2>
      <p className="text-sm text-gold" data-testid="convert-ratio">
        {t("mall.ratio", { points: f.number(rules.convertPoints), amount: f.money(rules.convertAmount) })}
      </p>
      <p className="text-xs text-muted">{t("mall.minPoints", { points: f.number(rules.minConvert) })}</p>
      <Field
        label={t("mall.pointsToConvert")}
        inputMode="numeric"
        value={points}
        onChange={(e) => setPoints(e.target.value)}
        error={problem.points}
        data-testid="convert-points"
      />
      {preview && !problem.points && (
        <p className="text-sm text-white" data-testid="convert-preview">
          {t("mall.youGet", { amount: f.money(preview) })}
        </p>
      )}
      <Field
        label={t("mall.paymentPassword")}
        type="password"
        autoComplete="off"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={problem.password}
        data-testid="convert-password"
      />
      <FormError message={failure} />
      {done && (
        <p role="status" className="text-sm text-emerald-300" data-testid="convert-done">
          {done}
        </p>
      )}
      <Button type="submit" variant="gold" disabled={busy} data-testid="convert-submit">
        {t("mall.convert")}
      </Button>
    </form>
  );
}
