import { fold } from "~/text/normalise";
import type { RoleSlug } from "~/content/types";
import { siteContent } from "~/content/load-content.server";
import { link, usd } from "../phrases.server";
import type { Member, Schedule } from "../types";
import { fact, has, page, roleFact, roleTitle, t, type Answerer, type Ctx } from "./context";
import { hoursOf, memberLine, rateOf, tierName } from "./team";
import { monthsAsked } from "./period";

/**
 * Figures set against each other: the difference between two roles priced side by side, the difference a change
 * of the team made ("so how much more is that?", "¿y la diferencia?"), and a total over weeks ("for 6 weeks").
 */
const DIFFERENCE =
  /\b(difference|diff|differ|diferencia|ecart|gap|how much (more|extra|less|cheaper)|cuanto mas|cuanto menos|combien de (plus|moins)|de combien|cheaper|less expensive|more expensive|moins cher|plus cher|mas barat[oa]|mas car[oa]|mas economic[oa])\b/;

export const differenceAsked = (raw: string) => DIFFERENCE.test(fold(raw));

/** A team's heads, to tell a changed team (a tier, a schedule, a role said instead) from another one. */
const shapeOf = (team: Member[]) => `${team.reduce((n, m) => n + (m.count ?? 1), 0)}`;

/** The last two monthly totals quoted, with the team's shape, for "how much more is that?". */
export function recordFigure(ctx: Ctx, monthly: number, team: Member[]) {
  let figures = ctx.state.figures ?? [];
  // One figure a message: "sorry meant 2 paralegals not legal admins. same setup, one french" is its last part's.
  if (figures.at(-1)?.said === ctx.message.text) figures = figures.slice(0, -1);
  if (figures.at(-1)?.monthly !== monthly)
    ctx.state.figures = [...figures, { monthly, shape: shapeOf(team), said: ctx.message.text }].slice(-2);
}

/**
 * "So how much more is that over the whole project?": the last figure against the one before it, when both are of
 * as many heads (a tier, a schedule, a role or one head changed); else none (no difference of two other teams).
 */
export function differenceFromBefore(ctx: Ctx): string | undefined {
  const [before, now] = ctx.state.figures ?? [];
  if (!before || !now || before.shape !== now.shape) return undefined;
  const [previous, current] = [before.monthly, now.monthly];
  const diff = Math.abs(current - previous);
  const months = ctx.state.months;
  const over = months ? ` ${t(ctx, "price.over", { months, total: usd(diff * months) })}` : "";
  return `${t(ctx, "price.differenceBefore", { diff: usd(diff), current: usd(current), previous: usd(previous) })}${over}`;
}

/**
 * "The difference between a paralegal and a legal admin full time": two roles, one of each, side by side (and by the
 * week too when a week is asked: "per week, case manager vs legal admin").
 */
export function twoApart(ctx: Ctx, team: Member[], week = false): string | undefined {
  if (team.length !== 2 || team.some((m) => (m.count ?? 1) !== 1)) return undefined;
  const [a, b] = team.map((m) => memberLine(ctx, m, m.schedule ?? "full-time"));
  const hourly = Math.abs(
    rateOf(roleFact(ctx, team[0].role), team[0].tier) - rateOf(roleFact(ctx, team[1].role), team[1].tier),
  );
  const sameSchedule = (team[0].schedule ?? "full-time") === (team[1].schedule ?? "full-time");
  const same = a.total === b.total && sameSchedule;
  const apart = t(ctx, same ? "price.apartSame" : sameSchedule ? "price.apart" : "price.apartTotals", {
    a: a.text,
    b: b.text,
    diff: usd(Math.abs(a.total - b.total)),
    hourly: usd(hourly),
  });
  // ("Et sur 6 mois, la différence…": the difference over the months asked, an estimate.)
  const months = monthsAsked(ctx);
  const diff = Math.abs(a.total - b.total);
  const over = months && diff ? ` ${t(ctx, "price.over", { months, total: usd(diff * months) })}` : "";
  if (!week) return `${apart}${over}`;
  const [weekA, weekB] = team.map((m) => weekTotal(ctx, [m]));
  const named = (m: Member) =>
    m.tier === "multilingual" ? `${roleTitle(ctx, m.role)} (${tierName(ctx, m.tier)})` : roleTitle(ctx, m.role);
  const weekly = t(ctx, "price.apartWeek", {
    a: `${named(team[0])} ${usd(weekA)}`,
    b: `${named(team[1])} ${usd(weekB)}`,
    diff: usd(Math.abs(weekA - weekB)),
  });
  return `${weekly} ${apart}${over}`;
}

