import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { contactCustomerService, serviceKindFor } from "../../../shared/lib/customer-service";
import { usePageName } from "../../../shared/lib/page-names";
import { useMemberInfo } from "../../../shared/member/member-queries";
import { openModal } from "../../../shared/modals/modal-store";
import { useSession } from "../../../shared/session/session-store";
import { Button, buttonClass } from "../../../shared/ui/Button";
import { ChevronLeftIcon, CrownIcon, HeadsetIcon } from "../../../shared/ui/icons";
import { useVipLadder, type VipLevel, type VipProgress } from "../api/loyalty-api";
import { Empty, LoadFailed, Loading, Progress } from "../components/Status";
import { useLoyaltyFormat } from "../lib/format";
import { percentOf } from "../lib/progress";

function LevelFacts({ level }: { level: VipLevel }) {
  const { t } = useTranslation("loyalty");
  const f = useLoyaltyFormat();
  const facts = [
    [t("vip.depositMin"), f.money(level.minDeposit)],
    [t("vip.turnoverMin"), f.money(level.minTurnover)],
    [t("vip.keepMin"), f.money(level.keepTurnover)],
    [t("vip.upgradeBonus"), f.money(level.upgradeBonus)],
    [t("vip.birthdayBonus"), f.money(level.birthdayBonus)],
    [
      t("vip.withdrawLimit"),
      Number(level.dailyWithdrawalLimit) > 0 ? f.money(level.dailyWithdrawalLimit) : t("vip.noLimit"),
    ],
    [
      t("vip.withdrawCount"),
      level.dailyWithdrawalCount > 0
        ? t("vip.withdrawCountValue", { count: level.dailyWithdrawalCount })
        : t("vip.noLimit"),
    ],
  ] as const;
  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm min-[400px]:grid-cols-2">
      {facts.map(([label, value]) => (
        <div key={label} className="flex min-w-0 justify-between gap-2 border-b border-line/40 py-1">
          <dt className="min-w-0 text-muted">{label}</dt>
          <dd className="shrink-0 font-semibold text-white tabular-nums">{value}</dd>
        </div>
      ))}
      {level.rebate.length > 0 && (
        <div className="flex min-w-0 flex-wrap justify-between gap-2 py-1 min-[400px]:col-span-2">
          <dt className="text-muted">{t("vip.rebate")}</dt>
          <dd className="flex min-w-0 flex-wrap justify-end gap-1.5">
            {level.rebate.map((rebate) => (
              <span key={rebate.category} className="rounded-full bg-white/5 px-2 py-0.5 text-xs text-white">
                {t("vip.rebateValue", {
                  category: t(`category.${rebate.category}`),
                  rate: f.percent(rebate.percent),
                })}
              </span>
            ))}
          </dd>
        </div>
      )}
    </dl>
  );
}

function MyLevel({ status, levels }: { status: VipProgress; levels: readonly VipLevel[] }) {
  const { t } = useTranslation("loyalty");
  const f = useLoyaltyFormat();
  const next = status.next ? levels.find((level) => level.rankLevel === status.next?.rankLevel) : undefined;
  const keep = levels.find((level) => level.rankLevel === status.rankLevel)?.keepTurnover ?? "0";
  const keepMet = Number(status.keepTurnover) >= Number(keep);
  return (
    <section
      className="flex flex-col gap-4 rounded-2xl border border-gold/30 bg-gradient-to-br from-gold/10 to-panel p-5"
      data-testid="vip-my-level"
    >
      <div className="flex flex-wrap items-center gap-3">
        <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-gold/15 text-gold">
          <CrownIcon className="size-6" />
        </span>
        <div className="min-w-0">
          <p className="text-xs text-muted">{t("vip.yourLevel")}</p>
          <p className="text-2xl font-black text-gold" data-testid="vip-level-name">
            {status.labelName}
          </p>
          <p className="text-xs text-muted">{t("vip.rank", { rank: status.rankLevel })}</p>
        </div>
      </div>
      {next ? (
        <div className="flex flex-col gap-3" data-testid="vip-progress">
          <p className="font-semibold text-white">{t("vip.nextLevel", { name: next.labelName })}</p>
          {(
            [
              ["deposit", status.deposit, next.minDeposit],
              ["turnover", status.turnover, next.minTurnover],
            ] as const
          ).map(([key, done, target]) => (
            <div key={key} className="flex flex-col gap-1">
              <div className="flex flex-wrap justify-between gap-x-3 text-sm">
                <span className="text-muted">{t(`vip.${key}`)}</span>
                <span className="text-white tabular-nums">
                  {t("vip.progressValue", { done: f.money(done), target: f.money(target) })}
                </span>
              </div>
              <Progress percent={percentOf(done, target)} label={t(`vip.${key}`)} testId={`vip-bar-${key}`} />
            </div>
          ))}
        </div>
      ) : (
        <p className="text-sm text-gold">{t("vip.topLevel")}</p>
      )}
      {status.rankLevel > 0 && (
        <p className="text-xs text-muted" data-testid="vip-keep">
          {keepMet
            ? t("vip.keepDone")
            : t("vip.keep", {
                amount: f.money(keep),
                days: status.keepDays,
                done: f.money(status.keepTurnover),
              })}
        </p>
      )}
      {(status.vipService || serviceKindFor(status.rankLevel) === "vip") && (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-white/5 p-3">
          <p className="min-w-0 text-sm text-white">{t("vip.serviceText")}</p>
          <Button
            variant="gold"
            size="sm"
            onClick={() => contactCustomerService("vip")}
            data-testid="vip-service"
          >
            <HeadsetIcon className="size-4" />
            {t("vip.service")}
          </Button>
        </div>
      )}
    </section>
  );
}

