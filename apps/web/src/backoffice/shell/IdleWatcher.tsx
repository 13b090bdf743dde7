import { useEffect, useState } from "react";
import { Button } from "../../shared/ui/Button";
import { signOut } from "../lib/auth";
import { idleLeft, type StaffSession, touchActivity } from "../lib/session";
import { useShellTexts } from "./texts";

const WARN_MS = 60_000;

/**
 * Signs the console out after the idle timeout (the server refuses the token by then too) and
 * warns a minute before. Pointer and key activity anywhere keeps the session alive.
 */
export function IdleWatcher({ session }: { session: StaffSession }) {
  const { t } = useShellTexts();
  const [left, setLeft] = useState(() => idleLeft(session));

  useEffect(() => {
    let last = 0;
    const active = () => {
      const now = Date.now();
      // one write every few seconds is enough
      if (now - last > 5_000) {
        last = now;
        touchActivity(now);
      }
    };
    const events = ["pointerdown", "keydown", "wheel"] as const;
    for (const name of events) window.addEventListener(name, active, { passive: true });
    const timer = setInterval(() => {
      const remaining = idleLeft(session);
      setLeft(remaining);
      if (remaining <= 0) void signOut("idle");
    }, 1_000);
    return () => {
      for (const name of events) window.removeEventListener(name, active);
      clearInterval(timer);
    };
  }, [session]);

  if (left > WARN_MS) return null;
  return (
    <div
      role="alertdialog"
      aria-live="assertive"
      data-testid="bo-idle-warning"
      className="fixed right-4 bottom-4 z-50 flex max-w-sm flex-col gap-3 rounded-xl border border-amber-400/40 bg-panel p-4 text-sm text-white shadow-2xl"
    >
      <p>{t("layout.idleSoon", { seconds: Math.max(0, Math.ceil(left / 1000)) })}</p>
      <Button
        size="sm"
        onClick={() => {
          touchActivity();
          setLeft(idleLeft(session));
        }}
      >
        {t("layout.stay")}
      </Button>
    </div>
  );
}
