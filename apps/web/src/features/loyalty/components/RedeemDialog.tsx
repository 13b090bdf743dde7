import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../shared/api/client";
import { useActionKey } from "../../../shared/lib/action-key";
import { Button } from "../../../shared/ui/Button";
import { Field, FormError } from "../../../shared/ui/Field";
import { ModalFrame } from "../../../shared/ui/ModalFrame";
import { loyaltyApi, type MallReward, refreshPoints } from "../api/loyalty-api";
import { useLoyaltyFormat } from "../lib/format";
import { setPointMall, usePointMall } from "../lib/point-mall-store";

type Problems = Partial<Record<"quantity" | "recipient" | "phone" | "address" | "password", string>>;

function RedeemForm({
  reward,
  points,
  paymentPasswordSet,
}: {
  reward: MallReward;
  points: number | null;
  paymentPasswordSet: boolean;
}) {
  const { t } = useTranslation("loyalty");
  const f = useLoyaltyFormat();
  const client = useQueryClient();
  const { address } = usePointMall();
  const action = useActionKey();
  const [quantity, setQuantity] = useState("1");
  const [password, setPassword] = useState("");
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const physical = reward.kind === "physical";
  const count = /^\d{1,4}$/.test(quantity.trim()) ? Number(quantity.trim()) : Number.NaN;
  const total = Number.isFinite(count) ? count * reward.points : null;

  const check = (): Problems => {
    const found: Problems = {};
    const left = reward.perPlayerLimit === null ? null : reward.perPlayerLimit - reward.redeemedByMe;
    if (!Number.isFinite(count) || count < 1) found.quantity = t("mall.errors.quantity");
    else if (left !== null && count > left) found.quantity = t("mall.errors.overLimit", { count: left });
    else if (reward.stock !== null && count > reward.stock)
      found.quantity = t("mall.errors.overStock", { count: reward.stock });
    else if (points !== null && total !== null && total > points)
      found.quantity = t("mall.errors.overBalance");
    if (physical) {
      if (address.recipient.trim().length < 2) found.recipient = t("mall.errors.recipient");
      if (address.phone.trim().length < 6) found.phone = t("mall.errors.phone");
      if (address.address.trim().length < 10) found.address = t("mall.errors.address");
    }
    if (!password) found.password = t("mall.errors.password");
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check();
    setProblems(found);
    setFailure(undefined);
    if (Object.keys(found).length > 0) return;
    const delivery = physical
      ? { recipient: address.recipient.trim(), phone: address.phone.trim(), address: address.address.trim() }
      : undefined;
    setBusy(true);
    try {
      await loyaltyApi.redeem(
        {
          rewardId: reward.id,
          quantity: count,
          paymentPassword: password,
          ...(delivery ? { delivery } : {}),
        },
        action.keyFor({ rewardId: reward.id, quantity: count, delivery }),
      );
      action.done();
      setPointMall({ redeeming: null, tab: "history", address: { recipient: "", phone: "", address: "" } });
    } catch (error) {
      setFailure(error instanceof ApiError && error.message ? error.message : t("common.actionFailed"));
    } finally {
      setBusy(false);
      await refreshPoints(client);
    }
  };

  const setAddress = (patch: Partial<typeof address>) => setPointMall({ address: { ...address, ...patch } });
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3" data-testid="redeem-form">
      <p className="text-sm text-muted">
        {t("mall.cost", { points: f.number(reward.points) })}
        {reward.stock !== null && ` · ${t("mall.stock", { count: reward.stock })}`}
      </p>
      <Field
        label={t("mall.quantity")}
        inputMode="numeric"
        value={quantity}
        onChange={(e) => setQuantity(e.target.value)}
        error={problems.quantity}
        data-testid="redeem-quantity"
      />
      {total !== null && (
        <p className="text-sm font-semibold text-gold" data-testid="redeem-total">
          {t("mall.total", { points: f.number(total) })}
        </p>
      )}
      {physical && (
        <fieldset className="flex flex-col gap-3" data-testid="redeem-delivery">
          <Field
            label={t("mall.recipient")}
            autoComplete="name"
            value={address.recipient}
            onChange={(e) => setAddress({ recipient: e.target.value })}
            error={problems.recipient}
            data-testid="redeem-recipient"
          />
          <Field
            label={t("mall.phone")}
            autoComplete="tel"
            inputMode="tel"
            value={address.phone}
            onChange={(e) => setAddress({ phone: e.target.value })}
            error={problems.phone}
            data-testid="redeem-phone"
          />
          <Field
            label={t("mall.address")}
            placeholder={t("mall.addressHint")}
            autoComplete="street-address"
            value={address.address}
            onChange={(e) => setAddress({ address: e.target.value })}
            error={problems.address}
            data-testid="redeem-address"
          />
          <p className="text-xs text-muted">{t("mall.approvalNote")}</p>
        </fieldset>
      )}
      {paymentPasswordSet ? (
        <Field
          label={t("mall.paymentPassword")}
          type="password"
          autoComplete="off"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={problems.password}
          data-testid="redeem-password"
        />
      ) : (
        <p className="rounded-lg bg-white/5 px-3 py-2 text-sm text-muted" data-testid="redeem-no-password">
          {t("mall.noPaymentPassword")}
        </p>
      )}
      <FormError message={failure} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={() => setPointMall({ redeeming: null })}>
          {t("mall.cancel")}
        </Button>
        <Button
          type="submit"
          variant="gold"
          disabled={busy || !paymentPasswordSet}
          data-testid="redeem-submit"
        >
          {t("mall.confirm")}
        </Button>
      </div>
    </form>
  );
}

/** The redeem of the reward the store names; physical goods ask for the delivery address. */
export function RedeemDialog({
  rewards,
  points,
  paymentPasswordSet,
}: {
  rewards: readonly MallReward[];
  points: number | null;
  paymentPasswordSet: boolean;
}) {
  const { t } = useTranslation("loyalty");
  const { redeeming } = usePointMall();
  const reward = rewards.find((item) => item.id === redeeming);
  if (!reward) return null;
  return (
    <ModalFrame
      title={t("mall.dialogTitle", { name: reward.name })}
      onClose={() => setPointMall({ redeeming: null })}
    >
      <RedeemForm reward={reward} points={points} paymentPasswordSet={paymentPasswordSet} />
    </ModalFrame>
  );
}
