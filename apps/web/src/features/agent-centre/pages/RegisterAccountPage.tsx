import { calls } from "@jogada/contracts";
import { QRCodeSVG } from "qrcode.react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { call } from "../../../shared/api/call";
import { useActionKey } from "../../../shared/lib/action-key";
import { Button } from "../../../shared/ui/Button";
import { useAgentQuery, useRefreshAgentViews } from "../api/agent-api";
import { errorText, Field, Input, Message, PageTitle, Select } from "../components/form";

/** Register account centre: open a member or agent account directly under me; my affiliate link. */
export default function RegisterAccountPage() {
  return (
    <div className="grid min-w-0 gap-6 lg:grid-cols-[1fr_auto]">
      <CreateDownline />
      <AffiliateLink />
    </div>
  );
}

const EMPTY = {
  role: "member" as "member" | "agent",
  username: "",
  password: "",
  confirmPassword: "",
  nickname: "",
};

function CreateDownline() {
  const { t } = useTranslation("agentCentre");
  const refresh = useRefreshAgentViews();
  const action = useActionKey();
  const [form, setForm] = useState(EMPTY);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: "error" | "ok"; text: string } | null>(null);
  const set = (patch: Partial<typeof EMPTY>) => setForm({ ...form, ...patch });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (form.password !== form.confirmPassword)
      return setMessage({ tone: "error", text: t("register.mismatch") });
    const body = {
      role: form.role,
      username: form.username.trim(),
      password: form.password,
      confirmPassword: form.confirmPassword,
      ...(form.nickname.trim() ? { nickname: form.nickname.trim() } : {}),
    };
    setBusy(true);
    try {
      const created = await call(
        calls.agents.registerDownline,
        { body },
        { idempotencyKey: action.keyFor({ ...body, password: undefined, confirmPassword: undefined }) },
      );
      action.done();
      setForm(EMPTY);
      setMessage({
        tone: "ok",
        text: t("register.created", { username: created.username, role: t(`register.${form.role}`) }),
      });
      await refresh();
    } catch (failure) {
      setMessage({ tone: "error", text: errorText(failure, t("common.failed")) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} className="flex min-w-0 flex-col gap-3" data-testid="register-downline">
      <PageTitle>{t("register.create")}</PageTitle>
      <Field label={t("register.role")}>
        <Select
          value={form.role}
          onChange={(e) => set({ role: e.target.value as "member" | "agent" })}
          data-testid="reg-role"
        >
          <option value="member">{t("register.member")}</option>
          <option value="agent">{t("register.agent")}</option>
        </Select>
      </Field>
      <Field label={t("common.username")}>
        <Input
          value={form.username}
          autoComplete="off"
          onChange={(e) => set({ username: e.target.value })}
          required
          data-testid="reg-username"
        />
      </Field>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label={t("register.password")}>
          <Input
            type="password"
            autoComplete="new-password"
            value={form.password}
            onChange={(e) => set({ password: e.target.value })}
            required
            data-testid="reg-password"
          />
        </Field>
        <Field label={t("register.confirmPassword")}>
          <Input
            type="password"
            autoComplete="new-password"
            value={form.confirmPassword}
            onChange={(e) => set({ confirmPassword: e.target.value })}
            required
            data-testid="reg-confirm"
          />
        </Field>
      </div>
      <Field label={t("register.nickname")}>
        <Input value={form.nickname} onChange={(e) => set({ nickname: e.target.value })} />
      </Field>
      {message && <Message tone={message.tone}>{message.text}</Message>}
      <Button type="submit" disabled={busy} data-testid="reg-submit" className="self-start">
        {t("common.submit")}
      </Button>
    </form>
  );
}

function AffiliateLink() {
  const { t } = useTranslation("agentCentre");
  const { data, error } = useAgentQuery(calls.agents.affiliateInfo, {}, { staleTime: 5 * 60_000 });
  const [copied, setCopied] = useState<"ok" | "failed" | null>(null);
  if (error) return <Message tone="error">{errorText(error, t("common.failed"))}</Message>;
  if (!data) return null;
  const link = new URL(data.registerPath, window.location.origin).toString();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied("ok");
    } catch {
      setCopied("failed");
    }
  };
  return (
    <section className="flex min-w-0 flex-col gap-3 lg:w-64" data-testid="affiliate-link">
      <h4 className="font-semibold text-white">{t("register.link")}</h4>
      <p className="text-xs text-muted">{t("register.linkHint")}</p>
      <div className="text-sm text-muted">
        {t("register.code")}: <span className="font-mono text-gold">{data.affiliateCode}</span>
      </div>
      <input
        readOnly
        value={link}
        aria-label={t("register.link")}
        onFocus={(e) => e.target.select()}
        className="h-10 w-full min-w-0 rounded-lg border border-line bg-night px-3 font-mono text-xs text-white"
        data-testid="affiliate-url"
      />
      <Button variant="ghost" size="sm" onClick={copy} data-testid="affiliate-copy" className="self-start">
        {t("register.copy")}
      </Button>
      {copied && (
        <Message tone={copied === "ok" ? "ok" : "error"}>
          {t(copied === "ok" ? "register.copied" : "register.copyFailed")}
        </Message>
      )}
      <div className="self-start rounded-xl bg-white p-3">
        <QRCodeSVG
          value={link}
          size={160}
          role="img"
          aria-label={t("register.qr")}
          data-testid="affiliate-qr"
        />
      </div>
    </section>
  );
}
