import { type FormEvent, useState } from "react";
import { Button } from "../../shared/ui/Button";
import { Field } from "../../shared/ui/Field";
import { signIn } from "../lib/auth";
import { useStaffSession } from "../lib/session";
import { ActionError } from "../ui/States";
import { LanguageSwitch } from "./LanguageSwitch";
import { useShellTexts } from "./texts";

/** Password first, then the authenticator's code. */
export function LoginPage() {
  const { t } = useShellTexts();
  const { ended } = useStaffSession();
  const [askCode, setAskCode] = useState(false);
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(false);
    }
  };

  const submitPassword = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setAskCode(true);
  };
  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    void run(() => signIn(username.trim(), password, code.trim()));
  };

  const notice =
    ended === "idle"
      ? t("login.idle")
      : ended === "ended"
        ? t("login.ended")
        : ended === "logout"
          ? t("login.loggedOut")
          : null;

  return (
    <main className="grid min-h-dvh place-items-center p-4">
      <div className="w-full max-w-sm rounded-2xl border border-line bg-panel p-6 shadow-2xl shadow-black/40">
        <div className="mb-5 flex items-center justify-between gap-3">
          <p className="text-xs font-semibold tracking-widest text-gold uppercase">{t("product")}</p>
          <LanguageSwitch />
        </div>
        {notice && (
          <p
            role="status"
            data-testid="bo-login-notice"
            className="mb-4 rounded-lg bg-white/5 px-3 py-2 text-sm text-white/85"
          >
            {notice}
          </p>
        )}
        {askCode ? (
          <form onSubmit={submitCode} className="flex flex-col gap-4" data-testid="bo-login-code">
            <h1 className="text-lg font-bold text-white">{t("login.codeTitle")}</h1>
            <p className="text-sm text-muted">{t("login.codeHelp")}</p>
            <Field
              label={t("login.code")}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="\d{6}"
              maxLength={6}
              required
              autoFocus
              value={code}
              onChange={(event) => setCode(event.target.value.replace(/\D/g, ""))}
            />
            <ActionError error={error} />
            <Button type="submit" disabled={busy || code.length !== 6}>
              {t("login.verify")}
            </Button>
            <Button
              variant="link"
              onClick={() => {
                setAskCode(false);
                setCode("");
                setError(null);
              }}
            >
              {t("login.back")}
            </Button>
          </form>
        ) : (
          <form onSubmit={submitPassword} className="flex flex-col gap-4" data-testid="bo-login-password">
            <h1 className="text-lg font-bold text-white">{t("login.title")}</h1>
            <Field
              label={t("login.username")}
              name="username"
              autoComplete="username"
              required
              minLength={3}
              maxLength={32}
              value={username}
              onChange={(event) => setUsername(event.target.value)}
            />
            <Field
              label={t("login.password")}
              name="password"
              type="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
            <ActionError error={error} />
            <Button type="submit" disabled={busy}>
              {t("login.next")}
            </Button>
          </form>
        )}
      </div>
    </main>
  );
}
