import { calls } from "@jogada/contracts";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "../../../shared/ui/Button";
import { dateTime } from "../../lib/format";
import { useOpsMutation, useOpsQuery } from "../../lib/ops-api";
import { controlClass } from "../../ui/Filters";
import { Badge, Panel } from "../../ui/Page";
import { ActionError, QueryState } from "../../ui/States";
import { usePlayerTexts } from "./texts";

/**
 * Accounts linked to this player (device, address, payment account, payout destination), staff's
 * review of each link (confirm or clear, with a note) and the referrals and bonuses a link refused.
 */
export function PlayerLinks({ memberId, canWrite }: { memberId: number; canWrite: boolean }) {
  const { t } = usePlayerTexts();
  const links = useOpsQuery(calls.backOffice.playerLinks, { params: { memberId } });
  const [note, setNote] = useState("");
  const review = useOpsMutation(calls.backOffice.reviewPlayerLink, {
    onSuccess: () => {
      setNote("");
      void links.refetch();
    },
  });
  return (
    <Panel title={t("links.title")}>
      <div className="flex flex-col gap-3 p-4 text-sm" data-testid="bo-player-links">
        <QueryState query={links}>
          {(value) => (
            <>
              {value.links.length === 0 ? (
                <p className="text-muted">{t("links.none")}</p>
              ) : (
                <ul className="flex flex-col gap-2">
                  {value.links.map((link) => (
                    <li key={link.memberId} className="rounded-lg bg-white/5 px-3 py-2">
                      <div className="flex flex-wrap items-center gap-2">
                        <Link
                          className="font-semibold text-white underline"
                          to={`/backoffice/players/${link.memberId}`}
                        >
                          {link.username}
                        </Link>
                        <span className="text-xs text-muted">#{link.memberId}</span>
                        {link.signals.map((signal) => (
                          <Badge key={signal} tone="warn">
                            {t(`links.signals.${signal}`)}
                          </Badge>
                        ))}
                        <Badge tone={link.linked ? "bad" : "good"}>
                          {link.linked ? t("links.linked") : t("links.notLinked")}
                        </Badge>
                      </div>
                      {link.review && (
                        <p className="mt-1 text-xs text-muted">
                          {t(`links.reviews.${link.review.status}`)} · {link.review.staff} ·{" "}
                          {dateTime(link.review.reviewedAt)} · {link.review.note}
                        </p>
                      )}
                      {canWrite && (
                        <div className="mt-2 flex flex-wrap gap-2">
                          {(["confirmed", "cleared"] as const).map((status) => (
                            <Button
                              key={status}
                              size="sm"
                              variant="ghost"
                              disabled={review.isPending || note.trim().length < 2}
                              onClick={() =>
                                review.mutate({
                                  params: { memberId, otherId: Number(link.memberId) },
                                  body: { status, note: note.trim() },
                                })
                              }
                            >
                              {t(`links.actions.${status}`)}
                            </Button>
                          ))}
                        </div>
                      )}
                    </li>
                  ))}
                </ul>
              )}
              {canWrite && value.links.length > 0 && (
                <input
                  aria-label={t("links.note")}
                  placeholder={t("links.note")}
                  className={controlClass}
                  maxLength={500}
                  value={note}
                  onChange={(event) => setNote(event.target.value)}
                />
              )}
              <ActionError error={review.error} />
              <h3 className="mt-2 text-xs font-semibold text-muted uppercase">{t("links.refusals")}</h3>
              {value.refusals.length === 0 ? (
                <p className="text-muted">{t("links.noRefusals")}</p>
              ) : (
                <ul className="flex flex-col gap-1" data-testid="bo-link-refusals">
                  {value.refusals.map((refusal) => (
                    <li key={refusal.id} className="text-xs text-white/85">
                      {dateTime(refusal.createdAt)} · {t(`links.kinds.${refusal.kind}`)} ({refusal.reference})
                      · {t("links.with", { username: refusal.relatedUsername ?? "—" })} ·{" "}
                      {refusal.signals.map((s) => t(`links.signals.${s as "ip"}`)).join(", ")}
                    </li>
                  ))}
                </ul>
              )}
            </>
          )}
        </QueryState>
      </div>
    </Panel>
  );
}
