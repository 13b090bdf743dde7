import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../shared/api/client";
import { useActionKey } from "../../../shared/lib/action-key";
import { Button } from "../../../shared/ui/Button";
import { Field, FormError, inputClass } from "../../../shared/ui/Field";
import { ModalFrame } from "../../../shared/ui/ModalFrame";
import { loyaltyApi, type MallReward, refreshPoints } from "../api/loyalty-api";
import { useLoyaltyFormat } from "../lib/format";
import { EMPTY_ADDRESS, setPointMall, usePointMall } from "../lib/point-mall-store";

type AddressField = "fullName" | "phone" | "line1" | "city" | "postcode";
type Problems = Partial<Record<"quantity" | "password" | AddressField, string>>;

/** Each required line of the address with the rule the server applies to it (DeliveryAddress). */
const ADDRESS_RULES: Record<AddressField, (value: string) => boolean> = {
  fullName: (v) => v.length >= 2 && v.length <= 80,
  phone: (v) => /^\+?[0-9 ()-]{6,20}$/.test(v),
  line1: (v) => v.length >= 3 && v.length <= 120,
  city: (v) => v.length >= 1 && v.length <= 60,
  postcode: (v) => v.length >= 2 && v.length <= 16,
};

/** Countries goods are delivered to. */
const COUNTRIES = ["BR", "PT", "PH", "VN", "TH", "US"] as const;

/** The most one redeem may ask for (the server refuses more). */
const MAX_QUANTITY = 10;

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
  const physical = reward.needsAddress;
  const count = /^\d{1,4}$/.test(quantity.trim()) ? Number(quantity.trim()) : Number.NaN;
  const total = Number.isFinite(count) ? count * reward.points : null;

  const check = (): Problems => {
    const found: Problems = {};
    const left = reward.perPlayerLimit === null ? null : reward.perPlayerLimit - reward.redeemedByMe;
    if (!Number.isFinite(count) || count < 1 || count > MAX_QUANTITY)
      found.quantity = t("mall.errors.quantity", { max: MAX_QUANTITY });
    else if (left !== null && count > left) found.quantity = t("mall.errors.overLimit", { count: left });
    else if (reward.stock !== null && count > reward.stock)
      found.quantity = t("mall.errors.overStock", { count: reward.stock });
    else if (points !== null && total !== null && total > points)
      found.quantity = t("mall.errors.overBalance");
    if (physical)
      for (const [field, valid] of Object.entries(ADDRESS_RULES) as [AddressField, (v: string) => boolean][])
        if (!valid(address[field].trim())) found[field] = t(`mall.errors.${field}`);
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
      ? {
          fullName: address.fullName.trim(),
          phone: address.phone.trim(),
          line1: address.line1.trim(),
          line2: address.line2.trim(),
          city: address.city.trim(),
          postcode: address.postcode.trim(),
          country: address.country,
        }
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
      setPointMall({ redeeming: null, tab: "history", address: EMPTY_ADDRESS });
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
          <legend className="mb-1 text-sm font-semibold text-white">{t("mall.address")}</legend>
          <Field
            label={t("mall.recipient")}
            autoComplete="name"
            value={address.fullName}
            onChange={(e) => setAddress({ fullName: e.target.value })}
            error={problems.fullName}
            data-testid="redeem-fullName"
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
            label={t("mall.line1")}
            autoComplete="address-line1"
            value={address.line1}
            onChange={(e) => setAddress({ line1: e.target.value })}
            error={problems.line1}
            data-testid="redeem-line1"
          />
          <Field
            label={t("mall.line2")}
            autoComplete="address-line2"
            value={address.line2}
            onChange={(e) => setAddress({ line2: e.target.value })}
            data-testid="redeem-line2"
          />
          <div className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2">
            <Field
              label={t("mall.city")}
              autoComplete="address-level2"
              value={address.city}
              onChange={(e) => setAddress({ city: e.target.value })}
              error={problems.city}
              data-testid="redeem-city"
            />
            <Field
              label={t("mall.postcode")}
              autoComplete="postal-code"
              value={address.postcode}
              onChange={(e) => setAddress({ postcode: e.target.value })}
              error={problems.postcode}
              data-testid="redeem-postcode"
            />
          </div>
          <label className="flex flex-col gap-1 text-xs font-medium text-muted">
            {t("mall.country")}
            <select
              className={inputClass}
              autoComplete="country"
              value={address.country}
              onChange={(e) => setAddress({ country: e.target.value })}
              data-testid="redeem-country"
            >
              {COUNTRIES.map((code) => (
                <option key={code} value={code}>
                  {t(`mall.countries.${code}`)}
                </option>
              ))}
            </select>
          </label>
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
      title={t("mall.dialogTitle", { name: reward.title })}
      onClose={() => setPointMall({ redeeming: null })}
    >
      <RedeemForm reward={reward} points={points} paymentPasswordSet={paymentPasswordSet} />
    </ModalFrame>
  );
}
