import type { RoleSlug } from "~/content/types";
import { fold } from "~/text/normalise";
import type { RoleFact } from "../knowledge.server";
import type { Entities, Member, Mention, Schedule, Tier } from "../types";
import { addsAt, TOO_WORDS } from "../words";
import { usd } from "../phrases.server";
import { has, roleFact, roleTitle, t, type Ctx } from "./context";
import { MONTH, monthsAsked, WEEK } from "./period";
import {
  correctsTeam,
  headsForEach,
  headsOfTheMember,
  namesEveryRole,
  tierSaid,
  LANGUAGE_DENIED,
  ONE_EACH,
  ONLY_ONE,
  roleSwapped,
  placedMemberChanged,
  someHeadsChanged,
  THE_TWO,
  oneByLanguageChanged,
  oneByScheduleChanged,
  onlyTheseBilingual,
  withoutNamed,
} from "./team-changes";
import { groupsOf, within, type Span } from "./team-groups";

/**
 * The team a part describes, one member per role named, each with its own head count, tier and
 * schedule: "one part-time paralegal plus one full-time receptionist" is a paralegal on Contract
 * Base and a receptionist on Full Time. A role's words run from the conjunction before it to the
 * conjunction after it; what stands before the first role or after "both"/"each" applies to all.
 */
const CHANGE =
  /^(bump|bumping|move|moving|switch|switching|upgrade|upgrading|increase|change|changing|convert|go|going|take|taking|pasar|pasarla|pasarlo|cambiar|cambiarla|cambiarlo|subir|subirla|subirlo|passer)$/;
const CONJUNCTION = /^(and|plus|with|y|e|con|et|avec|also|ademas|aussi|as well|along)$/;
const ANOTHER = /\b(another|one more|otro|otra|uno mas|una mas|un autre|une autre|un de plus|une de plus)\b/;
const ALL = /^(both|each|all|every|ambos|ambas|cada|todos|todas|tous|toutes|chacun|chacune)$/;

/**
 * "Una asistente administrativa legal": two names of one role that overlap ("asistente administrativa", "administrativa
 * legal"), or stand side by side ("une assistante juridique admin"), are one mention.
 */
function oneMentionEach<T extends string>(mentions: Mention<T>[]): Mention<T>[] {
  const out: Mention<T>[] = [];
  for (const m of [...mentions].sort((a, b) => a.start - b.start)) {
    const last = out.at(-1);
    if (last && last.value === m.value && m.start <= last.end)
      out[out.length - 1] = { ...last, end: Math.max(last.end, m.end) };
    else out.push(m);
  }
  return out;
}

/**
 * "If I hire your full time case manager … does the case manager get all of that?": a role named again with "the"
 * (no head count before it, no schedule or tier of its own after it) is the member already named, not a second one.
 */
function namedAgainDropped<T extends string>(tokens: string[], mentions: Mention<T>[], said: Entities): Mention<T>[] {
  const ownModifier = (m: Mention<T>) =>
    [...said.schedules, ...said.tiers, ...said.languages].some((x) => x.start >= m.end && x.start <= m.end + 1);
  return mentions.filter(
    (m, i) =>
      !(
        mentions.slice(0, i).some((earlier) => earlier.value === m.value) &&
        /^(the|that|this|said)$/.test(tokens[m.start - 1] ?? "") &&
        !said.counts.some((c) => c.end === m.start - 1) &&
        !ownModifier(m)
      ),
  );
}

