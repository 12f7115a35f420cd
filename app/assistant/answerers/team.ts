import type { RoleSlug } from "~/content/types";
import type { RoleFact } from "../knowledge.server";
import type { Entities, Member, Mention, Schedule, Tier } from "../types";
import type { Ctx } from "./context";

/**
 * The team a part describes, one member per role named, each with its own head count, tier and
 * schedule: "one part-time paralegal plus one full-time receptionist" is a paralegal on Contract
 * Base and a receptionist on Full Time. A role's words run from the conjunction before it to the
 * conjunction after it; what stands before the first role or after "both"/"each" applies to all.
 */
const CONJUNCTION = /^(and|plus|with|y|e|con|et|avec|also|ademas|aussi|as well|along)$/;
const ALL = /^(both|each|all|every|ambos|ambas|cada|todos|todas|tous|toutes|chacun|chacune)$/;

interface Span {
  start: number;
  end: number;
}

function within<T extends string>(mentions: Mention<T>[], span: Span): Mention<T>[] {
  return mentions.filter((m) => m.start >= span.start && m.end <= span.end);
}

export function teamOf(tokens: string[], e: Entities): Member[] {
  const roles = e.roles;
  if (!roles.length) return [];
  // Each role's span: from just after the previous role's conjunction to just before the next one's.
  const spans: Span[] = roles.map((role, i) => {
    const prev = roles[i - 1];
    const next = roles[i + 1];
    let start = prev ? prev.end : 0;
    if (prev) {
      const c = tokens.slice(prev.end, role.start).findIndex((w) => CONJUNCTION.test(w) || w === "");
      if (c >= 0) start = prev.end + c + 1;
    }
    let end = next ? next.start : tokens.length;
    if (next) {
      const c = tokens.slice(role.end, next.start).findIndex((w) => CONJUNCTION.test(w));
      // No conjunction ("2 admins part time 1 receptionist full time"): the next member's head count starts it.
      const count = e.counts.find((m) => m.start >= role.end && m.start < next.start);
      end = c >= 0 ? role.end + c : count ? count.start : next.start;
    }
    if (prev && start === prev.end) {
      const count = e.counts.find((m) => m.start >= prev.end && m.start < role.start);
      if (count) start = count.start;
    }
    return { start, end };
  });
  const languageTier = (span: Span): Tier | undefined =>
    within(e.tiers, span)[0]?.value ?? (within(e.languages, span).length ? "multilingual" : undefined);
  const members: Member[] = roles.map((role, i) => {
    const count = within(e.counts, spans[i])[0];
    return {
      role: role.value as RoleSlug,
      count: count ? Number(count.value) : undefined,
      tier: languageTier(spans[i]),
      schedule: within(e.schedules, spans[i])[0]?.value as Schedule | undefined,
    };
  });
  // "both full time", "all bilingual", or modifiers said once for a one-role team.
  const shared = tokens.some((w) => ALL.test(w)) || members.length === 1;
  const everywhere: Span = { start: 0, end: tokens.length };
  const anySchedule = e.schedules[0]?.value;
  const anyTier = e.tiers[0]?.value ?? (e.languages.length ? "multilingual" : undefined);
  for (const m of members) {
    if (shared && !m.schedule && anySchedule) m.schedule = anySchedule;
    if (shared && !m.tier && anyTier) m.tier = anyTier;
  }
  if (members.length === 1 && members[0].count === undefined) {
    const lone = within(e.counts, everywhere)[0];
    if (lone) members[0].count = Number(lone.value);
  }
  return members;
}

/** A role's hourly rate on a tier; a published engagement's hours a month; a tier's name in the visitor's language. */
export const rateOf = (role: RoleFact, tier?: Tier) =>
  role.rates[tier === "multilingual" ? "multilingual" : "standard"];

export function hoursOf(ctx: Ctx, schedule: Schedule): number {
  return ctx.k.tiers.find((x) => x.key === schedule)!.hoursPerMonth!;
}

export const tierName = (ctx: Ctx, key: "contract" | "full-time" | "multilingual") => ctx.q.tiers[key].name;

/** The team priced, for the follow-ups ("and weekly?", "make it 3"). */
export function remember(ctx: Ctx, team: Member[]) {
  const roles = (ms: Member[] | undefined) => (ms ?? []).map((m) => m.role).join();
  if (roles(team) !== roles(ctx.state.members)) delete ctx.state.alternatives;
  ctx.state.members = team;
  ctx.state.role = team[0]?.role;
  ctx.state.roles = team.map((m) => m.role);
  ctx.state.schedule = team.at(-1)?.schedule;
  ctx.state.tier = team.at(-1)?.tier;
  ctx.state.count = team.at(-1)?.count;
}
