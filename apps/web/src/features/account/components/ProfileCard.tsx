import type { Avatar, MemberInfo } from "@jogada/contracts";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../shared/lib/format-date";
import { useSite } from "../../../shared/site/site-info";
import { Button } from "../../../shared/ui/Button";
import { AvatarImage } from "./AvatarImage";

/** Who the account is (SPEC §3): picture, names, membership level, phone, registration, upline. */
export function ProfileCard({
  info,
  avatar,
  onChangeAvatar,
}: {
  info: MemberInfo;
  avatar?: Avatar;
  /** Absent when the brand has avatars off. */
  onChangeAvatar?: () => void;
}) {
  const { t } = useTranslation("account");
  const site = useSite();
  const rows: { key: string; label: string; value: string; testId: string }[] = [
    { key: "account", label: t("profile.account"), value: info.account, testId: "profile-account" },
    { key: "nickname", label: t("profile.nickname"), value: info.nickname, testId: "profile-nickname" },
    {
      key: "mobile",
      label: t("profile.mobile"),
      value: info.mobile || t("profile.noMobile"),
      testId: "profile-mobile",
    },
    {
      key: "registered",
      label: t("profile.registered"),
      value: formatDateTime(info.regDate, site.info.timeZone),
      testId: "profile-registered",
    },
  ];
  if (info.toUpline)
    rows.push({ key: "upline", label: t("profile.upline"), value: info.toUpline, testId: "profile-upline" });
  return (
    <section
      aria-labelledby="profile-heading"
      className="flex flex-col gap-4 rounded-2xl border border-line bg-white/5 p-4 sm:flex-row sm:items-start"
      data-testid="profile-card"
    >
      <h4 id="profile-heading" className="sr-only">
        {t("profile.heading")}
      </h4>
      <div className="flex items-center gap-3 sm:flex-col sm:items-center">
        <AvatarImage
          avatar={avatar}
          alt={t("avatar.current")}
          className="size-20"
          data-testid="profile-avatar"
        />
        <div className="flex min-w-0 flex-col gap-1 sm:items-center">
          <span
            className="w-fit rounded-full bg-gold/15 px-2 py-0.5 text-xs font-bold text-gold"
            data-testid="profile-level"
            title={t("profile.level")}
          >
            {info.clubLabel.labelName} · {t("profile.rank", { rank: info.clubLabel.rankLevel })}
          </span>
          {onChangeAvatar && (
            <Button variant="ghost" size="sm" onClick={onChangeAvatar} data-testid="avatar-change">
              {t("avatar.change")}
            </Button>
          )}
        </div>
      </div>
      <dl className="grid min-w-0 flex-1 grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        {rows.map((row) => (
          <div key={row.key} className="contents">
            <dt className="text-muted">{row.label}</dt>
            <dd className="truncate font-medium text-white" data-testid={row.testId}>
              {row.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