export function teamOf(tokens: string[], said: Entities): Member[] {
  const roles = namedAgainDropped(tokens, oneMentionEach(said.roles), said);
  if (!roles.length) return [];
  // ("…, les deux bilingues": the two members there are, not two heads of the last one.)
  const theTwo = (m: Mention) =>
    /^(les|los|las|the)$/.test(tokens[m.start - 1] ?? "") && !roles.some((r) => r.start === m.end);
  const e = { ...said, counts: said.counts.filter((m) => !theTwo(m)) };
  // Modifiers said after each role ("coordinator full time, admin stays part time"), none before the first: between
  // two roles with no conjunction, what follows a role is its own.
  const modifiersAfter =
    e.schedules.length + e.tiers.length > 0 &&
    ![...e.schedules, ...e.tiers, ...e.languages].some((m) => m.start < roles[0].start);
  // Each role's span: from just after the previous role's conjunction to just before the next one's.
  const spans: Span[] = roles.map((role, i) => {
    const prev = roles[i - 1];
    const next = roles[i + 1];
    let start = prev ? prev.end : 0;
    if (prev) {
      const c = tokens.slice(prev.end, role.start).findIndex((w) => CONJUNCTION.test(w) || w === "");
      if (c >= 0) start = prev.end + c + 1;
      else if (modifiersAfter) start = role.start;
    }
    let end = next ? next.start : tokens.length;
    if (next) {
      const c = tokens.slice(role.end, next.start).findIndex((w) => CONJUNCTION.test(w));
      // No conjunction ("2 admins part time 1 receptionist full time"): the next member's head count starts it.
      const count = e.counts.find((m) => m.start >= role.end && m.start < next.start);
      end = c >= 0 ? role.end + c : count ? count.start : next.start;
    }
    if (prev && (start === prev.end || start === role.start)) {
      const count = e.counts.find((m) => m.start >= prev.end && m.start < role.start);
      if (count) start = count.start;
    }
    return { start, end };
  });
  // ("…a tiempo completo? no necesita español": a language said to be left out is no Multilingual tier.)
  const denied = LANGUAGE_DENIED.test(tokens.join(" "));
  const languageTier = (span: Span): Tier | undefined =>
    within(e.tiers, span)[0]?.value ?? (within(e.languages, span).length && !denied ? "multilingual" : undefined);
  const members: Member[] = roles.map((role, i) => {
    // "A case coordinator for 1 month part time to schedule all 25": one, said by its article; a number elsewhere
    // counts something else.
    const one = /^(a|an|one|un|una|une|uno)$/.test(tokens[role.start - 1] ?? "");
    const count = one ? undefined : within(e.counts, spans[i])[0];
    return {
      role: role.value as RoleSlug,
      count: one ? 1 : count ? Number(count.value) : undefined,
      tier: languageTier(spans[i]),
      schedule: within(e.schedules, spans[i])[0]?.value as Schedule | undefined,
    };
  });
  // "A receptionist 20 hrs/wk and an intake person same hours": the one before's schedule and tier.
  members.forEach((m, i) => {
    const after = tokens.slice(roles[i].end, roles[i].end + 3);
    const same = i > 0 && after.some((w) => /^(same|mismo|misma|mismas|mismos|meme|memes)$/.test(w));
    if (same) [m.schedule, m.tier] = [m.schedule ?? members[i - 1].schedule, m.tier ?? members[i - 1].tier];
  });
  // "both full time", "all bilingual", or modifiers said once for a one-role team.
  const shared = tokens.some((w) => ALL.test(w)) || THE_TWO.test(tokens.join(" ")) || members.length === 1;
  // "La différence entre une réceptionniste et un coordinateur à temps partiel": two roles set side by side, the one
  // schedule said after the last is both's (not in a team listed member by member: "…, 1 legal admin contract base").
  const sideBySide = /\b(difference|diferencia|diff|vs|versus|compare\w*|compar\w*|entre|between)\b/.test(
    tokens.join(" "),
  );
  if (sideBySide && members.length === 2 && e.schedules.length === 1 && e.schedules[0].start >= roles[1].end)
    for (const m of members) m.schedule ??= e.schedules[0].value;
  // "Price full time for a legal admin or paralegal", "a receptionist and an intake person, part time": one schedule
  // said once, no member with its own, is every member's.
  const [once] = e.schedules;
  const outside = once && (once.end <= roles[0].start || once.start >= roles[roles.length - 1].end);
  if (e.schedules.length === 1 && (members.every((m) => !m.schedule) || outside))
    for (const m of members) m.schedule = once.value;
  const everywhere: Span = { start: 0, end: tokens.length };
  const anySchedule = e.schedules[0]?.value;
  const anyTier = e.tiers[0]?.value ?? (e.languages.length && !denied ? "multilingual" : undefined);
  for (const m of members) {
    if (shared && !m.schedule && anySchedule) m.schedule = anySchedule;
    if (shared && !m.tier && anyTier) m.tier = anyTier;
  }
  if (members.length === 1 && members[0].count === undefined) {
    const lone = within(e.counts, everywhere)[0];
    if (lone) members[0].count = Number(lone.value);
  }
  const forEach = members.length === 1 && (members[0].count ?? 1) === 1 ? headsForEach(tokens.join(" ")) : undefined;
  if (forEach) members[0].count = forEach;
  // ("Want to bump her to full time": the schedule a change goes to, not the one it comes from.)
  const target = e.schedules.find(
    (m) =>
      [tokens[m.start - 1], tokens[m.start]].some((w) => /^(to|a|al|en|into)$/.test(w ?? "")) &&
      tokens.slice(0, m.start).some((w) => CHANGE.test(w)),
  );
  if (target && members.length === 1) members[0].schedule = target.value;
  if (members.length !== 1) return members;
  // ("Paralegals: 2 full time and one part time": a number after the role, with its own schedule or tier, starts a
  // group; the heads are the groups'.)
  const after = roles[0].end;
  const first = e.counts.find((m) => m.start >= after);
  const modified = (m: Mention) => [...e.schedules, ...e.tiers, ...e.languages].some((x) => x.start === m.end);
  const grouped =
    !!first && Number(first.value) === members[0].count && !e.counts.some((m) => m.start < after) && modified(first);
  return groupsOf(tokens, e, grouped ? { ...members[0], count: undefined } : members[0], after) ?? members;
}

