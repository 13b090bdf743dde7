import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { ApiError } from "../../../shared/api/client";
import type { ModalControls } from "../../../shared/modals/modal-store";
import { Button } from "../../../shared/ui/Button";
import { FormError } from "../../../shared/ui/Field";
import { ModalFrame } from "../../../shared/ui/ModalFrame";
import { authApi } from "../api/auth-api";
import { completeLogin } from "../lib/session";

/** Free play (FREEPLAY3): a trial account with play money, then back to the lobby (SPEC §4). */
export default function FreePlayModal({ close }: ModalControls) {
  const { t } = useTranslation("auth");
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const start = async () => {
    setBusy(true);
    setError(undefined);
    try {
      sessionStorage.removeItem("cpw");
      completeLogin(await authApi.freePlay());
      close();
      navigate("/");
    } catch (failure) {
      if (failure instanceof ApiError) setError(failure.message);
      else throw failure;
    } finally {
      setBusy(false);
    }
  };
  return (
    <ModalFrame title={t("freePlay.title")} onClose={close} size="sm">
      <p className="mb-4 text-sm text-white/90">{t("freePlay.text")}</p>
      <FormError message={error} />
      <Button
        size="lg"
        className="mt-2 w-full"
        disabled={busy}
        onClick={() => void start()}
        data-testid="free-play-start"
      >
        {t("freePlay.start")}
      </Button>
    </ModalFrame>
  );
}
