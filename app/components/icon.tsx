import {
  Anchor, Archive, ArrowRight, ArrowUp, Award, BadgeDollarSign, Baby, BookMarked, BookOpen,
  Briefcase, BriefcaseBusiness, Building, Building2, Bus, Calculator, CalendarCheck, CalendarDays,
  Car, Check, ChevronDown, ChevronRight, CircleCheck, ClipboardList, Clock, Copyright, Eye,
  FileSearch, FileSignature, FileStack, FileText, Film, Flame, FolderOpen, Gavel, Globe,
  GraduationCap, Handshake, HardHat, Headset, Heart, HeartPulse, Hospital, House, Inbox, KeyRound,
  Landmark, Languages, Layers, Leaf, Lightbulb, ListChecks, Lock, Mail, MapPin, Megaphone, Menu,
  MessageCircle, MessagesSquare, Mic, NotebookPen, PenLine, Phone, PiggyBank, Plane, Play, Puzzle,
  Receipt, Rocket, Scale, School, ScrollText, Search, Send, Shield, ShieldAlert, ShieldCheck, Ship,
  Sparkles, Sprout, Stamp, Star, Stethoscope, Target, Timer, TrendingUp, Truck, Umbrella, UserCheck,
  UserRound, Users, Wallet, Wrench, X, Zap,
  type LucideIcon,
} from "lucide-react";

/** Every icon the site uses, by name, so content in the registry can name one. */
const icons = {
  Anchor, Archive, ArrowRight, ArrowUp, Award, BadgeDollarSign, Baby, BookMarked, BookOpen,
  Briefcase, BriefcaseBusiness, Building, Building2, Bus, Calculator, CalendarCheck, CalendarDays,
  Car, Check, ChevronDown, ChevronRight, CircleCheck, ClipboardList, Clock, Copyright, Eye,
  FileSearch, FileSignature, FileStack, FileText, Film, Flame, FolderOpen, Gavel, Globe,
  GraduationCap, Handshake, HardHat, Headset, Heart, HeartPulse, Hospital, House, Inbox, KeyRound,
  Landmark, Languages, Layers, Leaf, Lightbulb, ListChecks, Lock, Mail, MapPin, Megaphone, Menu,
  MessageCircle, MessagesSquare, Mic, NotebookPen, PenLine, Phone, PiggyBank, Plane, Play, Puzzle,
  Receipt, Rocket, Scale, School, ScrollText, Search, Send, Shield, ShieldAlert, ShieldCheck, Ship,
  Sparkles, Sprout, Stamp, Star, Stethoscope, Target, Timer, TrendingUp, Truck, Umbrella, UserCheck,
  UserRound, Users, Wallet, Wrench, X, Zap,
} satisfies Record<string, LucideIcon>;

export type IconName = keyof typeof icons;

export function Icon({
  name,
  size = 24,
  className,
  label,
}: {
  name: IconName;
  size?: number;
  className?: string;
  /** Accessible name; without one the icon is decorative. */
  label?: string;
}) {
  const Glyph = icons[name];
  return (
    <Glyph
      width={size}
      height={size}
      className={className}
      aria-hidden={label ? undefined : true}
      aria-label={label}
      role={label ? "img" : undefined}
      focusable="false"
    />
  );
}
