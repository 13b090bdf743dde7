import { parseLanguage, textIn } from "@jogada/contracts";
import { HOUSE_GAMES } from "@jogada/games";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { useHouseGames } from "../api/house-games";
import { Field, inputClass } from "../components/BetControls";
import { mult10kLabel } from "../lib/format";
import { recompute } from "../lib/recompute";

const FIELDS: Record<string, string[]> = {
  dice: ["target", "direction"],
  limbo: ["target"],
  plinko: ["rows", "risk"],
  keno: ["picks", "risk"],
  mines: ["mines"],
  crash: ["hash", "round", "salt", "terminating"],
};

/** /fairness: anyone recomputes a round from its seeds and nonce, in the browser. */
export default function FairnessPage() {
  const { t, i18n } = useTranslation("houseGames");
  const [search] = useSearchParams();
  const edge = useHouseGames().data?.edgeBps ?? 100;
  const [values, setValues] = useState<Record<string, string>>(() => ({
    game: "dice",
    serverSeed: "",
    clientSeed: "",
    nonce: "0",
    ...Object.fromEntries(search.entries()),
  }));
  const game = values.game ?? "dice";
  const set = (key: string) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));
  const result = useMemo(() => {
    try {
      return recompute(values, edge);
    } catch (error) {
      return { lines: [String((error as Error).message)] };
    }
  }, [values, edge]);
  const labels: Record<string, string> = {
    target: t("fairness.target"),
    direction: t("fairness.direction"),
    rows: t("fairness.rows"),
    risk: t("fairness.risk"),
    picks: t("fairness.picks"),
    mines: t("fairness.mines"),
    hash: t("fairness.roundHash"),
    round: t("fairness.roundNumber"),
    salt: t("crash.salt"),
    terminating: t("crash.terminatingHash"),
  };
  const language = parseLanguage(i18n.language);
  return (
    <div className="mx-auto w-full max-w-3xl px-3 py-6">
      <h1 className="text-2xl font-bold text-white">
        {game === "crash" ? t("fairness.crashTitle") : t("fairness.verifyTitle")}
      </h1>
      <p className="mt-1 text-sm text-muted">{t("fairness.verifyIntro")}</p>
      <form
        className="mt-4 grid gap-3 rounded-2xl border border-line bg-panel p-4 sm:grid-cols-2"
        onSubmit={(e) => e.preventDefault()}
      >
        <Field label={t("fairness.game")}>
          <select className={inputClass} value={game} onChange={set("game")} data-testid="verify-game">
            {HOUSE_GAMES.map((g) => (
              <option key={g.code} value={g.code}>
                {textIn(g.name, language)}
              </option>
            ))}
          </select>
        </Field>
        {game !== "crash" && (
          <>
            <Field label={t("fairness.serverSeed")}>
              <input
                className={`${inputClass} font-mono`}
                value={values.serverSeed ?? ""}
                onChange={set("serverSeed")}
                data-testid="verify-server-seed"
              />
            </Field>
            <Field label={t("fairness.clientSeed")}>
              <input
                className={`${inputClass} font-mono`}
                value={values.clientSeed ?? ""}
                onChange={set("clientSeed")}
                data-testid="verify-client-seed"
              />
            </Field>
            <Field label="Nonce">
              <input
                className={inputClass}
                inputMode="numeric"
                value={values.nonce ?? "0"}
                onChange={set("nonce")}
                data-testid="verify-nonce"
              />
            </Field>
          </>
        )}
        {(FIELDS[game] ?? []).map((key) => (
          <Field key={key} label={labels[key] ?? key}>
            <input className={`${inputClass} font-mono`} value={values[key] ?? ""} onChange={set(key)} />
          </Field>
        ))}
      </form>
      <section className="mt-4 rounded-2xl border border-line bg-night/70 p-4" aria-live="polite">
        <h2 className="mb-2 font-semibold text-white">{t("fairness.result")}</h2>
        <pre
          className="font-mono text-xs break-all whitespace-pre-wrap text-emerald-300"
          data-testid="verify-result"
        >
          {result.lines.join("\n")}
          {result.mult10k !== undefined && `\n${t("multiplier")}: ${mult10kLabel(result.mult10k)}`}
        </pre>
      </section>
      <section className="mt-4 rounded-2xl border border-line bg-panel p-4 text-sm text-muted">
        <h2 className="mb-2 font-semibold text-white">{t("fairness.scheme")}</h2>
        <p>{t("fairness.schemeText")}</p>
      </section>
    </div>
  );
}
