import type { Announcements } from "@jogada/contracts";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { api } from "../../../shared/api/client";

/** The banner of a modal's banner group (w_login, w_register), when the brand has one. */
export function ModalBanner({ group }: { group: "w_login" | "w_register" }) {
  const { i18n } = useTranslation();
  const { data } = useQuery({
    // Same key as the site's announcement query, so the banners are fetched once.
    queryKey: ["announcements", "B", i18n.language],
    queryFn: () =>
      api<Announcements>("/wps/relay/MCSFE_getListAnnouncements", { query: { types: "B", platform: "W" } }),
    staleTime: 5 * 60_000,
  });
  const banner = data?.banners.find((b) => b.groupName === group);
  if (!banner) return null;
  return (
    <img
      src={banner.url}
      alt={banner.title}
      data-testid={`banner-${group}`}
      className="mb-4 aspect-[3/1] w-full rounded-xl object-cover"
    />
  );
}
