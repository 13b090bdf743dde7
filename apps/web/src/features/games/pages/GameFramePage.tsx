import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { buttonClass } from "../../../shared/ui/Button";
import { CloseIcon, FrameIcon } from "../../../shared/ui/icons";
import { REALITY_CHECK_EVENT, type RealityCheckMessage } from "../../responsible-gaming";
import { storeFrame, useFrame } from "../lib/frame-store";

/**
 * /game: the launched game in a frame under the header. The game's page tells the site through
 * postMessage when money moved, and the site refreshes whatever shows the balance. A reality check
 * is passed into the frame the same way (`jogada:realityCheck`), so the game can pause under it.
 */
export default function GameFramePage() {
  const { t } = useTranslation("games");
  const frame = useFrame();
  const client = useQueryClient();
  const navigate = useNavigate();
  const frameRef = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    if (!frame) return;
    const origin = new URL(frame.url).origin;
    const forward = (event: Event) => {
      const message = (event as CustomEvent<RealityCheckMessage>).detail;
      frameRef.current?.contentWindow?.postMessage(message, origin);
    };
    window.addEventListener(REALITY_CHECK_EVENT, forward);
    return () => window.removeEventListener(REALITY_CHECK_EVENT, forward);
  }, [frame]);

  useEffect(() => {
    if (!frame) return;
    const origin = new URL(frame.url).origin;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin) return;
      const type = (event.data as { type?: string } | null)?.type;
      if (type === "jogada:balance")
        void client.invalidateQueries({
          predicate: (q) => String(q.queryKey[0]).includes("balance") || q.queryKey[0] === "wallet",
        });
      if (type === "jogada:close") {
        storeFrame(null);
        navigate("/");
      }
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [frame, client, navigate]);

  if (!frame) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16 text-center" data-testid="section-game">
        <FrameIcon className="mx-auto size-10 text-white/30" />
        <p className="mt-3 text-muted">{t("frame.none")}</p>
        <Link to="/" className={`${buttonClass("primary")} mt-4`}>
          {t("frame.backHome")}
        </Link>
      </div>
    );
  }
  return (
    <div className="flex h-[calc(100dvh-4rem)] flex-col" data-testid="section-game">
      <div className="flex items-center justify-between gap-3 border-b border-line/60 bg-panel px-4 py-2">
        <h1 className="truncate text-sm font-semibold">
          {frame.name}
          {frame.demo && <span className="ml-2 text-xs font-normal text-gold">{t("launch.demo")}</span>}
        </h1>
        <button
          type="button"
          aria-label={t("frame.close")}
          className="rounded-full p-1.5 text-white/70 hover:bg-white/10 hover:text-white"
          onClick={() => {
            storeFrame(null);
            navigate(-1);
          }}
        >
          <CloseIcon className="size-5" />
        </button>
      </div>
      <iframe
        ref={frameRef}
        title={frame.name}
        src={frame.url}
        data-testid="game-frame"
        className="w-full flex-1 border-0 bg-black"
        allow="autoplay; fullscreen"
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
      />
    </div>
  );
}
