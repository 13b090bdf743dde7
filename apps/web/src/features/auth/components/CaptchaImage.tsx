import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { authApi } from "../api/auth-api";

/**
 * The captcha image (a PNG from `GET /wps/captcha`, bound to this browser by an httpOnly cookie).
 * Clicking loads a new one, at most once a second (SPEC §5). `reloadKey` changes force a reload.
 */
export function CaptchaImage({ reloadKey }: { reloadKey: number }) {
  const { t } = useTranslation("auth");
  const [src, setSrc] = useState<string>();
  const last = useRef(0);
  const load = useCallback(async () => {
    const now = Date.now();
    if (now - last.current < 1000) return;
    last.current = now;
    try {
      setSrc(await authApi.captcha());
    } catch {
      // A refresh refused by the throttle keeps the current image.
    }
  }, []);
  useEffect(() => {
    void reloadKey;
    last.current = 0;
    void load();
  }, [load, reloadKey]);
  return (
    <button
      type="button"
      onClick={() => void load()}
      title={t("login.refreshCaptcha")}
      className="h-11 w-[120px] shrink-0 overflow-hidden rounded-xl border border-line bg-white"
      data-testid="captcha-image"
    >
      {src && <img src={src} alt={t("login.captchaAlt")} className="h-full w-full object-cover" />}
    </button>
  );
}