/** A published engagement's hours a week (its hours a month over four weeks, as the pricing table states them). */
export const weeklyHours = (ctx: Ctx, schedule: Schedule) => hoursOf(ctx, schedule) / 4;

/** The team's cost for a week, each member on their schedule (`fallback` where none was said). */
export const weekTotal = (ctx: Ctx, team: Member[], fallback: Schedule = "full-time") =>
  team.reduce(
    (sum, m) => sum + (m.count ?? 1) * rateOf(roleFact(ctx, m.role), m.tier) * weeklyHours(ctx, m.schedule ?? fallback),
    0,
  );

/** "For 6 weeks": the week's cost times the weeks, said with the monthly engagements that are published. */
export function overWeeks(ctx: Ctx, team: Member[], weeks: number): string {
  const week = weekTotal(ctx, team);
  return t(ctx, "price.overWeeks", { weeks, week: usd(week), total: usd(week * weeks) });
}

/**
 * "Is it cheaper per hour if we go full time?", "r u sure the part timer isnt charged more per hour", "¿la tarifa por
 * hora cambia a medio tiempo?": one role's hourly rate asked of its schedules (they share it), no language said.
 */
export function asksScheduleRate(ctx: Ctx, team: Member[]): boolean {
  const said = ctx.message.parts.some((p) => p.entities.languages.length + p.entities.tiers.length > 0);
  return (
    new Set(team.map((m) => m.role)).size === 1 &&
    !said &&
    has(ctx, SCHEDULE_RATE_CHANGE) &&
    // (Not hours past the schedule's, "more than 160 hours… overtime rate?": that is not published.)
    !has(ctx, /^(overtime|extra|extras|sup|supplementaires|semanas|weeks|semaines)$/) &&
    (ctx.part.entities.schedules.length > 0 ||
      has(ctx, /^(part|full|parttime|fulltime|medio|completo|partiel|plein)$/)) &&
    has(ctx, /^(hour|hourly|hr|hora|heure|horaire|rate|rates|tarifa|tarif|tarifas|tarifs|charged|cobran|factures?)$/)
  );
}
/** The same asked of one role the part names ("part-time receptionist, is the hourly rate dearer than full time?"). */
export const scheduleRateOfOne = (ctx: Ctx) =>
  new Set(ctx.part.entities.roles.map((r) => r.value)).size === 1 &&
  asksScheduleRate(ctx, [{ role: ctx.part.entities.roles[0].value }]);
const SCHEDULE_RATE_CHANGE =
  /^(cheaper|less|lower|discount|discounted|more|higher|different|differ|differs|same|surcharge|premium|barato|barata|menos|mas|diferente|distinta|cambia|misma|mismo|moins|plus|cher|reduction|differente|meme|change)$/;

const ENGLISH_ONLY =
  /\b(english only|only english|just english|solo (en )?ingles|ingles solamente|solamente ingles|anglais seulement|seulement (en )?anglais|uniquement (en )?anglais|(a |an |the )?(regular|standard|normal|non[- ]?bilingual|monolingual) (one|paralegal|version)|(uno|una|el|la) (normal|regular|estandar)|(un|une|le|la) (normal|normale|standard|classique))\b/;

/**
 * "El coordinador de casos es más barato?" after a bilingual paralegal was priced: the role named against the one in
 * focus, one head each, on its tier and schedule unless the part says others ("un coordinateur anglais seulement").
 */