/** /vip (SPEC §2): the ladder for everyone; the player's level and progress once logged in. */
export default function VipPage() {
  const { t } = useTranslation("loyalty");
  const pageName = usePageName("vip");
  const { token } = useSession();
  const ladder = useVipLadder();
  const info = useMemberInfo();
  const me = ladder.data?.me ?? null;
  const current = me?.rankLevel ?? info.data?.clubLabel.rankLevel;
  return (
    <div data-testid="section-vip" className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-6">
      <Link to="/" className={`${buttonClass("ghost", "sm")} self-start`}>
        <ChevronLeftIcon className="size-4" />
        {t("common.backHome")}
      </Link>
      <header className="flex flex-col gap-2">
        <h1 className="flex items-center gap-3 text-3xl font-black tracking-tight">
          <CrownIcon className="size-7 text-gold" />
          {pageName}
        </h1>
        <p className="max-w-2xl text-muted">{t("vip.description")}</p>
      </header>

      {!token ? (
        <div
          className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-line bg-panel/60 p-4"
          data-testid="vip-guest"
        >
          <p className="min-w-0 text-sm text-muted">{t("vip.guest")}</p>
          <Button onClick={() => openModal("login")}>{t("common.login")}</Button>
        </div>
      ) : ladder.isPending ? (
        <Loading />
      ) : ladder.isError ? null : me ? (
        <MyLevel status={me} levels={ladder.data.levels} />
      ) : null}

      <section className="flex flex-col gap-3" aria-label={t("vip.ladder")}>
        <h2 className="text-lg font-bold">{t("vip.ladder")}</h2>
        {ladder.isPending ? (
          <Loading />
        ) : ladder.isError ? (
          <LoadFailed onRetry={() => void ladder.refetch()} />
        ) : ladder.data.levels.length === 0 ? (
          <Empty>{t("vip.ladderEmpty")}</Empty>
        ) : (
          <ol className="grid gap-3 md:grid-cols-2" data-testid="vip-ladder">
            {ladder.data.levels.map((level) => {
              const mine = token !== null && current === level.rankLevel;
              return (
                <li
                  key={level.rankLevel}
                  data-testid="vip-level"
                  data-rank={level.rankLevel}
                  aria-current={mine ? "true" : undefined}
                  className={`flex min-w-0 flex-col gap-3 rounded-2xl border p-4 ${
                    mine ? "border-gold bg-gold/5" : "border-line/70 bg-panel/60"
                  }`}
                >
                  <div className="flex items-center justify-between gap-2">
                    <span className="min-w-0 truncate text-lg font-black text-white">{level.labelName}</span>
                    {mine && (
                      <span className="rounded-full bg-gold px-2 py-0.5 text-xs font-bold text-night">
                        {t("vip.current")}
                      </span>
                    )}
                  </div>
                  <LevelFacts level={level} />
                </li>
              );
            })}
          </ol>
        )}
      </section>
    </div>
  );
}
