import type { VnRegion } from "@jogada/games";
import { useState } from "react";
import { useScreenTexts } from "../i18n";
import { Field, input, primary } from "../kit";
import {
  type FeedSheetValue,
  jsonSheetFrom,
  sheetKindOf,
  vnLinesOf,
  vnRows,
  vnSheetFrom,
} from "./manual-sheet";

/**
 * A draw's result typed by hand: one line per VN prize, or the sheet's JSON for the SEA lotteries.
 * "Start from" copies what one source said, so the staff member only corrects it.
 */
export function ManualResultForm({
  drawId,
  sources,
  pending,
  submitLabel,
  onSubmit,
}: {
  drawId: string;
  sources: { source: string; result: unknown }[];
  pending: boolean;
  submitLabel: string;
  onSubmit: (result: FeedSheetValue, reason: string) => void;
}) {
  const { t } = useScreenTexts();
  const shape = sheetKindOf(drawId);
  const [lines, setLines] = useState<Record<string, string>>({});
  const [json, setJson] = useState("");
  const [reason, setReason] = useState("");
  const [invalid, setInvalid] = useState(false);
  const startFrom = (result: unknown) => {
    if (shape.kind === "vn") setLines(vnLinesOf(result));
    else setJson(JSON.stringify((result as { sheet?: unknown } | null)?.sheet ?? result ?? {}, null, 2));
  };
  return (
    <form
      data-testid="manual-result-form"
      className="grid gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        const sheet =
          shape.kind === "vn"
            ? vnSheetFrom(shape.region as VnRegion, lines)
            : jsonSheetFrom(shape.kind, json);
        setInvalid(sheet === null);
        if (sheet && reason.trim().length >= 3) onSubmit(sheet, reason.trim());
      }}
    >
      {sources.length > 0 ? (
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className="text-muted">{t("lottery.manual.startFrom")}</span>
          {sources.map((source) => (
            <button
              key={source.source}
              type="button"
              className="rounded border border-line px-2 py-1 text-xs hover:bg-white/10"
              onClick={() => startFrom(source.result)}
            >
              {source.source}
            </button>
          ))}
        </div>
      ) : null}
      {shape.kind === "vn" ? (
        <div className="grid gap-2 sm:grid-cols-2">
          {vnRows(shape.region as VnRegion).map((spec) => (
            <Field
              key={spec.prize}
              label={t("lottery.manual.prize", { prize: t(`lottery.prizes.${spec.prize}`) })}
              hint={t("lottery.manual.shape", { count: spec.count, digits: spec.digits })}
            >
              {(id) => (
                <input
                  id={id}
                  data-testid={`prize-${spec.prize}`}
                  inputMode="numeric"
                  className={`${input} font-mono`}
                  value={lines[spec.prize] ?? ""}
                  onChange={(event) => setLines({ ...lines, [spec.prize]: event.target.value })}
                />
              )}
            </Field>
          ))}
        </div>
      ) : (
        <Field label={t("lottery.manual.sheet")}>
          {(id) => (
            <textarea
              id={id}
              data-testid="sheet-json"
              className={`${input} font-mono text-xs`}
              rows={8}
              value={json}
              onChange={(event) => setJson(event.target.value)}
            />
          )}
        </Field>
      )}
      {invalid ? (
        <p role="alert" className="text-sm text-red-300">
          {t("lottery.manual.notJson")}
        </p>
      ) : null}
      <Field label={t("common.reason")} hint={t("common.reasonHint")}>
        {(id) => (
          <input
            id={id}
            data-testid="manual-reason"
            className={input}
            maxLength={300}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        )}
      </Field>
      <div>
        <button
          type="submit"
          data-testid="manual-submit"
          className={primary}
          disabled={pending || reason.trim().length < 3}
        >
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
