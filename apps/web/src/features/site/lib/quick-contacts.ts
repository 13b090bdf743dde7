import type { Resource } from "@jogada/contracts";
import { useTranslation } from "react-i18next";
import { contactCustomerService, serviceKindFor } from "../../../shared/lib/customer-service";
import { useMemberInfo } from "../../../shared/member/member-queries";
import { useSite } from "../../../shared/site/site-info";
import { useCustomerServiceList } from "../api/content";

export type DownloadLabel = "ios" | "iosConfig" | "android";

/** The app downloads of the quick contacts, in the bar's order. */
export const DOWNLOADS: readonly { type: Resource["resourceType"]; label: DownloadLabel }[] = [
  { type: "IOS", label: "ios" },
  { type: "IOS_CONFIG", label: "iosConfig" },
  { type: "ANDROID", label: "android" },
];

/**
 * The quick contacts (SPEC §2 right-hand bar): live chat (the VIP service above rank level 4),
 * the WhatsApp and Telegram addresses the brand publishes unencrypted, and the app downloads.
 * The desktop bar and the phone's menu sheet show the same ones.
 */
export function useQuickContacts() {
  const { t, i18n } = useTranslation();
  const site = useSite();
  const service = useCustomerServiceList();
  const { data: info } = useMemberInfo();
  const paths = service.data ?? [];
  const downloads = DOWNLOADS.flatMap(({ type, label }) => {
    const resource = site.info.resources.find((r) => r.resourceType === type);
    if (!resource?.url) return [];
    const name = i18n.language === "PT" ? resource.labelNamePt : resource.labelNameEn;
    return [{ type, href: resource.url, qr: resource.qrCodeUrl, name: name || t(`quickBar.${label}`) }];
  });
  return {
    openChat: () => contactCustomerService(serviceKindFor(info?.clubLabel.rankLevel)),
    whatsapp: paths.find((p) => p.csType === "WHATSAPP" && !p.encrypted)?.path,
    telegram: paths.find((p) => p.csType === "TELEGRAM" && !p.encrypted)?.path,
    downloads,
  };
}