/**
 * "A legal admin or a paralegal", "paralegal o asistente", "un coordinateur contre une secrétaire": two roles to choose
 * between.
 */
export function saidAsAlternatives(tokens: string[], e: Entities): boolean {
  const [a, b] = e.roles;
  return (
    e.roles.length === 2 &&
    tokens.slice(a.end, b.start).some((w) => /^(or|o|ou|vs|versus|against|contre|frente|contra)$/.test(w))
  );
}

/** A role's hourly rate on a tier; a published engagement's hours a month; a tier's name in the visitor's language. */
export const rateOf = (role: RoleFact, tier?: Tier) =>
  role.rates[tier === "multilingual" ? "multilingual" : "standard"];

export function hoursOf(ctx: Ctx, schedule: Schedule): number {
  return ctx.k.tiers.find((x) => x.key === schedule)!.hoursPerMonth!;
}

export const tierName = (ctx: Ctx, key: "contract" | "full-time" | "multilingual") => ctx.q.tiers[key].name;

/** One member's monthly line: "2 × Paralegal, Full Time (2 × 160 h × $14) = $4,480". */
export function memberLine(ctx: Ctx, m: Member, schedule: Schedule): { text: string; total: number } {
  const role = roleFact(ctx, m.role);
  const count = m.count ?? 1;
  const hours = hoursOf(ctx, schedule);
  const rate = rateOf(role, m.tier);
  const total = count * hours * rate;
  const tier =
    m.tier === "multilingual"
      ? `${tierName(ctx, schedule)}, ${tierName(ctx, "multilingual")}`
      : tierName(ctx, schedule);
  return {
    text: t(ctx, "price.line", {
      count,
      role: roleTitle(ctx, m.role),
      tier,
      hours,
      rate: usd(rate),
      total: usd(total),
    }),
    total,
  };
}

