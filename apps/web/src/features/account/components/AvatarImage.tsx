import type { Avatar } from "@jogada/contracts";
import { useState } from "react";
import { cn } from "../../../shared/lib/cn";
import { avatarUrl, staticAvatarUrl } from "../lib/avatar";

/** The account's picture in a circle; an upload that fails to load shows the default picture. */
export function AvatarImage({
  avatar,
  src,
  alt,
  className,
  ...rest
}: {
  avatar?: Avatar;
  /** An address to show instead (a local preview). */
  src?: string;
  alt: string;
  className?: string;
  "data-testid"?: string;
}) {
  const wanted = src ?? avatarUrl(avatar);
  const [failed, setFailed] = useState<string>();
  return (
    <img
      src={failed === wanted ? staticAvatarUrl("avatar-1") : wanted}
      alt={alt}
      onError={() => setFailed(wanted)}
      className={cn("shrink-0 rounded-full bg-white/10 object-cover ring-1 ring-white/15", className)}
      {...rest}
    />
  );
}
