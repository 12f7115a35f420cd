/**
 * Every icon the site uses, by name, so content in the registry can name one. The drawings
 * (Lucide's) are not shipped in the page's JavaScript: the server writes the symbols a page uses
 * into the page itself (<IconSymbols>, icon-sprite.server.ts), so nothing is fetched for them
 * before the first paint, and the whole sprite (`/icons.svg`) follows after hydration for what
 * the browser renders later.
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
      <use href={`#icon-${name}`} />
    </svg>
  );
}

/**
 * The symbols the page's icons draw from, at the end of the page. The server fills the empty
 * <defs> with the ones the page uses (inlineIconSymbols); once the page has loaded, the head script
 * adds the rest of the sprite for what the browser renders later (after-first-paint.ts). React
 * leaves an element with inner HTML alone after hydration.
 */
export function IconSymbols() {
  return (
    <svg className="icon-symbols" aria-hidden="true" focusable="false" width="0" height="0">
      <defs id="icon-symbols" dangerouslySetInnerHTML={{ __html: "" }} suppressHydrationWarning />
    </svg>
  );
}
