import { calls } from "@jogada/contracts";
import { useTranslation } from "react-i18next";
import { useCallQuery } from "../../../shared/api/hooks";

/** The banner of a modal's banner group (w_login, w_register), when the brand has one. */
export function ModalBanner({ group }: { group: "w_login" | "w_register" }) {
  const { i18n } = useTranslation();
  // Same input and key as the site's banner query, so the banners are fetched once.
  const { data } = useCallQuery(
    calls.content.announcements,
    { query: { types: "B", platform: "W" } },
    { keyExtra: [i18n.language], staleTime: 5 * 60_000 },
  );
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
