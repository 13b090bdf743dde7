import { QRCodeSVG } from "qrcode.react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { usePageName } from "../../../shared/lib/page-names";
import { useMemberInfo } from "../../../shared/member/member-queries";
import { Button } from "../../../shared/ui/Button";
import { inputClass } from "../../../shared/ui/Field";
import { Pagination } from "../../../shared/ui/Pagination";
import { useReferralDetails, useReferralFriends } from "../api/loyalty-api";
import { Badge, Empty, LoadFailed, Loading } from "../components/Status";
import { useLoyaltyFormat } from "../lib/format";
import { referralLink } from "../lib/referral-link";

const TONE = { registered: "idle", qualified: "wait", rewarded: "good" } as const;

/** Member centre, invite friends: the link and its QR code, the rule, and the friends who came. */
export default function ReferralPage() {
  const { t } = useTranslation("loyalty");
  const f = useLoyaltyFormat();
  const info = useMemberInfo();
  const details = useReferralDetails();
  const [page, setPage] = useState(1);
  const friends = useReferralFriends(page);
  const [copied, setCopied] = useState(false);
  const code = details.data?.referralCode || info.data?.referralCode || "";
  const link = code ? referralLink(window.location.origin, code, details.data?.registerPath) : "";
  const rule = details.data;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
      window.setTimeout(() => setCopied(false), 2500);
    } catch {
      // without clipboard access the field is selected for a manual copy
      document.querySelector<HTMLInputElement>("[data-testid=referral-link]")?.select();
    }
  };
  return (
    <div className="flex flex-col gap-4" data-testid="referral-page">
      <h3 className="text-lg font-bold text-white">{usePageName("referral")}</h3>
      <p className="text-sm text-muted">{t("referral.intro")}</p>
      {!code && (info.isPending || details.isPending) ? (
        <Loading />
      ) : !code ? (
        <LoadFailed
          onRetry={() => {
            void info.refetch();
            void details.refetch();
          }}
        />
      ) : (
        <section className="flex flex-col gap-4 rounded-2xl border border-line/70 bg-panel/60 p-4 sm:flex-row sm:items-center">
          <div className="shrink-0 self-center rounded-xl bg-white p-2">
            <QRCodeSVG
              value={link}
              size={132}
              level="M"
              role="img"
              aria-label={t("referral.qr")}
              data-testid="referral-qr"
            />
          </div>
          <div className="flex min-w-0 flex-1 flex-col gap-2">
            <label className="text-xs font-medium text-muted" htmlFor="referral-link">
              {t("referral.link")}
            </label>
            <input
              id="referral-link"
              readOnly
              value={link}
              className={`${inputClass} min-w-0 text-xs`}
              data-testid="referral-link"
              onFocus={(e) => e.currentTarget.select()}
            />
            <div className="flex flex-wrap items-center gap-3">
              <Button size="sm" variant="gold" onClick={() => void copy()} data-testid="referral-copy">
                {copied ? t("referral.copied") : t("referral.copy")}
              </Button>
              <span className="text-xs text-muted">{t("referral.code", { code })}</span>
            </div>
          </div>
        </section>
      )}
      {rule && (
        <dl className="grid gap-2 rounded-2xl border border-line/70 bg-panel/60 p-4 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-xs text-muted">{t("referral.condition")}</dt>
            <dd className="text-white" data-testid="referral-condition">
              {rule.condition === "first_deposit"
                ? t("referral.conditionFirstDeposit", { amount: f.money(rule.conditionAmount) })
                : t("referral.conditionTurnover", { amount: f.money(rule.conditionAmount) })}
            </dd>
          </div>
          <div>
            <dt className="text-xs text-muted">{t("referral.reward")}</dt>
            <dd className="font-semibold text-gold">{f.money(rule.reward)}</dd>
          </div>
        </dl>
      )}
      {rule && (
        <p className="text-xs text-muted" data-testid="referral-totals">
          {t("referral.total", { count: rule.totalInvitations, amount: f.money(rule.rewarded) })}
        </p>
      )}
      <h4 className="font-semibold text-white">{t("referral.friends")}</h4>
      {friends.isPending ? (
        <Loading />
      ) : friends.isError ? (
        <LoadFailed onRetry={() => void friends.refetch()} />
      ) : friends.data.list.length === 0 ? (
        <Empty testId="referral-empty">{t("referral.friendsEmpty")}</Empty>
      ) : (
        <ul className="flex flex-col gap-2" data-testid="referral-friends">
          {friends.data.list.map((friend) => (
            <li
              key={`${friend.friend}-${friend.registeredAt}`}
              data-testid="referral-friend"
              className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-line/70 bg-panel/60 p-3"
            >
              <div className="min-w-0">
                <p className="font-semibold break-words text-white">{friend.friend}</p>
                <p className="text-xs text-muted">
                  {t("referral.registered", { date: f.date(friend.registeredAt) })}
                </p>
              </div>
              <div className="flex items-center gap-2">
                {friend.reward && (
                  <span className="text-sm font-semibold text-gold tabular-nums">
                    {f.money(friend.reward)}
                  </span>
                )}
                <Badge tone={TONE[friend.status]} value={friend.status}>
                  {t(`referral.status.${friend.status}`)}
                </Badge>
              </div>
            </li>
          ))}
        </ul>
      )}
      {friends.data && friends.data.totalPages > 1 && (
        <Pagination page={page} totalPages={friends.data.totalPages} onChange={setPage} />
      )}
    </div>
  );
}
