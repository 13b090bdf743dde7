import { type AnyCall, calls, MODULE_IDS, type WhitelabelNode } from "@jogada/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useOpsMutation, useOpsQuery } from "../../lib/ops-api";
import { BrandPicker, useBrandChoice } from "../brand-choice";
import { useScreenTexts } from "../i18n";
import {
  Badge,
  Field,
  input,
  Modal,
  Outcome,
  primary,
  QueryState,
  ScreenTitle,
  Switch,
  secondary,
  Tabs,
} from "../kit";
import { FourEyesLimit } from "./FourEyesLimit";

type TabKey = "modules" | "maintenance" | "countries" | "limits";
interface Config {
  whitelabel?: WhitelabelNode[];
  maintenance?: { enabled: boolean; notice: { PT: string; EN: string } };
  countries?: { allowed: string[]; blocked: string[] };
  wallet?: {
    withdraw?: { minimumAmount: string; maximumAmount: string; autoReceiveMinutes: number };
    transfer?: { minimumAmount: string; maximumAmount: string };
    depositChannels?: {
      id: string;
      name: { PT: string; EN: string };
      minAmount: string;
      maxAmount: string;
    }[];
  };
}

/** The brand's module tree, maintenance, countries and limits; every change is validated by the server. */
export default function BrandScreen() {
  const { t } = useScreenTexts();
  const choice = useBrandChoice();
  const [tab, setTab] = useState<TabKey>("modules");
  return (
    <section data-testid="screen-brand">
      <ScreenTitle>{t("brand.title")}</ScreenTitle>
      <BrandPicker choice={choice} />
      <Tabs
        label={t("brand.title")}
        active={tab}
        onChange={setTab}
        tabs={(["modules", "maintenance", "countries", "limits"] as const).map((key) => ({
          key,
          label: t(`brand.tabs.${key}`),
        }))}
      />
      {choice.merchantCode ? (
        <BrandSettings key={choice.merchantCode} merchantCode={choice.merchantCode} tab={tab} />
      ) : (
        <QueryState query={choice.brands} isEmpty={() => true} empty={t("brand.none")}>
          {() => null}
        </QueryState>
      )}
    </section>
  );
}

function useBrandWrite<D extends AnyCall>(definition: D) {
  const client = useQueryClient();
  const read = calls.backOffice.brandSettings;
  return useOpsMutation(definition, {
    onSuccess: () => client.invalidateQueries({ queryKey: ["ops", read.method, read.path] }),
  });
}

function BrandSettings({ merchantCode, tab }: { merchantCode: string; tab: TabKey }) {
  const { t } = useScreenTexts();
  const query = useOpsQuery(calls.backOffice.brandSettings, { params: { merchantCode } });
  return (
    <QueryState query={query} empty={t("brand.none")}>
      {(value) => {
        const config = value.config as Config;
        if (tab === "modules") return <Modules merchantCode={merchantCode} tree={config.whitelabel ?? []} />;
        if (tab === "maintenance")
          return (
            <Maintenance
              key={JSON.stringify(config.maintenance)}
              merchantCode={merchantCode}
              value={config.maintenance ?? { enabled: false, notice: { PT: "", EN: "" } }}
            />
          );
        if (tab === "countries")
          return (
            <Countries
              key={JSON.stringify(config.countries)}
              merchantCode={merchantCode}
              value={config.countries ?? { allowed: [], blocked: [] }}
            />
          );
        return <Limits merchantCode={merchantCode} config={config} />;
      }}
    </QueryState>
  );
}

const KNOWN_MODULES = new Set<string>(MODULE_IDS);

function Modules({ merchantCode, tree }: { merchantCode: string; tree: WhitelabelNode[] }) {
  const { t } = useScreenTexts();
  const [confirming, setConfirming] = useState<WhitelabelNode | null>(null);
  const write = useBrandWrite(calls.backOffice.setBrandModule);
  const set = (node: WhitelabelNode, enabled: boolean) =>
    write.mutate(
      { params: { merchantCode, modId: node.modId as (typeof MODULE_IDS)[number] }, body: { enabled } },
      { onSuccess: () => setConfirming(null) },
    );
  const renderNodes = (nodes: WhitelabelNode[], depth: number, parentOn: boolean) => (
    <ul className={depth > 0 ? "ml-4 border-l border-line pl-3" : ""}>
      {nodes.map((node) => {
        const on = node.enabled === "1";
        return (
          <li key={node.modId} className="py-1">
            <div className="flex items-center gap-3">
              <Switch
                checked={on}
                disabled={write.isPending || !KNOWN_MODULES.has(node.modId)}
                label={t("brand.modules.toggle", { module: node.modId })}
                testId={`module-${node.modId}`}
                onChange={(enabled) =>
                  enabled || node.childrenNodes.length === 0 ? set(node, enabled) : setConfirming(node)
                }
              />
              <span className="font-mono text-sm">{node.modId}</span>
              {on && !parentOn ? <Badge tone="amber">{t("brand.modules.parentOff")}</Badge> : null}
            </div>
            {node.childrenNodes.length > 0
              ? renderNodes(node.childrenNodes, depth + 1, parentOn && on)
              : null}
          </li>
        );
      })}
    </ul>
  );
  return (
    <div>
      <p className="mb-3 text-sm text-muted">{t("brand.modules.intro")}</p>
      <Outcome error={confirming ? undefined : write.error} />
      <div className="rounded-md border border-line bg-panel-2 p-3">{renderNodes(tree, 0, true)}</div>
      <Modal
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t("brand.modules.confirmOff", { module: confirming?.modId ?? "" })}
      >
        <Outcome error={write.error} />
        <div className="flex justify-end gap-2">
          <button type="button" className={secondary} onClick={() => setConfirming(null)}>
            {t("common.cancel")}
          </button>
          <button
            type="button"
            className={primary}
            disabled={write.isPending}
            onClick={() => confirming && set(confirming, false)}
          >
            {t("common.off")}
          </button>
        </div>
      </Modal>
    </div>
  );
}

