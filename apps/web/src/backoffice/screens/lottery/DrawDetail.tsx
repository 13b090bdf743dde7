import { type CallValue, calls } from "@jogada/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useOpsMutation, useOpsQuery } from "../../lib/ops-api";
import { useFormat } from "../format";
import { useScreenTexts } from "../i18n";
import { danger, Field, input, Outcome, primary, QueryState, ReasonDialog, secondary, Table } from "../kit";
import { FeedReadings } from "./FeedReadings";
import { ManualResultForm } from "./ManualResultForm";
import type { FeedSheetValue } from "./manual-sheet";
import { SheetView } from "./SheetView";

type Draw = CallValue<typeof calls.backOffice.listDraws>["list"][number];
type Liability = CallValue<typeof calls.backOffice.drawLiability>["list"][number];

/** One draw: what each source said, each feed's latest reading, a manual entry waiting for its second staff member, liability, void. */
export function DrawDetail({ draw, onClose }: { draw: Draw; onClose: () => void }) {
  const { t } = useScreenTexts();
  const format = useFormat();
  const client = useQueryClient();
  const [voiding, setVoiding] = useState(false);
  const [entering, setEntering] = useState(false);
  const [confirmReason, setConfirmReason] = useState("");
  const [done, setDone] = useState<string | null>(null);
  const results = useOpsQuery(calls.backOffice.drawResults, { params: { drawId: draw.id } });
  const liability = useOpsQuery(calls.backOffice.drawLiability, { params: { drawId: draw.id } });
  const refresh = () => {
    void client.invalidateQueries({
      queryKey: ["ops", calls.backOffice.drawResults.method, calls.backOffice.drawResults.path],
    });
    void client.invalidateQueries({
      queryKey: ["ops", calls.backOffice.listDraws.method, calls.backOffice.listDraws.path],
    });
  };
  const manual = useOpsMutation(calls.lottery.opsManualResult, {
    onSuccess: (value) => {
      setEntering(false);
      setDone(value.confirmed ? t("lottery.manual.confirmed") : t("lottery.manual.submitted"));
      refresh();
    },
  });
  const voidDraw = useOpsMutation(calls.lottery.opsVoidDraw, {
    onSuccess: () => {
      setVoiding(false);
      setDone(t("lottery.void.done"));
      refresh();
    },
  });
  const submit = (result: FeedSheetValue, reason: string) =>
    manual.mutate({ params: { drawId: draw.id }, body: { result, reason } });
  const open = draw.status === "waiting";
  return (
    <div className="grid gap-5" data-testid="draw-detail">
      <section>
        <h3 className="mb-2 text-sm font-semibold text-white">{t("lottery.sources")}</h3>
        <QueryState query={results} empty={t("lottery.noSource")}>
          {(value) => (
            <div className="grid gap-3">
              {value.sources.length === 0 ? (
                <p className="text-sm text-muted">{t("lottery.noSource")}</p>
              ) : null}
              <div className="grid gap-3 md:grid-cols-2">
                {value.sources.map((source) => (
                  <div
                    key={source.source}
                    className="min-w-0 rounded border border-line p-3"
                    data-testid="draw-source"
                  >
                    <p className="mb-1 text-sm font-medium">
                      {source.source}{" "}
                      <span className="font-normal text-muted">· {format.date(source.receivedAt)}</span>
                    </p>
                    <SheetView result={source.result} />
                  </div>
                ))}
              </div>
              {draw.result ? (
                <div className="rounded border border-emerald-500/40 bg-emerald-500/10 p-3">
                  <p className="mb-1 text-sm font-medium text-emerald-200">{t("lottery.result")}</p>
                  <SheetView result={draw.result} />
                </div>
              ) : null}
              {value.pendingManual ? (
                <div
                  className="rounded border border-amber-500/40 bg-amber-500/10 p-3"
                  data-testid="pending-manual"
                >
                  <p className="text-sm font-medium text-amber-200">{t("lottery.manual.waiting")}</p>
                  <p className="mb-2 text-xs text-amber-200">
                    {t("lottery.manual.enteredBy", { name: value.pendingManual.enteredBy })} ·{" "}
                    {format.date(value.pendingManual.enteredAt)}
                  </p>
                  <SheetView result={value.pendingManual.result} />
                  <form
                    className="mt-3 flex flex-wrap items-end gap-2"
                    onSubmit={(event) => {
                      event.preventDefault();
                      if (value.pendingManual && confirmReason.trim().length >= 3)
                        submit(value.pendingManual.result as FeedSheetValue, confirmReason.trim());
                    }}
                  >
                    <div className="min-w-48 flex-1">
                      <Field label={t("common.reason")}>
                        {(id) => (
                          <input
                            id={id}
                            data-testid="confirm-reason"
                            className={input}
                            maxLength={300}
                            value={confirmReason}
                            onChange={(event) => setConfirmReason(event.target.value)}
                          />
                        )}
                      </Field>
                    </div>
                    <button
                      type="submit"
                      data-testid="manual-confirm"
                      className={primary}
                      disabled={manual.isPending || confirmReason.trim().length < 3}
                    >
                      {t("lottery.manual.confirm")}
                    </button>
                  </form>
                </div>
              ) : null}
              <Outcome error={entering ? undefined : manual.error} done={done} />
              {open ? (
                entering ? (
                  <div className="rounded border border-line p-3">
                    <p className="mb-3 text-sm text-muted">{t("lottery.manual.intro")}</p>
                    <ManualResultForm
                      drawId={draw.id}
                      sources={value.sources}
                      pending={manual.isPending}
                      submitLabel={
                        value.pendingManual ? t("lottery.manual.confirm") : t("lottery.manual.submit")
                      }
                      onSubmit={submit}
                    />
                    <Outcome error={manual.error} />
                  </div>
                ) : (
                  <div className="flex flex-wrap gap-2">
                    <button
                      type="button"
                      data-testid="manual-enter"
                      className={secondary}
                      onClick={() => {
                        manual.reset();
                        setDone(null);
                        setEntering(true);
                      }}
                    >
                      {t("lottery.manual.enter")}
                    </button>
                  </div>
                )
              ) : null}
            </div>
          )}
        </QueryState>
      </section>
      {results.data ? (
        // the same reply as the sources above, so its loading and error show there only
        <section data-testid="draw-readings">
          <h3 className="mb-2 text-sm font-semibold text-white">{t("lottery.readings.title")}</h3>
          <FeedReadings readings={results.data.readings} />
        </section>
      ) : null}
      <section>
        <h3 className="mb-2 text-sm font-semibold text-white">{t("lottery.liability")}</h3>
        <QueryState
          query={liability}
          isEmpty={(value) => value.list.length === 0}
          empty={t("lottery.liabilityEmpty")}
        >
          {(value) => (
            <div className="max-h-72 overflow-y-auto">
              <Table<Liability>
                testId="liability-table"
                rows={value.list}
                rowKey={(row) => `${row.play}:${row.number}`}
                columns={[
                  { key: "play", header: t("lottery.play"), cell: (row) => row.play },
                  {
                    key: "number",
                    header: t("lottery.number"),
                    className: "font-mono",
                    cell: (row) => row.number,
                  },
                  {
                    key: "stake",
                    header: t("lottery.stake"),
                    className: "text-right whitespace-nowrap",
                    cell: (row) => format.money(row.stake),
                  },
                  {
                    key: "payout",
                    header: t("lottery.payout"),
                    className: "text-right whitespace-nowrap",
                    cell: (row) => format.money(row.payout),
                  },
                ]}
              />
            </div>
          )}
        </QueryState>
      </section>
      <div className="flex flex-wrap justify-between gap-2 border-t border-line pt-3">
        {draw.status !== "voided" && draw.status !== "settled" ? (
          <button type="button" className={danger} onClick={() => setVoiding(true)}>
            {t("lottery.void.action")}
          </button>
        ) : (
          <span />
        )}
        <button type="button" className={secondary} onClick={onClose}>
          {t("common.close")}
        </button>
      </div>
      <ReasonDialog
        open={voiding}
        onOpenChange={setVoiding}
        title={t("lottery.void.title", { draw: draw.issue })}
        description={t("lottery.void.intro")}
        confirmLabel={t("lottery.void.action")}
        pending={voidDraw.isPending}
        error={voidDraw.error}
        onConfirm={(reason) => voidDraw.mutate({ params: { drawId: draw.id }, body: { reason } })}
      />
    </div>
  );
}
