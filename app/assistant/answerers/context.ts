import type { RoleSlug } from "~/content/types";
import type { IntentSpec } from "../corpus.server";
import type { Knowledge, RoleFact } from "../knowledge.server";
import { link, say, type Params } from "../phrases.server";
import { jobValue, type Quoted } from "../passages.server";
import type { DialogueState, Lang, MessageReading, Outcome, PartReading } from "../types";

/** What an answerer is given: the part, the conversation, the facts, the passages in the visitor's language. */
export interface Ctx {
  part: PartReading;
  message: MessageReading;
  lang: Lang;
  state: DialogueState;
  k: Knowledge;
  q: Quoted;
  intent: string;
  spec?: IntentSpec;
  /** The part leans on the previous turn ("and for two?"). */
  followUp: boolean;
}

export type Answerer = (ctx: Ctx) => Outcome | Promise<Outcome>;

export const fact = (text: string, facts?: string[]): Outcome => ({ text, kind: "fact", facts });

/** A phrase in the visitor's language. */
export const t = (ctx: Ctx, key: string, params?: Params) => say(key, ctx.lang, params);

/** A link to one of the site's pages, labelled in the visitor's language (label.<key> in phrases.yaml). */
export const page = (
  ctx: Ctx,
  key: "roles" | "about" | "contact" | "careers" | "privacy" | "areas" | "services" | "blog",
  href?: string,
) =>
  link(
    t(ctx, `label.${key}`),
    href ??
      {
        roles: "/roles",
        about: "/about",
        contact: "/contact",
        careers: "/Career",
        privacy: "/privacypolicy",
        areas: "/internalguide",
        services: "/service",
        blog: "/blog",
      }[key],
  );

export const roleFact = (ctx: Ctx, slug: RoleSlug): RoleFact => ctx.k.roles.find((r) => r.slug === slug)!;
export const roleTitle = (ctx: Ctx, slug: RoleSlug) => ctx.q.roles[slug]?.title ?? roleFact(ctx, slug).title;
export const roleLink = (ctx: Ctx, slug: RoleSlug) => link(roleTitle(ctx, slug), roleFact(ctx, slug).link);

/** The part's words, for light checks of what is asked ("per month", "salary"). */
export const has = (ctx: Ctx, words: RegExp) => ctx.part.tokens.some((w) => words.test(w));

/**
 * A visitor Lexi told we're not a law firm, who has not said since that they work for one: what we
 * offer is described to them, never affirmed ("Yes, we offer…" would read as yes to their matter).
 */
export const toldNotALawFirm = (state: DialogueState, part: PartReading) =>
  !!state.safetyGiven && state.asker !== "firm" && !part.asker;

/** Whether the part is a yes/no question ("do you…", "¿tienen…", "avez-vous…"): only those may be answered "Yes". */
export const yesNo = (ctx: Ctx) =>
  /^(do|does|did|is|are|can|could|will|would|have|has|any|got|tienen|tiene|hay|pueden|puede|hacen|ofrecen|trabajan|apoyan|es|son|est|avez|etes|pouvez|faites|proposez|offrez|travaillez|y)$/.test(
    ctx.part.tokens[0] ?? "",
  ) || /^(est ce|est-ce)/.test(ctx.part.tokens.slice(0, 2).join(" "));

/** Hands the part to the team: not published, so said so, never guessed. */
export const unanswered = (text: string): Outcome => ({ text, kind: "unknown", handoff: "unanswered" });

/** Content stems of the part minus words naming what it is about (for passage matching). */
export function askedStems(ctx: Ctx, stemmer: (w: string) => string, skip: Set<string> = new Set()): string[] {
  return ctx.part.tokens.filter((w) => w.length > 2 && !skip.has(w)).map(stemmer);
}

/** A job's value in the visitor's language, or as staff wrote it, in quotes. */
export function value(ctx: Ctx, kind: "employmentTypes" | "positions" | "locations", raw: string | null): string {
  if (!raw) return ctx.q.jobs.notSpecified.toLowerCase();
  return jobValue(kind, raw, ctx.lang) ?? `"${raw}"`;
}
