import { calls } from "@jogada/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useOpsMutation, useOpsQuery } from "../../lib/ops-api";
import { allows } from "../../lib/roles";
import { currentSession } from "../../lib/session";
import { Outcome, QueryState } from "../kit";
import { SettingsForm } from "./SettingsForm";
import { useLoyaltyTexts } from "./texts";

/** The brand's loyalty settings; roles without `loyalty.write` see them without a way to save. */
export function SettingsTab({ merchant }: { merchant: string }) {
  const { t } = useLoyaltyTexts();
  const client = useQueryClient();
  const query = useOpsQuery(calls.loyalty.opsLoyaltySettings, { query: { merchant } });
  const canWrite = allows(currentSession()?.permissions ?? [], "loyalty.write");
  // kept here: a save changes the reply, which gives the form a fresh start
  const [done, setDone] = useState<string | null>(null);
  const save = useOpsMutation(calls.loyalty.opsSaveLoyaltySettings, {
    onSuccess: () => {
      setDone(t("saved"));
      // the ladder's names and levels come from the settings too
      for (const call of [calls.loyalty.opsLoyaltySettings, calls.loyalty.opsVipLadder])
        void client.invalidateQueries({ queryKey: ["ops", call.method, call.path] });
    },
  });
  return (
    <QueryState query={query} empty="">
      {(value) => (
        <>
          {canWrite ? null : (
            <p role="note" data-testid="loyalty-read-only" className="mb-3 text-sm text-muted">
              {t("readOnly")}
            </p>
          )}
          <SettingsForm
            key={JSON.stringify(value)}
            settings={value.settings}
            canWrite={canWrite}
            pending={save.isPending}
            error={save.error}
            onSubmit={(settings) => {
              setDone(null);
              save.mutate({ body: { merchant, settings } });
            }}
            onCancel={() => {
              setDone(null);
              save.reset();
            }}
          />
          <Outcome done={done} />
        </>
      )}
    </QueryState>
  );
}
