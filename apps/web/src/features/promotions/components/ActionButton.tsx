import type { PromotionAction, PromotionKind } from "@jogada/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../shared/api/client";
import { Button } from "../../../shared/ui/Button";
import { requireLogin } from "../../auth";
import { promotionsApi, refreshAfterPromotionChange, useRewards } from "../api/promotions-api";

/**
 * The one button a promotion's state allows (SPEC §4): join, claim its reward, or, for a raffle,
 * claim the prize of the draw the player won (the draw comes from the reward centre's entry).
 * Nothing is rendered when the state allows no action.
 */
export function ActionButton({
  promotionId,
  kind,
  action,
  drawId = null,
  size = "md",
}: {
  promotionId: number;
  kind: PromotionKind;
  action: PromotionAction;
  /** A raffle's draw when the caller knows it (the detail does); else the reward centre names it. */
  drawId?: number | null;
  size?: "sm" | "md" | "lg";
}) {
  const { t } = useTranslation("promotions");
  const client = useQueryClient();
  const raffle = kind === "raffle";
  const rewards = useRewards();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: "ok" | "error"; text: string } | null>(null);
  if (action === "none") return message ? <Feedback {...message} /> : null;
  const fromRewards = rewards.data?.list.find(
    (r) => r.source === "raffle" && r.promotionId === promotionId && r.action === "claim",
  );
  const prizeDraw = raffle ? (drawId ?? fromRewards?.sourceId ?? null) : null;
  // A raffle's claim needs the draw; until it is known there is nothing to press.
  if (action === "claim" && raffle && prizeDraw === null) return null;

  const run = async () => {
    if (!requireLogin()) return;
    setBusy(true);
    setMessage(null);
    try {
      if (action === "join") {
        await promotionsApi.join(promotionId);
        setMessage({ tone: "ok", text: t("action.joined") });
      } else if (prizeDraw !== null) {
        await promotionsApi.claimRaffle(promotionId, prizeDraw);
        setMessage({ tone: "ok", text: t("action.prizeOk") });
      } else {
        await promotionsApi.requestReward(promotionId);
        setMessage({ tone: "ok", text: t("action.claimedOk") });
      }
    } catch (failure) {
      setMessage({
        tone: "error",
        text: failure instanceof ApiError && failure.message ? failure.message : t("action.failed"),
      });
    } finally {
      setBusy(false);
      await refreshAfterPromotionChange(client);
    }
  };
  const label = action === "join" ? t("action.join") : raffle ? t("action.claimPrize") : t("action.claim");
  return (
    <div className="flex flex-col items-start gap-2">
      <Button
        variant="gold"
        size={size}
        disabled={busy}
        onClick={run}
        data-testid={`promo-action-${action}`}
        data-promotion={promotionId}
      >
        {label}
      </Button>
      {message && <Feedback {...message} />}
    </div>
  );
}

function Feedback({ tone, text }: { tone: "ok" | "error"; text: string }) {
  return (
    <p
      role={tone === "error" ? "alert" : "status"}
      data-testid={`promo-${tone}`}
      className={tone === "error" ? "text-sm text-red-300" : "text-sm text-emerald-300"}
    >
      {text}
    </p>
  );
}
