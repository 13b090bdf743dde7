import { type CallValue, calls, ODDS_GAME_CODES } from "@jogada/contracts";
import type { OddsGame } from "@jogada/games";
import { useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { ApiError } from "../../../shared/api/client";
import { cn } from "../../../shared/lib/cn";
import { useOpsMutation, useOpsQuery } from "../../lib/ops-api";
import { allows } from "../../lib/roles";
import { currentSession } from "../../lib/session";
import { BrandPicker, useBrandChoice } from "../brand-choice";
import { useFormat } from "../format";
import { useScreenTexts } from "../i18n";
import { input, Outcome, primary, QueryState, secondary } from "../kit";
import { betTypeOf, draftReturns, keyOfField, type OddsDraft, oddsBody } from "./odds-draft";

type OddsTable = CallValue<typeof calls.lottery.opsOdds>["tables"][number];

/**
 * The brand's odds tables: each entry of the chosen game with the return to player it gives,
 * worked out as the staff types by packages/games (the rule the server's guard applies), and
 * the guard's refusal shown on the entry it names.
 */
export function OddsTab() {
  const { t } = useScreenTexts();
  const [game, setGame] = useState<OddsGame>("vn-north");
  const choice = useBrandChoice();
  const brand = choice.merchantCode ? { merchant: choice.merchantCode } : {};
  const query = useOpsQuery(calls.lottery.opsOdds, { query: brand });
  return (
    <QueryState query={query} empty={t("lottery.empty")}>
      {(value) => {
        const table = value.tables.find((x) => x.game === game);
        return (
          <div className="flex flex-col gap-3" data-testid="odds-tab">
            <BrandPicker choice={choice} />
            <p className="text-sm text-muted">{t("lottery.odds.intro", { max: value.maxRtp })}</p>
            <label className="flex max-w-xs items-center gap-2 text-sm">
              <span className="shrink-0 text-muted">{t("lottery.odds.game")}</span>
              <select
                className={input}
                data-testid="odds-game"
                value={game}
                onChange={(event) => setGame(event.target.value as OddsGame)}
              >
                {ODDS_GAME_CODES.map((code) => (
                  <option key={code} value={code}>
                    {t(`lottery.odds.games.${code}`)}
                  </option>
                ))}
              </select>
            </label>
            {table ? (
              <OddsForm
                key={`${choice.merchantCode}:${game}`}
                table={table}
                maxRtp={value.maxRtp}
                brand={brand}
              />
            ) : null}
          </div>
        );
      }}
    </QueryState>
  );
}

function draftOf(table: OddsTable): OddsDraft {
  return Object.fromEntries(table.entries.map((entry) => [entry.key, entry.odds ?? ""]));
}

function OddsForm({
  table,
  maxRtp,
  brand,
}: {
  table: OddsTable;
  maxRtp: string;
  brand: { merchant?: string };
}) {
  const { t } = useScreenTexts();
  const format = useFormat();
  const client = useQueryClient();
  const canWrite = allows(currentSession()?.permissions ?? [], "lottery.write");
  const [draft, setDraft] = useState<OddsDraft>(() => draftOf(table));
  const [done, setDone] = useState<string | null>(null);
  const returns = useMemo(() => draftReturns(table.game, draft), [table.game, draft]);
  const save = useOpsMutation(calls.lottery.opsSaveOdds, {
    onSuccess: async () => {
      setDone(t("lottery.odds.saved"));
      await client.invalidateQueries({ queryKey: ["ops"] });
    },
  });
  const refusedKey = save.error instanceof ApiError ? keyOfField(save.error.field, table.game) : null;
  const percent = (value: number) =>
    new Intl.NumberFormat(format.language === "PT" ? "pt-BR" : "en-US", {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(Math.floor(value * 10_000 + 1e-9) / 100);
  const max = Number(maxRtp) / 100;

  return (
    <form
      className="flex flex-col gap-3"
      data-testid="odds-form"
      data-game={table.game}
      onSubmit={(event) => {
        event.preventDefault();
        setDone(null);
        save.mutate({ params: { game: table.game }, query: brand, body: { odds: oddsBody(draft) } });
      }}
    >
      <p className="text-xs text-muted" data-testid="odds-source">
        {table.source === "brand"
          ? t("lottery.odds.source.brand", { time: format.date(table.updatedAt) })
          : t("lottery.odds.source.default")}
      </p>
      <div className="max-w-full overflow-x-auto rounded-md border border-line bg-panel-2">
        <table className="w-full border-collapse text-left text-sm" data-testid="odds-table">
          <thead className="bg-white/5 text-xs text-muted uppercase">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">
                {t("lottery.odds.betType")}
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                {t("lottery.odds.odds")}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                {t("lottery.odds.rtp")}
              </th>
            </tr>
          </thead>
          <tbody>
            {table.entries.map((entry) => {
              const rtp = returns[entry.key] ?? null;
              const refused = refusedKey === entry.key;
              const errorId = `odds-error-${entry.key}`;
              return (
                <tr
                  key={entry.key}
                  className="border-t border-line align-top"
                  data-testid={`odds-row-${entry.key}`}
                >
                  <th scope="row" className="px-3 py-2 font-mono font-normal">
                    {entry.key === betTypeOf(table.game, entry.key)
                      ? entry.key
                      : entry.key.replace(".", " · ")}
                  </th>
                  <td className="px-3 py-2">
                    <input
                      className={cn(input, "w-32", refused && "border-red-400")}
                      inputMode="decimal"
                      aria-label={t("lottery.odds.fieldLabel", { key: entry.key })}
                      aria-invalid={refused || undefined}
                      aria-describedby={refused ? errorId : undefined}
                      data-testid={`odds-input-${entry.key}`}
                      readOnly={!canWrite}
                      value={draft[entry.key] ?? ""}
                      onChange={(event) => {
                        setDone(null);
                        setDraft({ ...draft, [entry.key]: event.target.value });
                      }}
                    />
                    {refused && save.error ? (
                      <p
                        id={errorId}
                        role="alert"
                        className="mt-1 text-xs text-red-300"
                        data-testid="odds-field-error"
                      >
                        {save.error.message}
                      </p>
                    ) : null}
                  </td>
                  <td
                    className={cn(
                      "px-3 py-2 text-right whitespace-nowrap tabular-nums",
                      rtp !== null && rtp > max && "text-amber-300",
                    )}
                    data-testid={`odds-rtp-${entry.key}`}
                  >
                    {rtp === null ? t("lottery.odds.unreadable") : `${percent(rtp)}%`}
                    {rtp !== null && rtp > max ? (
                      <span className="block text-xs">{t("lottery.odds.above")}</span>
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {canWrite ? (
        <div className="flex flex-wrap gap-2">
          <button type="submit" className={primary} disabled={save.isPending} data-testid="odds-save">
            {t("lottery.odds.save")}
          </button>
          <button
            type="button"
            className={secondary}
            onClick={() => {
              save.reset();
              setDone(null);
              setDraft(draftOf(table));
            }}
          >
            {t("lottery.odds.reset")}
          </button>
        </div>
      ) : (
        <p className="text-sm text-muted">{t("lottery.odds.readOnly")}</p>
      )}
      <Outcome error={refusedKey ? undefined : save.error} done={done} />
    </form>
  );
}
