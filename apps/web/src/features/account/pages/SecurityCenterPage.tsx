import { useState } from "react";
import { useTranslation } from "react-i18next";
import { usePageName } from "../../../shared/lib/page-names";
import { useAvatar, useMemberInfo } from "../../../shared/member/member-queries";
import { useModules } from "../../../shared/site/site-info";
import { Button } from "../../../shared/ui/Button";
import { Spinner } from "../../../shared/ui/Spinner";
import { AvatarPicker } from "../components/AvatarPicker";
import { ProfileCard } from "../components/ProfileCard";
import { SecurityPanel } from "../components/SecurityPanel";

/** The member centre's "my account" page (securityCenter): profile, avatar and security. */
export default function SecurityCenterPage() {
  const pageName = usePageName("securityCenter");
  const { t } = useTranslation("account");
  const avatarsOn = useModules().PROFPIC3 !== false;
  const info = useMemberInfo();
  const avatar = useAvatar(avatarsOn);
  const [picking, setPicking] = useState(false);

  if (!info.data) {
    return (
      <div
        className="flex flex-col items-center gap-3 py-12 text-sm text-muted"
        data-testid="account-loading"
      >
        {info.isError ? (
          <>
            <p role="alert">{t("loadFailed")}</p>
            <Button variant="ghost" size="sm" onClick={() => void info.refetch()}>
              {t("retry")}
            </Button>
          </>
        ) : (
          <>
            <Spinner />
            <span>{t("loading")}</span>
          </>
        )}
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4" data-testid="security-center">
      <h3 className="text-lg font-bold text-white">{pageName}</h3>
      <ProfileCard
        info={info.data}
        avatar={avatar.data}
        onChangeAvatar={avatarsOn && !picking ? () => setPicking(true) : undefined}
      />
      {picking && <AvatarPicker current={avatar.data} onDone={() => setPicking(false)} />}
      <SecurityPanel info={info.data} />
    </div>
  );
}
