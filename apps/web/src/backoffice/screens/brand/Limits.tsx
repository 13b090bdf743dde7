import { calls } from "@jogada/contracts";
import { useState } from "react";
import { useScreenTexts } from "../i18n";
import { input, Outcome, secondary } from "../kit";
import { type Config, useBrandWrite } from "./brand-write";
import { FourEyesLimit } from "./FourEyesLimit";

interface Limit {
  path: string;
  label: string;
  value: string | number;
  kind: "money" | "minutes";
}

type LimitLabel = (
  key:
    | "withdrawMin"
    | "withdrawMax"
    | "autoReceive"
    | "transferMin"
    | "transferMax"
    | "depositMin"
    | "depositMax",
  channel?: string,
) => string;

function limitsOf(config: Config, label: LimitLabel): Limit[] {
  const wallet = config.wallet ?? {};
  const out: Limit[] = [];
  if (wallet.withdraw) {
    out.push(
      {
        path: "wallet.withdraw.minimumAmount",
        label: label("withdrawMin"),
        value: wallet.withdraw.minimumAmount,
        kind: "money",
      },
      {
        path: "wallet.withdraw.maximumAmount",
        label: label("withdrawMax"),
        value: wallet.withdraw.maximumAmount,
        kind: "money",
      },
      {
        path: "wallet.withdraw.autoReceiveMinutes",
        label: label("autoReceive"),
        value: wallet.withdraw.autoReceiveMinutes,
        kind: "minutes",
      },
    );
  }
  if (wallet.transfer) {
    out.push(
      {
        path: "wallet.transfer.minimumAmount",
        label: label("transferMin"),
        value: wallet.transfer.minimumAmount,
        kind: "money",
      },
      {
        path: "wallet.transfer.maximumAmount",
        label: label("transferMax"),
        value: wallet.transfer.maximumAmount,
        kind: "money",
      },
    );
  }
  (wallet.depositChannels ?? []).forEach((channel, index) => {
    out.push(
      {
        path: `wallet.depositChannels.${index}.minAmount`,
        label: label("depositMin", channel.id),
        value: channel.minAmount,
        kind: "money",
      },
      {
        path: `wallet.depositChannels.${index}.maxAmount`,
        label: label("depositMax", channel.id),
        value: channel.maxAmount,
        kind: "money",
      },
    );
  });
  return out;
}

function LimitRow({ merchantCode, limit }: { merchantCode: string; limit: Limit }) {
  const { t } = useScreenTexts();
  const [text, setText] = useState(String(limit.value));
  const write = useBrandWrite(calls.backOffice.setBrandValue);
  const changed = text.trim() !== String(limit.value);
  return (
    <form
      className="grid items-end gap-2 border-t border-line py-2 sm:grid-cols-[1fr_12rem_auto]"
      onSubmit={(event) => {
        event.preventDefault();
        const value = limit.kind === "minutes" ? Math.trunc(Number(text)) : text.trim();
        write.mutate({ params: { merchantCode }, body: { path: limit.path, value } });
      }}
    >
      <label className="text-sm text-white/90" htmlFor={limit.path}>
        {limit.label}
      </label>
      <input
        id={limit.path}
        inputMode="decimal"
        className={input}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className={secondary} disabled={!changed || write.isPending}>
        {t("common.save")}
      </button>
      <div className="sm:col-span-3">
        <Outcome error={write.error} done={write.isSuccess && !changed ? t("common.saved") : null} />
      </div>
    </form>
  );
}

/** The brand's money limits (withdrawals, transfers, deposit channels) and the four-eyes amount. */
export function Limits({ merchantCode, config }: { merchantCode: string; config: Config }) {
  const { t } = useScreenTexts();
  const limits = limitsOf(config, (key, channel) => t(`brand.limits.${key}`, { channel: channel ?? "" }));
  return (
    <div className="max-w-3xl">
      <FourEyesLimit merchantCode={merchantCode} />
      <p className="mb-2 text-sm text-muted">{t("brand.limits.intro")}</p>
      {limits.length === 0 ? <p className="text-sm text-muted">{t("brand.none")}</p> : null}
      <div className="rounded-md border border-line bg-panel-2 px-3">
        {limits.map((limit) => (
          <LimitRow key={`${limit.path}:${limit.value}`} merchantCode={merchantCode} limit={limit} />
        ))}
      </div>
    </div>
  );
}
