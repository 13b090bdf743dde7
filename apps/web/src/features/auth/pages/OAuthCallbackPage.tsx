import { calls, type OAuthCompleteValue, type OAuthProvider } from "@jogada/contracts";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { call } from "../../../shared/api/call";
import { ApiError } from "../../../shared/api/client";
import { Button } from "../../../shared/ui/Button";
import { Field, FormError } from "../../../shared/ui/Field";
import { Spinner } from "../../../shared/ui/Spinner";
import { PROVIDER_NAMES, takePendingProvider } from "../lib/oauth";
import { completeLogin } from "../lib/session";

type Linking = Extract<OAuthCompleteValue, { status: "link-required" }>;

/** One exchange per code: a code is good once, and React may run an effect twice. */
const exchanges = new Map<string, Promise<OAuthCompleteValue>>();

function exchange(
  provider: OAuthProvider,
  body: { code: string; state: string; iss?: string },
): Promise<OAuthCompleteValue> {
  let pending = exchanges.get(body.code);
  if (!pending) {
    pending = call(calls.auth.oauthComplete, { params: { provider }, body });
    exchanges.set(body.code, pending);
  }
  return pending;
}

/** The provider proved an e-mail, not an account: the player proves the account is theirs. */
function LinkForm({ linking, onDone }: { linking: Linking; onDone: (to: string) => void }) {
  const { t } = useTranslation("auth");
  const [error, setError] = useState<string>();
  const { register, handleSubmit, formState } = useForm({ defaultValues: { userName: "", password: "" } });
  const provider = PROVIDER_NAMES[linking.provider];
  const submit = handleSubmit(async (values) => {
    setError(undefined);
    try {
      const login = await call(calls.auth.oauthLink, {
        body: { linkToken: linking.linkToken, userName: values.userName.trim(), password: values.password },
      });
      completeLogin(login);
      onDone(linking.returnTo);
    } catch (failure) {
      setError(failure instanceof ApiError && failure.message ? failure.message : t("oauth.failed"));
    }
  });
  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex w-full flex-col gap-3 text-left"
      data-testid="oauth-link-form"
    >
      <h1 className="text-center text-2xl font-black">{t("oauth.linkTitle")}</h1>
      <p className="text-sm text-muted">{t("oauth.linkText", { provider, email: linking.email })}</p>
      <Field
        label={t("login.username")}
        autoComplete="username"
        error={formState.errors.userName?.message}
        {...register("userName", { validate: (v) => v.trim() !== "" || t("login.required") })}
      />
      <Field
        label={t("login.password")}
        type="password"
        autoComplete="current-password"
        error={formState.errors.password?.message}
        {...register("password", { validate: (v) => v !== "" || t("login.required") })}
      />
      <FormError message={error} />
      <Button type="submit" size="lg" disabled={formState.isSubmitting} data-testid="oauth-link-submit">
        {t("oauth.link")}
      </Button>
    </form>
  );
}

/**
 * Where Google or Facebook send the browser back (`?code&state`, or `?error`): the server ends the
 * sign-in, and either the player is in, or the account still has to be linked by its password.
 */
export default function OAuthCallbackPage() {
  const { t } = useTranslation("auth");
  const navigate = useNavigate();
  const [linking, setLinking] = useState<Linking>();
  const [error, setError] = useState<string>();

  useEffect(() => {
    const query = new URLSearchParams(window.location.search);
    const code = query.get("code");
    const state = query.get("state");
    const provider = takePendingProvider() ?? (query.get("provider") as OAuthProvider | null);
    if (query.get("error") || !code || !state || (provider !== "google" && provider !== "facebook")) {
      setError(query.get("error") ? t("oauth.cancelled") : t("oauth.failed"));
      return;
    }
    // The provider's own name for itself (`iss`) goes along, so a mix-up of providers is refused.
    const iss = query.get("iss") ?? undefined;
    exchange(provider, { code, state, ...(iss ? { iss } : {}) }).then(
      (value) => {
        if (value.status === "signed-in") {
          completeLogin(value.login);
          navigate(value.returnTo, { replace: true });
        } else {
          setLinking(value);
        }
      },
      (failure: unknown) =>
        setError(failure instanceof ApiError && failure.message ? failure.message : t("oauth.failed")),
    );
  }, [navigate, t]);

  return (
    <section
      className="mx-auto flex max-w-md flex-col items-center gap-4 px-6 py-16 text-center"
      data-testid="oauth-callback"
    >
      {linking ? (
        <LinkForm linking={linking} onDone={(to) => navigate(to, { replace: true })} />
      ) : error ? (
        <>
          <p role="alert" className="text-red-200" data-testid="oauth-error">
            {error}
          </p>
          <Button onClick={() => navigate("/", { replace: true })}>{t("oauth.backHome")}</Button>
        </>
      ) : (
        <Spinner label={t("oauth.signingIn")} />
      )}
    </section>
  );
}
