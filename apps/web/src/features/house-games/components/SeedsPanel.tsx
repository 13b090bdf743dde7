import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { ApiError } from "../../../shared/api/client";
import { Button } from "../../../shared/ui/Button";
import { useSeedActions, useSeeds } from "../api/house-games";
import { inputClass } from "./BetControls";

/** The player's seeds: the server seed's hash before play, the client seed, rotation. */
export function SeedsPanel() {
  const { t } = useTranslation("houseGames");
  const seeds = useSeeds();
  const { setClientSeed, rotate } = useSeedActions();
  const [draft, setDraft] = useState<string | null>(null);
  const [revealed, setRevealed] = useState<string | null>(null);
  const error = (setClientSeed.error ?? rotate.error) as ApiError | null;
  if (!seeds.data) return null;
  return (
    <section className="rounded-2xl border border-line bg-panel p-4 text-sm" aria-labelledby="bgs-seeds">
      <h2 id="bgs-seeds" className="mb-3 font-semibold text-white">
        {t("fairness.title")}
      </h2>
      <dl className="grid gap-2">
        <dt className="text-xs text-muted">{t("fairness.serverSeedHash")}</dt>
        <dd className="font-mono text-xs break-all text-white" data-testid="server-seed-hash">
          {seeds.data.serverSeedHash}
        </dd>
        <dt className="text-xs text-muted">{t("fairness.clientSeed")}</dt>
        <dd className="flex gap-2">
          <input
            className={`${inputClass} min-w-0 flex-1 font-mono`}
            aria-label={t("fairness.clientSeed")}
            value={draft ?? seeds.data.clientSeed}
            onChange={(e) => setDraft(e.target.value)}
          />
          <Button
            variant="ghost"
            size="sm"
            disabled={draft === null || setClientSeed.isPending}
            onClick={() =>
              draft !== null &&
              setClientSeed.mutate({ body: { clientSeed: draft } }, { onSuccess: () => setDraft(null) })
            }
          >
            {t("fairness.change")}
          </Button>
        </dd>
        <dt className="text-xs text-muted">{t("fairness.nonce")}</dt>
        <dd className="font-mono text-white">{seeds.data.nonce}</dd>
      </dl>
      <Button
        className="mt-3"
        variant="ghost"
        size="sm"
        disabled={rotate.isPending}
        onClick={() => rotate.mutate({}, { onSuccess: (v) => setRevealed(v.previous.serverSeed) })}
      >
        {t("fairness.rotate")}
      </Button>
      {revealed && (
        <p className="mt-2 font-mono text-xs break-all text-gold" data-testid="revealed-seed">
          {t("fairness.revealed", { seed: revealed })}
        </p>
      )}
      {error && <p className="mt-2 text-xs text-red-400">{error.message}</p>}
    </section>
  );
}
