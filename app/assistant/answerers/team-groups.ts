import { readNumber } from "../entities.server";
import type { Entities, Member, Mention } from "../types";

/** The most heads a group of one role is read as. */
const MAX_HEADS = 50;
const HOURS = /^(hours?|hrs?|h|horas?|heures?)$/;
const PERIODS = /^(weeks?|months?|years?|quarters?|semanas?|mes|meses|anos?|trimestres?|semaines?|mois|ans?|annees?)$/;

/** A stretch of a part's tokens. */
export interface Span {
  start: number;
  end: number;
}

export function within<T extends string>(mentions: Mention<T>[], span: Span): Mention<T>[] {
  return mentions.filter((m) => m.start >= span.start && m.end <= span.end);
}

/** "The other one", "los otros", "les autres", "the rest": the heads not yet placed in a group. */
const REST = /^(other|others|rest|otro|otra|otros|otras|resto|autre|autres|reste)$/;

/**
 * "3 paralegals: one bilingual full time and two on contract base": one role's heads said in groups after it,
 * each with its own tier and schedule, the counts adding up to the heads (decision 0038). A group without a
 * language is on the standard rate; without a schedule, on the one said outside the groups.
 */
export function groupsOf(tokens: string[], e: Entities, member: Member, after: number): Member[] | undefined {
  // (No head count said, "receptionist - one full time + one part time": the groups' counts are the heads.)
  const said = member.count;
  if (said === 1) return undefined;
  const cap = said ?? MAX_HEADS + 1;
  const starts: { at: number; count?: number }[] = [];
  for (let i = after; i < tokens.length; i++) {
    const n = /^\d{1,2}$/.test(tokens[i])
      ? Number(tokens[i])
      : /^(un|one)$/.test(tokens[i])
        ? 1
        : readNumber(tokens[i]);
    // (Not the number of a period: "cuánto x un trimestre", "for one month".)
    if (
      n !== undefined &&
      n >= 1 &&
      n < cap &&
      !HOURS.test(tokens[i + 1] ?? "") &&
      !PERIODS.test(tokens[i + 1] ?? "")
    ) {
      // "The other two": the number says the group, the word only that it is the rest.
      if (starts.at(-1)?.count === undefined && starts.at(-1)?.at === i - 1) starts.pop();
      starts.push({ at: i, count: n });
    } else if (REST.test(tokens[i]) && starts.length) starts.push({ at: i });
  }
  const counted = starts.every((g) => g.count !== undefined);
  if (said === undefined && (starts.length < 2 || !counted)) return undefined;
  const heads = said ?? starts.reduce((sum, g) => sum + (g.count ?? 0), 0);
  // "2 intake specialists full time, one of them bilingual": one group said, the rest as said outside it.
  const only = starts.length === 1 ? starts[0] : undefined;
  if (only?.count !== undefined && only.count < heads) {
    const span = { start: only.at, end: tokens.length };
    const before = { start: 0, end: only.at };
    const outsideTier =
      within(e.tiers, before)[0]?.value ?? (within(e.languages, before).length ? "multilingual" : undefined);
    const outsideSchedule = within(e.schedules, before)[0]?.value;
    const group: Member = {
      role: member.role,
      count: only.count,
      tier: within(e.tiers, span)[0]?.value ?? (within(e.languages, span).length ? "multilingual" : outsideTier),
      schedule: within(e.schedules, span)[0]?.value ?? outsideSchedule,
    };
    const rest: Member = { role: member.role, count: heads - only.count, tier: outsideTier, schedule: outsideSchedule };
    const differs = group.tier !== rest.tier || group.schedule !== rest.schedule;
    return differs && (group.schedule || !rest.schedule) ? [group, rest] : undefined;
  }
  if (starts.length < 2) return undefined;
  const inGroups = starts.reduce((sum, g) => sum + (g.count ?? 0), 0);
  const rest = heads - inGroups;
  if (!counted ? rest < 1 : inGroups !== heads) return undefined;
  const spans = starts.map((g, i) => ({ start: g.at, end: starts[i + 1]?.at ?? tokens.length }));
  const outside = e.schedules.find((m) => m.start < starts[0].at)?.value;
  // A language said before the groups ("3 bilingual paralegals, one full time and…") is every group's.
  const before = { start: 0, end: starts[0].at };
  const outsideTier =
    within(e.tiers, before)[0]?.value ?? (within(e.languages, before).length ? "multilingual" : undefined);
  const groups = starts.map((g, i) => ({
    role: member.role,
    count: g.count ?? rest,
    tier: within(e.tiers, spans[i])[0]?.value ?? (within(e.languages, spans[i]).length ? "multilingual" : outsideTier),
    schedule: within(e.schedules, spans[i])[0]?.value ?? outside ?? member.schedule,
  })) as Member[];
  // Groups that differ in nothing are not groups ("2 paralegals, 2 full time").
  const differ = new Set(groups.map((m) => `${m.tier}/${m.schedule}`)).size > 1;
  return differ ? groups : undefined;
}
