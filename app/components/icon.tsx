import { useRouteLoaderData } from "react-router";

/**
 * Every icon the site uses, by name, so content in the registry can name one. The drawings
 * (Lucide's) are served once as an SVG sprite (`/icons.svg`, see icon-sprite.server.ts) rather
 * than shipped in every page's JavaScript.
 */
export const iconNames = [
  "Anchor",
  "Archive",
  "ArrowRight",
  "ArrowUp",
  "Award",
  "BadgeDollarSign",
  "Baby",
  "BookMarked",
  "BookOpen",
  "Briefcase",
  "BriefcaseBusiness",
  "Building",
  "Building2",
  "Bus",
  "Calculator",
  "CalendarCheck",
  "CalendarDays",
  "Car",
  "Check",
  "ChevronDown",
  "ChevronRight",
  "CircleCheck",
  "ClipboardList",
  "Clock",
  "Copyright",
  "Eye",
  "FileSearch",
  "FileSignature",
  "FileStack",
  "FileText",
  "Film",
  "Flame",
  "FolderOpen",
  "Gavel",
  "Globe",
  "GraduationCap",
  "Handshake",
  "HardHat",
  "Headset",
  "Heart",
  "HeartPulse",
  "Hospital",
  "House",
  "Inbox",
  "KeyRound",
  "Landmark",
  "Languages",
  "Layers",
  "Leaf",
  "Lightbulb",
  "ListChecks",
  "Lock",
  "Mail",
  "MapPin",
  "Megaphone",
  "Menu",
  "MessageCircle",
  "MessagesSquare",
  "Mic",
  "NotebookPen",
  "PenLine",
  "Phone",
  "PiggyBank",
  "Plane",
  "Play",
  "Puzzle",
  "Receipt",
  "Rocket",
  "Scale",
  "School",
  "ScrollText",
  "Search",
  "Send",
  "Shield",
  "ShieldAlert",
  "ShieldCheck",
  "Ship",
  "Sparkles",
  "Sprout",
  "Stamp",
  "Star",
  "Stethoscope",
  "Target",
  "Timer",
  "TrendingUp",
  "Truck",
  "Umbrella",
  "UserCheck",
  "UserRound",
  "Users",
  "Wallet",
  "Wrench",
  "X",
  "Zap",
] as const;

export type IconName = (typeof iconNames)[number];

/** The social networks' marks in the same sprite (app/models/brand-icons.server.ts). */
export type BrandIconName = `brand-${"facebook" | "twitter" | "instagram" | "linkedin" | "youtube"}`;

/** The sprite's versioned URL, from the root loader; the bare path when the root failed to load. */
function useSpriteUrl(): string {
  const root = useRouteLoaderData<{ iconSprite?: string }>("root");
  return root?.iconSprite ?? "/icons.svg";
}

export function Icon({
  name,
  size = 24,
  className,
  label,
}: {
  name: IconName | BrandIconName;
  size?: number;
  className?: string;
  /** Accessible name; without one the icon is decorative. */
  label?: string;
}) {
  const sprite = useSpriteUrl();
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden={label ? undefined : true}
      aria-label={label}
      role={label ? "img" : undefined}
      focusable="false"
    >
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}
