import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { cn } from "../../../shared/lib/cn";

/**
 * The brand's emblem and name; a link to the lobby unless `asLink` is false. `compact` shows only
 * the emblem on phones, where the header has little room.
 */
export function BrandLogo({
  name,
  asLink = true,
  compact = false,
  className,
}: {
  name: string;
  asLink?: boolean;
  compact?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const body = (
    <>
      <img src="/images/site/logo-mark.svg" alt="" width={36} height={36} className="size-9 shrink-0" />
      <span
        className={cn(
          "bg-gradient-to-b from-white to-violet-200 bg-clip-text text-lg font-black tracking-wide text-transparent uppercase sm:text-xl",
          // Below 380 px a guest's header (language, login, register) leaves no room for the name.
          compact ? "hidden sm:inline" : "max-[379px]:hidden",
        )}
      >
        {name}
      </span>
    </>
  );
  const classes = cn(
    "flex items-center gap-2 rounded-lg focus-visible:ring-2 focus-visible:ring-gold focus-visible:outline-none",
    className,
  );
  return asLink ? (
    <Link to="/" className={classes} aria-label={t("header.home", { brand: name })}>
      {body}
    </Link>
  ) : (
    <span className={classes}>{body}</span>
  );
}