/** The part's team, completed from the previous turn when the part leans on it ("and two of them full time?"). */
export function currentTeam(ctx: Ctx): Member[] {
  const own = teamOf(ctx.part.tokens, ctx.part.entities);
  const e = ctx.part.entities;
  const schedule = e.schedules[0]?.value;
  const tier = tierSaid(ctx.part.raw, e);
  const count = e.counts[0] ? Number(e.counts[0].value) : undefined;
  if (own.length) {
    // "Sorry meant 2 paralegals not legal admins. same setup": the team priced before, with the role said instead.
    // ("Make one of the paralegals spanish speaking": some heads of that member, the others kept.)
    const swapped =
      roleSwapped(ctx.part.tokens, e, ctx.state.members) ??
      (ctx.followUp ? onlyTheseBilingual(ctx.part.raw, own, ctx.state.members) : undefined) ??
      (ctx.followUp && headsOfTheMember(ctx.part.raw, own)
        ? someHeadsChanged(ctx.part.raw, e, ctx.state.members ?? [], { tier, schedule })
        : undefined);
    if (swapped) return swapped;
    // "Drop the receptionist, new total?": the team priced before, without the members named.
    const left = ctx.followUp ? withoutNamed(ctx.part.tokens, e, ctx.state.members) : undefined;
    if (left) return left;
    // "And if we added a bilingual receptionist?": the new member joins the team priced before.
    const newRole = own.some((o) => !ctx.state.members?.some((m) => m.role === o.role));
    // ("Spanish intake FT + spanish legal admin FT, total?": a "plus" between the roles named lists a new team.)
    const [firstRole] = e.roles;
    const listing = (w: string, i: number) => w === "plus" && e.roles.length > 1 && i > firstRole.end;
    // ("And a case coordinator on top of that, same hours": "on top of that" adds, at "top".)
    const addAt = ctx.part.tokens.findIndex(
      (w, i) =>
        (addsAt(ctx.part.tokens, i) && !listing(w, i)) ||
        (newRole && TOO_WORDS.test(w)) ||
        (newRole && w === "top" && ctx.part.tokens[i - 1] === "on"),
    );
    const onTop = /\bon top of (that|this|it|them)\b/.test(fold(ctx.part.raw));
    const adding = (ctx.followUp || onTop) && ctx.state.members?.length && addAt >= 0;
    // (On the team's schedule when it has one and the newcomer none: "add a paralegal, same hours".)
    // (A member already in the team and named again is that member changed: "what if the case manager also needs French".)
    if (adding) {
      // ("1 of each full time plus a legal admin part time": what is said before the word of adding, no role named
      // there, is the team's; the newcomer's is said after it.)
      const teamsOwn = addAt < firstRole.start ? e.schedules.find((m) => m.end <= addAt)?.value : undefined;
      const members = ctx.state.members!.map((m) => (teamsOwn ? { ...m, schedule: teamsOwn } : m));
      if (teamsOwn) for (const o of own) o.schedule = e.schedules.find((m) => m.start > addAt)?.value ?? o.schedule;
      const shared = new Set(members.map((m) => m.schedule));
      const onTeamHours = shared.size === 1 ? [...shared][0] : undefined;
      // ("Y si sumamos otro case manager igual", "one more paralegal": one more head of that member, when it is
      // said as that member is; on another tier or schedule, a member of its own.)
      const more = ANOTHER.test(fold(ctx.part.raw));
      const same = (o: Member, m: Member) =>
        (!o.tier || o.tier === m.tier) && (!o.schedule || o.schedule === m.schedule);
      const changed = members.map((m) => {
        const o = own.find((x) => x.role === m.role);
        if (o && more) return same(o, m) ? { ...m, count: (m.count ?? 1) + (o.count ?? 1) } : m;
        return o ? { ...m, schedule: o.schedule ?? m.schedule, tier: o.tier ?? m.tier, count: o.count ?? m.count } : m;
      });
      const joining = own.filter(
        (o) =>
          !members.some((m) => m.role === o.role) || (more && !members.some((m) => m.role === o.role && same(o, m))),
      );
      return [...changed, ...joining.map((o) => ({ ...o, schedule: o.schedule ?? onTeamHours }))];
    }
    // "Sorry, 3 paralegals not 2" about a team priced before: that member changed, the others kept.
    if (ctx.followUp && correctsTeam(own, ctx.state))
      return ctx.state.members!.map((m) => {
        const o = own.find((x) => x.role === m.role);
        return o ? { ...m, count: o.count ?? m.count, schedule: o.schedule ?? m.schedule, tier: o.tier ?? m.tier } : m;
      });
    return own;
  }
  // "One of each of your roles, all full time": a head of every role, on what the part says.
  // (Not "the hourly rates for all six roles": each role's rates.)
  const asTeam = schedule || tier || has(ctx, MONTH) || has(ctx, WEEK) || !!monthsAsked(ctx) || has(ctx, /^total$/);
  if (namesEveryRole(ctx.part.raw) && asTeam)
    return ctx.k.roles.map((r) => ({ role: r.slug, count: 1, schedule, tier }));
  // After a paralegal service ("medical chronologies… what would that run us?"), the paralegal doing it.
  const serviceRole: RoleSlug | undefined =
    ctx.state.topic === "service.info" &&
    ctx.state.service &&
    ctx.k.services.get(ctx.state.service)?.list === "paralegal-service"
      ? "Paralegal-Role"
      : undefined;
  // "Intake then. Bilingual, how much full time?" after roles tied for cheapest: the one the message chooses.
  const chosen = ctx.message.parts.flatMap((p) => p.entities.roles.map((m) => m.value));
  const members = ctx.state.alternatives
    ? ctx.state.members?.filter((m) => !chosen.length || chosen.includes(m.role))
    : ctx.state.members;
  const previous = members?.length
    ? members
    : ctx.state.role
      ? [{ role: ctx.state.role }]
      : serviceRole
        ? [{ role: serviceRole }]
        : [];
  // "How much would that be monthly?" after Lexi named the roles for a task: those roles.
  const monthly = has(ctx, MONTH) || !!monthsAsked(ctx);
  if (!previous.length || !(ctx.followUp || schedule || tier || count || serviceRole || monthly)) return [];
  // "One full time and the other 20 hours a week" about one member of several heads: a member per schedule,
  // each with the count said before it ("two full time and the last one…"), the rest on the last.
  const heads = previous[0]?.count ?? 1;
  // ("Au contrat de base 80 h", "en contrat de base de 80 heures": one schedule said twice, side by side, is one.)
  const schedules = e.schedules.filter(
    (sch, i) => !(i && e.schedules[i - 1].value === sch.value && sch.start - e.schedules[i - 1].end <= 2),
  );
  if (previous.length === 1 && schedules.length >= 2 && heads >= schedules.length) {
    const said = schedules.map((sch, i) => {
      const from = i ? schedules[i - 1].end : 0;
      const c = e.counts.find((n) => n.start >= from && n.start < sch.start);
      return c ? Number(c.value) : 1;
    });
    const last = said.length - 1;
    said[last] = Math.max(1, heads - said.slice(0, last).reduce((a, b) => a + b, 0));
    return schedules.map((sch, i) => ({
      ...previous[0],
      tier: tier ?? previous[0].tier,
      schedule: sch.value,
      count: said[i],
    }));
  }
  // "What about 1 bilingual + 1 english only" about one role: a member per tier, each with the count said before it.
  if (previous.length === 1 && e.tiers.length >= 2 && new Set(e.tiers.map((x) => x.value)).size > 1) {
    return e.tiers.map((x, i) => {
      const from = i ? e.tiers[i - 1].end : 0;
      const c = e.counts.find((n) => n.start >= from && n.start < x.start);
      return {
        ...previous[0],
        schedule: schedule ?? previous[0].schedule,
        tier: x.value,
        count: c ? Number(c.value) : 1,
      };
    });
  }
  // "One of them has to be Spanish/English", "2 of the 5 need spanish", "we'd need 4. one has to be bilingual": those
  // heads changed, the others kept; "what if the bilingual one is only part time": that member changed.
  const some =
    placedMemberChanged(
      ctx.part.raw,
      previous,
      { tier, schedule },
      schedules.map((sch) => sch.value),
    ) ??
    someHeadsChanged(ctx.part.raw, e, previous, { tier, schedule }) ??
    oneByLanguageChanged(ctx.part.raw, previous, schedule) ??
    oneByScheduleChanged(ctx.part.raw, previous, tier);
  if (some) return some;
  // "And weekly for all three?", "et en multilingue les deux ?": the heads of the whole team, not three of each;
  // "un de chaque": one of each.
  const everyone = previous.reduce((sum, m) => sum + (m.count ?? 1), 0);
  const raw = fold(ctx.part.raw);
  const all = ctx.part.tokens.some((w) => ALL.test(w)) || THE_TWO.test(raw);
  const said =
    ONE_EACH.test(raw) || (previous.length === 1 && ONLY_ONE.test(raw))
      ? 1
      : previous.length > 1 && count === everyone && all
        ? undefined
        : count;
  return previous.map((m) => ({
    role: m.role,
    schedule: schedule ?? m.schedule,
    tier: tier ?? m.tier,
    count: said ?? m.count,
  }));
}
