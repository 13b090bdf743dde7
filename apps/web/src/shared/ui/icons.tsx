import type { ReactNode, SVGProps } from "react";

/**
 * The site's icon set: a few dozen 24px stroke icons drawn here rather than a whole icon package,
 * so the bundle carries only what the site shows. Decorative by default (aria-hidden); give a
 * `title` prop-less icon an aria-label on its button instead.
 */
type IconProps = SVGProps<SVGSVGElement>;

function icon(paths: ReactNode, filled = false) {
  return function Icon(props: IconProps) {
    return (
      <svg
        viewBox="0 0 24 24"
        fill={filled ? "currentColor" : "none"}
        stroke={filled ? "none" : "currentColor"}
        strokeWidth={1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        {...props}
      >
        {paths}
      </svg>
    );
  };
}

export const CloseIcon = icon(<path d="M6 6l12 12M18 6L6 18" />);
export const MenuIcon = icon(<path d="M4 7h16M4 12h16M4 17h16" />);
export const ChevronDownIcon = icon(<path d="M6 9l6 6 6-6" />);
export const ChevronLeftIcon = icon(<path d="M15 6l-6 6 6 6" />);
export const ChevronRightIcon = icon(<path d="M9 6l6 6-6 6" />);
export const HomeIcon = icon(<path d="M3 11l9-7 9 7M5 10v10h5v-6h4v6h5V10" />);
export const GiftIcon = icon(
  <path d="M4 11h16v9H4zM3 7h18v4H3zM12 7v13M12 7c-1.5-3-5-3.5-5.5-1.5S9 7 12 7zm0 0c1.5-3 5-3.5 5.5-1.5S15 7 12 7z" />,
);
export const ChatIcon = icon(<path d="M4 5h16v11H9l-5 4V5zM8 10h8M8 13h5" />);
export const HeadsetIcon = icon(
  <path d="M4 14v-2a8 8 0 0116 0v2M4 14h3v5H5a1 1 0 01-1-1v-4zM20 14h-3v5h2a1 1 0 001-1v-4zM17 19c0 1.5-2 2-5 2" />,
);
export const WhatsAppIcon = icon(
  <path d="M4 20l1.3-3.9A8 8 0 1112 20a8 8 0 01-3.9-1L4 20zM9 8.5c0 3.5 3 6.5 6.5 6.5l1-1.5-2-1-1 .8a4.5 4.5 0 01-2.3-2.3l.8-1-1-2L9.5 8z" />,
);
export const TelegramIcon = icon(<path d="M21 4L3 11l6 2 2 6 3-4 4 3 3-14zM9 13l9-7" />);
export const AppleIcon = icon(
  <path d="M15 4c-1 .2-2.2 1-2.5 2.5 1.2.1 2.3-.8 2.5-2.5zM12 8c-1 0-2-.7-3-.7C7 7.3 5 9 5 12.3 5 16 7.5 20 9 20c1 0 1.5-.6 3-.6s2 .6 3 .6c1.3 0 2.7-2.3 3.5-4-1.7-.8-2.5-2.2-2.5-3.8 0-1.4.7-2.6 2-3.4-.8-1.1-2-1.5-3-1.5-1 0-2 .7-3 .7z" />,
);
export const AndroidIcon = icon(
  <path d="M6 10h12v7a1 1 0 01-1 1H7a1 1 0 01-1-1v-7zM6 9a6 6 0 0112 0H6zM8 4l1.5 2.5M16 4l-1.5 2.5M9 18v3M15 18v3M3.5 11v5M20.5 11v5" />,
);
export const GlobeIcon = icon(
  <path d="M12 3a9 9 0 100 18 9 9 0 000-18zM3 12h18M12 3c3 3.5 3 14.5 0 18M12 3c-3 3.5-3 14.5 0 18" />,
);
export const SlotsIcon = icon(
  <path d="M4 5h14v14H4zM8 5v14M13 5v14M18 9h2V6M20 6a1 1 0 100-.01M6 12h0M10.5 12h0M15.5 12h0" />,
);
export const CardsIcon = icon(<path d="M7 4h9l2 14-9 2-2-16zM4 7l3-1M10 9l3 3-2 3-3-3 2-3z" />);
export const FishIcon = icon(
  <path d="M3 12c3-5 9-6 13-3l5-3v12l-5-3c-4 3-10 2-13-3zM15 11h.01M3 12c2 1 3 1 5 0" />,
);
export const TicketIcon = icon(<path d="M3 8V6h18v2a2.5 2.5 0 000 5v5H3v-5a2.5 2.5 0 000-5zM14 6v12" />);
export const BallIcon = icon(
  <path d="M12 3a9 9 0 100 18 9 9 0 000-18zM12 7l4 3-1.5 4.5h-5L8 10l4-3zM12 3v4M3.5 9.5L8 10M20.5 9.5L16 10M7 19l2.5-4.5M17 19l-2.5-4.5" />,
);
export const GamepadIcon = icon(
  <path d="M6 8h12a4 4 0 014 4l-1 5a2.5 2.5 0 01-4.5 1L15 16H9l-1.5 2A2.5 2.5 0 013 17l-1-5a4 4 0 014-4zM7 11v3M5.5 12.5h3M15.5 12h0M17.5 14h0" />,
);
export const TrophyIcon = icon(
  <path d="M8 4h8v5a4 4 0 01-8 0V4zM8 6H5v1a3 3 0 003 3M16 6h3v1a3 3 0 01-3 3M12 13v4M8 20h8M9 17h6v3H9z" />,
);
export const UserPlusIcon = icon(
  <path d="M10 11a4 4 0 100-8 4 4 0 000 8zM3 20a7 7 0 0114 0M19 8v6M16 11h6" />,
);
export const PlayIcon = icon(<path d="M12 3a9 9 0 100 18 9 9 0 000-18zM10 8.5l5.5 3.5-5.5 3.5v-7z" />);
export const CrownIcon = icon(<path d="M3 8l4.5 4L12 5l4.5 7L21 8l-2 11H5L3 8z" />);
export const StarIcon = icon(
  <path d="M12 3l2.7 5.7 6.3.8-4.6 4.3 1.2 6.2L12 17l-5.6 3 1.2-6.2L3 9.5l6.3-.8L12 3z" />,
);
export const HelpIcon = icon(
  <path d="M12 3a9 9 0 100 18 9 9 0 000-18zM9.5 9.5a2.5 2.5 0 114 2c-1 .7-1.5 1.2-1.5 2.5M12 17h.01" />,
);
export const DownloadIcon = icon(<path d="M12 4v11M7 10l5 5 5-5M5 20h14" />);
export const MegaphoneIcon = icon(
  <path d="M3 10v4h3l6 4V6L6 10H3zM16 9a4 4 0 010 6M18.5 6.5a7.5 7.5 0 010 11" />,
);
export const CoinsIcon = icon(
  <path d="M9 4c3.3 0 6 1.1 6 2.5S12.3 9 9 9 3 7.9 3 6.5 5.7 4 9 4zM3 6.5v4C3 11.9 5.7 13 9 13M3 10.5v4C3 15.9 5.7 17 9 17M15 11c3.3 0 6 1.1 6 2.5S18.3 16 15 16s-6-1.1-6-2.5S11.7 11 15 11zM9 13.5v4c0 1.4 2.7 2.5 6 2.5s6-1.1 6-2.5v-4" />,
);
export const ShieldIcon = icon(<path d="M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6l8-3zM9 12l2 2 4-4" />);
export const LotteryIcon = icon(
  <path d="M12 3a9 9 0 100 18 9 9 0 000-18zM8.5 9a1.5 1.5 0 100 .01M15.5 9a1.5 1.5 0 100 .01M12 15a1.5 1.5 0 100 .01M8 15.5l-.01 0M16 15.5h0" />,
);
export const BingoIcon = icon(<path d="M4 4h16v16H4zM4 9.3h16M4 14.6h16M9.3 4v16M14.6 4v16M12 12h0" />);
export const UsersIcon = icon(
  <path d="M9 11a3.5 3.5 0 100-7 3.5 3.5 0 000 7zM2.5 20a6.5 6.5 0 0113 0M16 4.3a3.5 3.5 0 010 6.4M18 14a6.5 6.5 0 013.5 6" />,
);
export const LockIcon = icon(<path d="M6 10h12v10H6zM8.5 10V7a3.5 3.5 0 017 0v3M12 14v2.5" />);
export const WrenchIcon = icon(
  <path d="M14.5 6.5a4 4 0 005 5L14 17l-4 4-3-3 4-4 5.5-5.5M14.5 6.5L18 3l3 3-3.5 3.5M9.5 14.5L4 20" />,
);
export const MapPinIcon = icon(
  <path d="M12 21s7-6.2 7-12a7 7 0 10-14 0c0 5.8 7 12 7 12zM12 11.5a2.5 2.5 0 100-5 2.5 2.5 0 000 5z" />,
);
export const FrameIcon = icon(<path d="M3 5h18v14H3zM3 9h18M6 7h.01M8.5 7h.01" />);
export const SeamlessIcon = icon(<path d="M4 12a8 8 0 0114-5.3M20 12a8 8 0 01-14 5.3M18 3v4h-4M6 21v-4h4" />);
export const DiceIcon = icon(
  <path d="M4 4h16v16H4zM8.5 8.5h.01M15.5 8.5h.01M12 12h.01M8.5 15.5h.01M15.5 15.5h.01" strokeWidth={2.4} />,
);
export const MailIcon = icon(<path d="M3 6h18v12H3zM3 7l9 6 9-6" />);
export const ChatRoomIcon = icon(<path d="M3 5h12v8H8l-3 3v-3H3zM15 9h6v8h-2v3l-3-3h-5v-2" />);
export const ImageIcon = icon(<path d="M4 5h16v14H4zM4 16l5-5 4 4 2-2 5 5M15 9h.01" />);
export const TrashIcon = icon(<path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6" />);
