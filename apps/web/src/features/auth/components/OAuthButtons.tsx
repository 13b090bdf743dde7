import { calls, OAUTH_PROVIDERS, type OAuthProvider } from "@jogada/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../shared/api/client";
import { useCallQuery } from "../../../shared/api/hooks";
import { Button } from "../../../shared/ui/Button";
import { FormError } from "../../../shared/ui/Field";
import { startOAuth } from "../lib/oauth";

function ProviderMark({ provider }: { provider: OAuthProvider }) {
  return provider === "google" ? (
    <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true">
      <path
        fill="#4285F4"
        d="M22.5 12.3c0-.8-.1-1.5-.2-2.2H12v4.2h5.9a5 5 0 01-2.2 3.3v2.7h3.5c2.1-1.9 3.3-4.7 3.3-8z"
      />
      <path
        fill="#34A853"
        d="M12 23c3 0 5.5-1 7.2-2.7l-3.5-2.7c-1 .7-2.2 1-3.7 1-2.9 0-5.3-1.9-6.2-4.5H2.2v2.8A11 11 0 0012 23z"
      />
      <path fill="#FBBC05" d="M5.8 14.1a6.6 6.6 0 010-4.2V7.1H2.2a11 11 0 000 9.8l3.6-2.8z" />
      <path
        fill="#EA4335"
        d="M12 5.4c1.6 0 3.1.6 4.2 1.7l3.1-3.1A11 11 0 002.2 7.1l3.6 2.8C6.7 7.3 9.1 5.4 12 5.4z"
      />
    </svg>
  ) : (
    <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true">
      <path
        fill="#1877F2"
        d="M24 12a12 12 0 10-13.9 11.9v-8.4H7.1V12h3V9.4c0-3 1.8-4.7 4.5-4.7 1.3 0 2.7.2 2.7.2v3h-1.5c-1.5 0-2 .9-2 1.9V12h3.4l-.5 3.5h-2.9v8.4A12 12 0 0024 12z"
      />
    </svg>
  );
}

/** Google and Facebook sign-in (SPEC §6), each shown only while the brand offers it. */
export function OAuthButtons() {
  const { t } = useTranslation("auth");
  const options = useCallQuery(calls.auth.signInOptions, {}, { staleTime: 5 * 60_000 });
  const [busy, setBusy] = useState<OAuthProvider>();
  const [error, setError] = useState<string>();
  const offered = OAUTH_PROVIDERS.filter((provider) => options.data?.[provider]);
  if (offered.length === 0) return null;
  const start = (provider: OAuthProvider) => {
    setBusy(provider);
    setError(undefined);
    startOAuth(provider).catch((failure: unknown) => {
      setBusy(undefined);
      setError(failure instanceof ApiError && failure.message ? failure.message : t("oauth.failed"));
    });
  };
  return (
    <div className="mt-4 flex flex-col gap-2" data-testid="oauth-buttons">
      <div className="flex items-center gap-3 text-xs text-muted" aria-hidden>
        <span className="h-px flex-1 bg-line" />
        {t("oauth.or")}
        <span className="h-px flex-1 bg-line" />
      </div>
      {offered.map((provider) => (
        <Button
          key={provider}
          variant="ghost"
          disabled={busy !== undefined}
          onClick={() => start(provider)}
          data-testid={`oauth-${provider}`}
        >
          <ProviderMark provider={provider} />
          {t(`oauth.${provider}`)}
        </Button>
      ))}
      <FormError message={error} />
    </div>
  );
}
