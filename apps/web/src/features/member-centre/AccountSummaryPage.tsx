import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { api } from "../../shared/api/client";
import { useSession } from "../../shared/session/session-store";

/**
 * The default "my account" page: who is logged in. The accounts feature may register a fuller
 * securityCenter page (password, payment password, profile) in its place.
 */
export default function AccountSummaryPage() {
  const { t } = useTranslation("memberCentre");
  const { token, account } = useSession();
  const { data } = useQuery({
    queryKey: ["member-info", token],
    queryFn: () => api<{ account: string; nickname: string | null }>("/wps/member/info"),
    enabled: Boolean(token),
  });
  return (
    <div className="flex flex-col gap-3">
      <h3 className="text-lg font-bold text-white">{t("account.title")}</h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="text-muted">{t("account.username")}</dt>
        <dd className="text-white">{data?.account ?? account}</dd>
        {data?.nickname && (
          <>
            <dt className="text-muted">{t("account.nickname")}</dt>
            <dd className="text-white">{data.nickname}</dd>
          </>
        )}
      </dl>
    </div>
  );
}
