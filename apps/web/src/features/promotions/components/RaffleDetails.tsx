import type { RaffleDrawView } from "@jogada/contracts";
import { useTranslation } from "react-i18next";
import { usePromoFormat } from "../lib/format";
import { Facts } from "./Facts";
import { WinnersList } from "./WinnersList";

/** A long hex string that must wrap on a phone instead of widening the page. */
function Hash({ value, testId }: { value: string; testId: string }) {
  return (
    <code
      data-testid={testId}
      className="block rounded-lg bg-night/70 px-3 py-2 font-mono text-xs break-all text-white/90"
    >
      {value}
    </code>
  );
}

/**
 * A raffle: the player's tickets, the prizes, the seed hash committed before the draw and, after
 * it, the revealed seed, the beacon value and the masked winners, so anyone can check the draw.
 */
export function RaffleDetails({
  prizes,
  myTickets,
  draw,
}: {
  prizes: string[];
  myTickets: number | null;
  draw: RaffleDrawView | null;
}) {
  const { t } = useTranslation("promotions");
  const f = usePromoFormat();
  const figures: [string, string][] = [];
  if (myTickets !== null) figures.push([t("raffle.myTickets"), String(myTickets)]);
  if (draw) {
    figures.push([t("raffle.totalTickets"), String(draw.tickets)]);
    figures.push([t("raffle.drawAt"), f.time(draw.periodEnd)]);
  }
  return (
    <section className="flex flex-col gap-4" data-testid="raffle">
      <h2 className="text-lg font-bold">{t("raffle.title")}</h2>
      {figures.length > 0 && <Facts items={figures} testId="raffle-figures" />}
      <div>
        <h3 className="mb-2 text-sm font-semibold text-muted">{t("raffle.prizes")}</h3>
        <ol className="flex flex-wrap gap-2">
          {prizes.map((amount, index) => (
            <li key={`${index}-${amount}`} className="rounded-full bg-white/5 px-3 py-1 text-sm">
              {t("raffle.prizeRank", { rank: index + 1 })}:{" "}
              <strong className="text-gold tabular-nums">{f.money(amount)}</strong>
            </li>
          ))}
        </ol>
      </div>
      {draw && (
        <div className="flex flex-col gap-2" data-testid="raffle-verification">
          <h3 className="text-sm font-semibold text-muted">{t("raffle.verification")}</h3>
          <p className="text-xs text-muted">{draw.method || t("raffle.verificationHint")}</p>
          <span className="text-xs text-muted">{t("raffle.seedHash")}</span>
          <Hash value={draw.seedHash} testId="raffle-seed-hash" />
          {draw.seed ? (
            <>
              <span className="text-xs text-muted">{t("raffle.seed")}</span>
              <Hash value={draw.seed} testId="raffle-seed" />
              {draw.beaconRound !== null && draw.beaconRandomness && (
                <>
                  <span className="text-xs text-muted">
                    {t("raffle.beacon", { round: draw.beaconRound })}
                  </span>
                  <Hash value={draw.beaconRandomness} testId="raffle-beacon" />
                </>
              )}
            </>
          ) : (
            <p className="text-sm text-muted">{t("raffle.notDrawn")}</p>
          )}
        </div>
      )}
      {draw?.state === "drawn" && (
        <div>
          <h3 className="mb-2 text-sm font-semibold text-muted">{t("raffle.winners")}</h3>
          <WinnersList
            winners={draw.winners.map((w) => ({ player: w.player, amount: w.prize, ticket: w.ticket }))}
            empty={t("raffle.noWinners")}
          />
        </div>
      )}
    </section>
  );
}
