/**
 * The app's icons: SVG from lucide-react, imported by name so the bundler keeps only these (no icon
 * font, no emoji: Unicode symbols render as empty boxes or differently on many phones).
 * Decorative by default (aria-hidden); give a label where an icon is the only content.
 */
import {
  BookOpen,
  Building2,
  CalendarDays,
  CircleCheck,
  Circle,
  ClipboardList,
  Clock,
  Flag,
  History,
  LayoutDashboard,
  List,
  Mail,
  Megaphone,
  Settings,
  ShieldCheck,
  Star,
  Timer,
  Users,
  type LucideIcon,
} from "lucide-react";

// Icons used by their own name rather than through ICONS below.
export { ArrowLeft, ArrowRight, CalendarPlus, Check, ChevronDown, Link2, Menu, X, type LucideIcon } from "lucide-react";

/**
 * Icons named by meaning. Pages that still pass one of the old glyphs ("⌂", "☺", ...) to StatCard
 * or the sidebar get the matching SVG through GLYPHS.
 */
export const ICONS = {
  overview: LayoutDashboard,
  chapters: Building2,
  members: Users,
  events: CalendarDays,
  time: Clock,
  done: CircleCheck,
  hours: Timer,
  readiness: ShieldCheck,
  activations: Flag,
  resources: BookOpen,
  announcements: Megaphone,
  mail: Mail,
  list: List,
  settings: Settings,
  star: Star,
  pending: Circle,
  roster: ClipboardList,
  audit: History,
} satisfies Record<string, LucideIcon>;
export type IconName = keyof typeof ICONS;

const GLYPHS: Record<string, IconName> = {
  "▦": "overview",
  "⌂": "chapters",
  "☺": "members",
  "◷": "time",
  "✓": "done",
  "⏱": "hours",
  "▥": "readiness",
  "⚑": "activations",
  "▤": "resources",
  "✉": "mail",
  "☰": "list",
  "⚙": "settings",
  "★": "star",
  "○": "pending",
};

/** An icon by name, by old glyph, or a ready element; anything else is shown as given. */
export function Icon({ icon, className = "h-5 w-5" }: { icon: React.ReactNode | IconName; className?: string }) {
  if (typeof icon === "string") {
    const name = (icon in ICONS ? icon : GLYPHS[icon]) as IconName | undefined;
    if (name) {
      const Svg = ICONS[name];
      return <Svg aria-hidden="true" focusable="false" className={className} />;
    }
  }
  return <>{icon}</>;
}
