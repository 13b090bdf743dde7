import { calls } from "@jogada/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ApiError } from "../../../shared/api/client";
import { useCallMutation } from "../../../shared/api/hooks";
import { memberKeys } from "../../../shared/member/member-queries";
import { Button } from "../../../shared/ui/Button";
import { FormError } from "../../../shared/ui/Field";
import { ModalFrame } from "../../../shared/ui/ModalFrame";

/**
 * Asked again, and in the way of everything else, whenever the brand's terms change: the player
 * declares being of age and accepts the version in force before going on.
 */
export function TermsPrompt({ version }: { version: string }) {
  const { t } = useTranslation("auth");
  const queries = useQueryClient();
  const [agree, setAgree] = useState(false);
  const accept = useCallMutation(calls.members.acceptTerms, {
    onSuccess: () => queries.invalidateQueries({ queryKey: memberKeys.info() }),
  });
  const error = accept.error instanceof ApiError ? accept.error.message : undefined;
  return (
    <ModalFrame title={t("terms.title")} onClose={() => {}} closeOnCover={false} hideClose size="sm">
      <form
        className="flex flex-col gap-3 text-sm"
        data-testid="terms-prompt"
        onSubmit={(event) => {
          event.preventDefault();
          if (agree) accept.mutate({ body: { version, accept: true } });
        }}
      >
        <p className="text-white/85">{t("terms.changed")}</p>
        <Link className="text-gold underline" to="/help" target="_blank">
          {t("terms.read")}
        </Link>
        <label className="flex items-start gap-2 text-white/85">
          <input
            type="checkbox"
            className="mt-0.5 size-4 accent-amber-400"
            checked={agree}
            onChange={(event) => setAgree(event.target.checked)}
            data-testid="terms-agree"
          />
          {t("register.agreement")}
        </label>
        <FormError message={error} />
        <Button type="submit" size="lg" disabled={!agree || accept.isPending} data-testid="terms-accept">
          {t("terms.accept")}
        </Button>
      </form>
    </ModalFrame>
  );
}
