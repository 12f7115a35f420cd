import crypto from "node:crypto";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import {
  Anchor, Archive, ArrowRight, ArrowUp, Award, BadgeDollarSign, Baby, BookMarked, BookOpen,
  Briefcase, BriefcaseBusiness, Building, Building2, Bus, Calculator, CalendarCheck, CalendarDays,
  Car, Check, ChevronDown, ChevronRight, CircleCheck, ClipboardList, Clock, Copyright, Eye,
  FileSearch, FileSignature, FileStack, FileText, Film, Flame, FolderOpen, Gavel, Globe,
  GraduationCap, Handshake, HardHat, Headset, Heart, HeartPulse, Hospital, House, Inbox, KeyRound,
  Landmark, Languages, Layers, Leaf, Lightbulb, ListChecks, Lock, Mail, MapPin, Megaphone, Menu,
  MessageCircle, MessagesSquare, Mic, NotebookPen, PenLine, Phone, PiggyBank, Plane, Play, Puzzle,
  Receipt, Rocket, Scale, School, ScrollText, Search, Send, Shield, ShieldAlert, ShieldCheck, Ship,
  Sparkles, Sprout, Stamp, Star, Stethoscope, Target, Timer, TrendingUp, Truck, Umbrella,
  UserCheck, UserRound, Users, Wallet, Wrench, X, Zap,
  type LucideIcon,
} from "lucide-react";
import type { IconName } from "~/components/icon";
import { singleton } from "~/utils/singleton.server";

const drawings = {
  Anchor, Archive, ArrowRight, ArrowUp, Award, BadgeDollarSign, Baby, BookMarked, BookOpen,
  Briefcase, BriefcaseBusiness, Building, Building2, Bus, Calculator, CalendarCheck, CalendarDays,
  Car, Check, ChevronDown, ChevronRight, CircleCheck, ClipboardList, Clock, Copyright, Eye,
  FileSearch, FileSignature, FileStack, FileText, Film, Flame, FolderOpen, Gavel, Globe,
  GraduationCap, Handshake, HardHat, Headset, Heart, HeartPulse, Hospital, House, Inbox, KeyRound,
  Landmark, Languages, Layers, Leaf, Lightbulb, ListChecks, Lock, Mail, MapPin, Megaphone, Menu,
  MessageCircle, MessagesSquare, Mic, NotebookPen, PenLine, Phone, PiggyBank, Plane, Play, Puzzle,
  Receipt, Rocket, Scale, School, ScrollText, Search, Send, Shield, ShieldAlert, ShieldCheck, Ship,
  Sparkles, Sprout, Stamp, Star, Stethoscope, Target, Timer, TrendingUp, Truck, Umbrella,
  UserCheck, UserRound, Users, Wallet, Wrench, X, Zap,
} satisfies Record<IconName, LucideIcon>;

/** Every icon as a `<symbol id="{name}">`, drawn with the stroke the `<Icon>` sets. */
export function iconSprite(): { svg: string; version: string } {
  return singleton("icon-sprite", () => {
    const symbols = Object.entries(drawings).map(([name, Drawing]) => {
      const inner = renderToStaticMarkup(createElement(Drawing)).replace(/^<svg[^>]*>/, "").replace(/<\/svg>$/, "");
      return `<symbol id="${name}" viewBox="0 0 24 24">${inner}</symbol>`;
    });
    const svg = `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>`;
    return { svg, version: crypto.createHash("sha256").update(svg).digest("hex").slice(0, 12) };
  });
}