function Maintenance({
  merchantCode,
  value,
}: {
  merchantCode: string;
  value: { enabled: boolean; notice: { PT: string; EN: string } };
}) {
  const { t } = useScreenTexts();
  const [on, setOn] = useState(value.enabled);
  const [notice, setNotice] = useState(value.notice);
  const [confirming, setConfirming] = useState(false);
  const write = useBrandWrite(calls.backOffice.setBrandMaintenance);
  const save = () =>
    write.mutate(
      { params: { merchantCode }, body: { on, noticePt: notice.PT, noticeEn: notice.EN } },
      { onSuccess: () => setConfirming(false) },
    );
  return (
    <form
      className="grid max-w-3xl gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (on && !value.enabled) setConfirming(true);
        else save();
      }}
    >
      <span className="flex items-center gap-2 text-sm">
        <Switch
          checked={on}
          onChange={setOn}
          label={t("brand.maintenance.enabled")}
          testId="maintenance-switch"
        />
        {t("brand.maintenance.enabled")}
      </span>
      <div className="grid gap-3 md:grid-cols-2">
        {(["PT", "EN"] as const).map((language) => (
          <Field key={language} label={t("brand.maintenance.notice", { language })}>
            {(id) => (
              <textarea
                id={id}
                className={input}
                rows={3}
                maxLength={500}
                value={notice[language]}
                onChange={(event) => setNotice({ ...notice, [language]: event.target.value })}
              />
            )}
          </Field>
        ))}
      </div>
      <Outcome
        error={confirming ? undefined : write.error}
        done={write.isSuccess ? t("common.saved") : null}
      />
      <div>
        <button type="submit" className={primary} disabled={write.isPending}>
          {t("common.save")}
        </button>
      </div>
      <Modal open={confirming} onOpenChange={setConfirming} title={t("brand.maintenance.confirmOn")}>
        <Outcome error={write.error} />
        <div className="flex justify-end gap-2">
          <button type="button" className={secondary} onClick={() => setConfirming(false)}>
            {t("common.cancel")}
          </button>
          <button type="button" className={primary} disabled={write.isPending} onClick={save}>
            {t("common.save")}
          </button>
        </div>
      </Modal>
    </form>
  );
}

function CountryList({
  label,
  codes,
  onChange,
  testId,
}: {
  label: string;
  codes: string[];
  onChange: (codes: string[]) => void;
  testId: string;
}) {
  const { t } = useScreenTexts();
  const [typed, setTyped] = useState("");
  const [bad, setBad] = useState(false);
  const add = () => {
    const code = typed.trim().toUpperCase();
    if (!/^[A-Z]{2}$/.test(code)) {
      setBad(true);
      return;
    }
    setBad(false);
    setTyped("");
    if (!codes.includes(code)) onChange([...codes, code].sort());
  };
  return (
    <fieldset className="min-w-0 rounded-md border border-line p-3" data-testid={testId}>
      <legend className="px-1 text-sm font-semibold text-white/90">{label}</legend>
      <div className="mb-2 flex min-h-8 flex-wrap gap-1">
        {codes.map((code) => (
          <button
            key={code}
            type="button"
            className="rounded bg-white/10 px-2 py-1 font-mono text-xs hover:bg-red-500/20"
            aria-label={`${t("common.remove")} ${code}`}
            onClick={() => onChange(codes.filter((c) => c !== code))}
          >
            {code} ×
          </button>
        ))}
      </div>
      <div className="flex gap-2">
        <input
          aria-label={t("brand.countries.code")}
          placeholder={t("brand.countries.code")}
          className={`${input} w-full max-w-52 uppercase`}
          maxLength={2}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              add();
            }
          }}
        />
        <button type="button" className={secondary} onClick={add}>
          {t("brand.countries.add")}
        </button>
      </div>
      {bad ? (
        <p role="alert" className="mt-1 text-xs text-red-300">
          {t("brand.countries.invalid")}
        </p>
      ) : null}
    </fieldset>
  );
}

function Countries({
  merchantCode,
  value,
}: {
  merchantCode: string;
  value: { allowed: string[]; blocked: string[] };
}) {
  const { t } = useScreenTexts();
  const [allowed, setAllowed] = useState(value.allowed);
  const [blocked, setBlocked] = useState(value.blocked);
  const write = useBrandWrite(calls.backOffice.setBrandCountries);
  return (
    <form
      className="grid max-w-3xl gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        write.mutate({ params: { merchantCode }, body: { allowed, blocked } });
      }}
    >
      <div className="grid gap-3 md:grid-cols-2">
        <CountryList
          label={t("brand.countries.allowed")}
          codes={allowed}
          onChange={setAllowed}
          testId="countries-allowed"
        />
        <CountryList
          label={t("brand.countries.blocked")}
          codes={blocked}
          onChange={setBlocked}
          testId="countries-blocked"
        />
      </div>
      <Outcome error={write.error} done={write.isSuccess ? t("common.saved") : null} />
      <div>
        <button type="submit" className={primary} disabled={write.isPending}>
          {t("common.save")}
        </button>
      </div>
    </form>
  );
}

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

function Limits({ merchantCode, config }: { merchantCode: string; config: Config }) {
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