export function againstFocus(ctx: Ctx): Member[] | undefined {
  const members = ctx.state.members ?? [];
  const named = [...new Set(ctx.part.entities.roles.map((r) => r.value))];
  const priced = ctx.followUp || /^(price|role\.|staff\.languages)/.test(ctx.state.topic ?? "");
  if (!priced || !differenceAsked(ctx.part.raw) || named.length > 1 || members.length !== 1) return undefined;
  const [m] = members;
  const e = ctx.part.entities;
  // ("How much more is a multilingual paralegal vs a regular one" with a legal admin in focus: the paralegal against
  // itself, not the one in focus.)
  const againstItself = named.length === 1 && named[0] !== m.role && ENGLISH_ONLY.test(fold(ctx.part.raw));
  if (againstItself && (e.tiers.length || e.languages.length)) return undefined;
  const tier = ENGLISH_ONLY.test(fold(ctx.part.raw))
    ? undefined
    : e.tiers.length || e.languages.length
      ? "multilingual"
      : m.tier;
  // (The same role, "la différence avec un coordinateur anglais seulement", is set against itself on another tier.)
  const role = named[0] ?? m.role;
  // (Several heads of it, "cuánto más si los dos son bilingües", are the team changed: set against its figure before.)
  if (role === m.role && (tier === m.tier || (m.count ?? 1) !== 1)) return undefined;
  return [
    { role: m.role, tier: m.tier, schedule: m.schedule },
    { role, tier, schedule: e.schedules[0]?.value ?? m.schedule },
  ];
}

/**
 * "How much more per month is a spanish speaking intake person vs english only?": one role named on the Multilingual
 * rate, set against itself English only (the bilingual one last, the one asked of); else undefined.
 */
export function againstEnglishOnly(ctx: Ctx, team: Member[]): Member[] | undefined {
  const [m] = team;
  if (team.length !== 1 || (m.count ?? 1) !== 1 || m.tier !== "multilingual") return undefined;
  if (!differenceAsked(ctx.part.raw) || !ENGLISH_ONLY.test(fold(ctx.part.raw))) return undefined;
  return [{ ...m, tier: "standard" }, m];
}

/** Against hiring in-house: the public wage figure the cost calculator on /roles uses (content/pricing.yaml). */
export const inHouse: Answerer = (ctx) => {
  const figure = siteContent().inHouseComparison;
  const slug = (ctx.part.entities.roles[0]?.value ?? ctx.state.role ?? figure.role) as RoleSlug;
  const role = roleFact(ctx, slug);
  const full = hoursOf(ctx, "full-time");
  ctx.state.role = slug;
  // ("And a bilingual one?" after it: the Multilingual rate set against the same wage.)
  const e = ctx.part.entities;
  const multi = e.tiers.some((x) => x.value === "multilingual") || e.languages.length > 0;
  const bilingual = multi
    ? ` ${t(ctx, "price.inHouseBilingual", { multilingual: tierName(ctx, "multilingual"), rate: usd(role.rates.multilingual), month: usd(role.rates.multilingual * full), less: `$${((figure.hourlyWage - role.rates.multilingual) * full).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}` })}`
    : "";
  return fact(
    bilingual.trim() && ctx.state.topic === "price.in_house"
      ? bilingual.trim()
      : `${t(ctx, "price.inHouse", {
          wage: `$${figure.hourlyWage.toFixed(2)}`,
          source: link("U.S. Bureau of Labor Statistics", figure.sourceUrl),
          role: roleTitle(ctx, slug),
          rate: usd(role.rates.standard),
          multi: usd(role.rates.multilingual),
          multilingual: tierName(ctx, "multilingual"),
          month: usd(role.rates.standard * full),
          fullTime: tierName(ctx, "full-time"),
          inHouseMonth: usd(Math.round(figure.hourlyWage * full)),
          link: page(ctx, "roles"),
        })}${bilingual}`,
  );
};
