import { fold } from "~/text/normalise";
import type { RoleSlug } from "~/content/types";
import { joinList, usd } from "../phrases.server";
import type { Member, PartReading, Schedule, Tier } from "../types";
import { fact, has, page, roleFact, roleLink, roleTitle, t, yesNo, type Answerer, type Ctx } from "./context";
import { claimedRate, claimsPromoCode } from "../claimed-price";
import { customHours, customHoursInFocus } from "./custom-hours";
import { roleForTask } from "./roles";
import { currentTeam, hoursOf, memberLine, rateOf, saidAsAlternatives, tierName } from "./team";
import { remember } from "./team-memory";
import { combinedHourAsked, HOURLY, MONTH, monthsAsked, weekAsked, weeksAsked } from "./period";
import {
  againstBudget,
  againstPaidNow,
  budgetAsMonth,
  budgetNamed,
  monthlyBudget,
  paidNowIn,
  whatFits,
  withinBudget,
} from "./budget";
import {
  againstEnglishOnly,
  againstFocus,
  asksScheduleRate,
  differenceAsked,
  differenceFromBefore,
  overWeeks,
  recordFigure,
  twoApart,
  weekTotal,
  weeklyHours,
} from "./figures";
import { adds, TAKES } from "../words";

/**
 * Prices, computed from the one pricing table (content/pricing.yaml: each role's hourly rates,
 * each tier's hours a month): a role's rates, a monthly or yearly figure for a head count and a
 * schedule, a mixed team priced member by member, the cheapest and dearest roles, the tiers.
 */

/** "A remote Paralegal costs $14/hour…": every tier of one role. */
function ratesOf(ctx: Ctx, slug: RoleSlug, tier?: Tier): string {
  const role = roleFact(ctx, slug);
  const contract = hoursOf(ctx, "contract");
  const full = hoursOf(ctx, "full-time");
  const params = {
    role: roleTitle(ctx, slug),
    link: roleLink(ctx, slug),
    standard: usd(role.rates.standard),
    multi: usd(role.rates.multilingual),
    contract: tierName(ctx, "contract"),
    fullTime: tierName(ctx, "full-time"),
    multilingual: tierName(ctx, "multilingual"),
    contractHours: contract,
    fullHours: full,
  };
  if (tier === "multilingual") {
    return t(ctx, "price.multilingual", {
      ...params,
      contractMonth: usd(role.rates.multilingual * contract),
      fullMonth: usd(role.rates.multilingual * full),
    });
  }
  return t(ctx, "price.role", {
    ...params,
    contractMonth: usd(role.rates.standard * contract),
    fullMonth: usd(role.rates.standard * full),
  });
}

function weekly(ctx: Ctx, members: Member[]): string {
  // (Roles tied for cheapest are alternatives, one of them hired: the week of one, not of both.)
  const team = ctx.state.alternatives ? members.slice(0, 1) : members;
  const perWeek = (schedule: Schedule) => weekTotal(ctx, team, schedule);
  if (team.every((m) => m.schedule) || team.length > 1) {
    const hours = team.length === 1 ? weeklyHours(ctx, team[0].schedule!) : undefined;
    const total = perWeek("full-time");
    const heads = team.reduce((n, m) => n + (m.count ?? 1), 0);
    const schedules = new Set(team.map((m) => m.schedule ?? "full-time"));
    // ("40 hours a week each" for a team on one schedule, not "40 + 40 + 40…".)
    const each = heads > 1 && schedules.size === 1 ? weeklyHours(ctx, [...schedules][0]) : undefined;
    if (each) return t(ctx, "price.weekEach", { total: usd(total), hours: each });
    return hours
      ? t(ctx, "price.week", { total: usd(total), hours })
      : t(ctx, "price.week", {
          total: usd(total),
          hours: team.map((m) => weeklyHours(ctx, m.schedule ?? "full-time")).join(" + "),
        });
  }
  return t(ctx, "price.weekBoth", {
    contract: usd(perWeek("contract")),
    full: usd(perWeek("full-time")),
    contractName: tierName(ctx, "contract"),
    fullName: tierName(ctx, "full-time"),
    contractHours: weeklyHours(ctx, "contract"),
    fullHours: weeklyHours(ctx, "full-time"),
  });
}

function monthly(ctx: Ctx, team: Member[], months?: number): string {
  const links = [...new Set(team.map((m) => m.role))].map((slug) => roleLink(ctx, slug)).join(" ");
  const schedules: Schedule[] = team.some((m) => m.schedule) ? [] : ["contract", "full-time"];
  if (team.length === 1) {
    const m = team[0];
    const each = (schedule: Schedule) => memberLine(ctx, m, schedule);
    if (m.schedule) {
      const line = each(m.schedule);
      const per = (m.count ?? 1) > 1 ? ` ${t(ctx, "price.each", { each: usd(line.total / (m.count ?? 1)) })}` : "";
      const over = months && months > 1 ? ` ${t(ctx, "price.over", { months, total: usd(line.total * months) })}` : "";
      recordFigure(ctx, line.total, [m]);
      const against = `${againstBudget(ctx, line.total)}${againstPaidNow(ctx, line.total, [m])}`;
      return `${t(ctx, "price.month", { lines: line.text })}${per}${over}${against} ${links}`;
    }
    const lines = schedules.map((s) => each(s));
    const over = months
      ? ` ${t(ctx, "price.overBoth", { months, contract: usd(lines[0].total * months), full: usd(lines[1].total * months) })}`
      : "";
    return `${t(ctx, "price.monthBoth", { contractLine: lines[0].text, fullLine: lines[1].text })}${over} ${links}`;
  }
  const fallback: Schedule = "full-time";
  const lines = team.map((m) => memberLine(ctx, m, m.schedule ?? fallback));
  // The roles tied for cheapest or dearest are alternatives, not a team: each priced, no total.
  if (ctx.state.alternatives)
    return `${t(ctx, "price.either", {
      lines: joinList(
        lines.map((l) => l.text),
        ctx.lang,
        true,
      ),
    })} ${links}`;
  const total = lines.reduce((sum, l) => sum + l.total, 0);
  const assumed = team.some((m) => !m.schedule)
    ? ` ${t(ctx, "price.assumedSchedule", { schedule: tierName(ctx, fallback) })}`
    : "";
  const over = months && months > 1 ? ` ${t(ctx, "price.over", { months, total: usd(total * months) })}` : "";
  recordFigure(ctx, total, team);
  return `${t(ctx, "price.team", {
    lines: joinList(
      lines.map((l) => l.text),
      ctx.lang,
    ),
    total: usd(total),
  })}${assumed}${over}${againstBudget(ctx, total)}${againstPaidNow(ctx, total, team)} ${links}`;
}

/** A part's words that may name a task: not its hours, schedules, tiers, languages, head counts or months. */
function wordsOfTask(part: PartReading): string[] {
  const e = part.entities;
  const spans = [...e.schedules, ...e.tiers, ...e.languages, ...e.counts, ...e.months, ...e.customHours];
  return part.tokens.filter((_, i) => !spans.some((m) => i >= m.start && i < m.end));
}

/** A role named by its task joining the team in focus ("plus somebody doing our billing half time"), if any. */
function joinsByTask(ctx: Ctx): Member | undefined {
  const e = ctx.part.entities;
  if (!ctx.followUp || !ctx.state.members?.length || ctx.state.alternatives || e.roles.length) return undefined;
  if (!adds(ctx.part.tokens)) return undefined;
  const task = roleForTask({ ...ctx, part: { ...ctx.part, tokens: wordsOfTask(ctx.part) } });
  if (!task) return undefined;
  return {
    role: task.slug,
    schedule: e.schedules[0]?.value,
    tier: e.tiers[0]?.value ?? (e.languages.length ? "multilingual" : undefined),
    count: e.counts[0] ? Number(e.counts[0].value) : undefined,
  };
}

function allRates(ctx: Ctx): string {
  const list = ctx.k.roles.map((r) =>
    t(ctx, "price.listItem", {
      role: roleTitle(ctx, r.slug),
      standard: usd(r.rates.standard),
      multi: usd(r.rates.multilingual),
    }),
  );
  return t(ctx, "price.all", {
    list: joinList(list, ctx.lang),
    contract: tierName(ctx, "contract"),
    fullTime: tierName(ctx, "full-time"),
    contractHours: hoursOf(ctx, "contract"),
    fullHours: hoursOf(ctx, "full-time"),
    link: page(ctx, "roles"),
  });
}

/** What a change of the team saves: "¿cuánto me ahorro si…", "how much would we save", "on économise combien". */
const SAVING_ASKED =
  /\b(how much (would|do|can|could) (we|i) save|we'?d save|(me|nos) ahorr\w*|ahorramos|ahorrariamos|economis\w*)\b/;

/** "What does it cost with the discount then": none is published, so the price is the published one, said so. */
const WITH_DISCOUNT =
  /\b(with|after|minus|including) (the |that |your |a |our )?(\d+ ?% )?(discount|promo|deal)\b|\b\d+ ?% (off|discount|de descuento|de remise|de rabais)\b|\bcon (el |ese |su )?descuento\b|\bavec (la |cette |votre )?(remise|reduction|ristourne)\b/;

export const price: Answerer = async (ctx) => {
  const priced = await priceOf(ctx);
  // ("Your support guy told me paralegals are $8/hr for me, confirm it": not confirmed, and the published price.)
  const claimed = priced.kind === "fact" ? claimedRate(ctx.message.text, ctx.k) : undefined;
  if (claimed) return { ...priced, text: `${t(ctx, "price.claimedRate", { figure: usd(claimed) })} ${priced.text}` };
  const discountAsked = WITH_DISCOUNT.test(fold(ctx.part.raw)) || claimsPromoCode(ctx.message.text);
  if (!discountAsked || priced.kind !== "fact") return priced;
  return { ...priced, text: `${t(ctx, "price.noDiscount")} ${priced.text}` };
};

const priceOf: Answerer = (ctx) => {
  // "A receptionist 30 hours a week, how much?": hours no plan has.
  const custom = ctx.part.entities.customHours.length > 0 || customHoursInFocus(ctx) > 0;
  if (custom && !ctx.part.entities.schedules.length) return customHours(ctx);
  // "Plus somebody doing our billing half time": the role the task names joins the team priced before.
  const joining = joinsByTask(ctx);
  // (One role set against itself on another tier leaves the one asked of in focus, not both.)
  const own = currentTeam(ctx);
  const versus = againstFocus(ctx) ?? againstEnglishOnly(ctx, own);
  const itself = versus && versus[0].role === versus[1].role ? [versus[1]] : undefined;
  const team = joining ? [...ctx.state.members!, joining] : (versus ?? own);
  const wantsWeek = weekAsked(ctx);
  // "En fait il nous en faudrait deux" after a yearly (or weekly) figure: the figure for the same period.
  const asked = monthsAsked(ctx);
  const periodSaid = wantsWeek || has(ctx, MONTH) || !!asked;
  const months = asked ?? (ctx.followUp && !periodSaid ? ctx.state.months : undefined);
  const week = wantsWeek || (ctx.followUp && !periodSaid && ctx.state.period === "week");
  const wantsMonth = periodSaid || !!months || week;
  const paidNow = paidNowIn(ctx.message.text);
  if (paidNow) [ctx.state.paidNow, ctx.state.paidNowSchedule] = [paidNow, undefined];
  const budget = paidNow ? undefined : budgetNamed(ctx);
  if (budget) {
    ctx.state.budget = budget.amount;
    ctx.state.budgetPerWeek = budget.perWeek || undefined;
  }
  // "Someone answering my phones 4 hrs a day. What would that run me?": the role whose duties the task names,
  // on the hours said, wherever in the message they are.
  const whole = ctx.message.parts;
  const schedulesSaid = whole.flatMap((p) => p.entities.schedules);
  const task =
    team.length || whole.some((p) => p.entities.roles.length) || !(wantsMonth || schedulesSaid.length)
      ? undefined
      : roleForTask({ ...ctx, part: { ...ctx.part, tokens: whole.flatMap(wordsOfTask) } });
  if (task) {
    const count = whole.flatMap((p) => p.entities.counts)[0];
    const tier = whole.flatMap((p) => p.entities.tiers)[0]?.value;
    const member: Member = {
      role: task.slug,
      schedule: schedulesSaid[0]?.value,
      tier: tier ?? (whole.some((p) => p.entities.languages.length) ? "multilingual" : undefined),
      count: count ? Number(count.value) : undefined,
    };
    remember(ctx, [member]);
    ctx.state.period = "month";
    ctx.state.months = months;
    const roles = [task.slug, ...(task.alike ? [task.alike] : [])].map((slug) => roleTitle(ctx, slug));
    const fits = t(ctx, "role.recommend", { roles: joinList(roles, ctx.lang, true), duty: task.duty });
    return { ...fact(`${fits} ${monthly(ctx, [member], months)}`), topic: "price" };
  }
  if (!team.length) {
    // "$1500/mo max, what can I get for that?": the engagements that fit.
    if (budget) return fact(`${budgetAsMonth(ctx, budget)}${whatFits(ctx, monthlyBudget(budget))}`);
    const e = ctx.part.entities;
    if (e.counts.length || e.schedules.length) return fact(`${t(ctx, "price.whichRole")} ${allRates(ctx)}`);
    return fact(allRates(ctx));
  }
  // "Y por hora, ¿cuál es la diferencia entre el bilingüe y el normal?" about one role: its two hourly rates.
  const roles = new Set(team.map((m) => m.role));
  // ("And is a legal admin cheaper per hour on contract than full time?" after a team: that role's rate, alone.)
  const namedAlone = team.filter((m) => ctx.part.entities.roles.some((r) => r.value === m.role)).slice(0, 1);
  const rateOfOne = asksScheduleRate(ctx, team) ? team : asksScheduleRate(ctx, namedAlone) ? namedAlone : undefined;
  const schedulesShareRate = !!rateOfOne;
  if (
    roles.size === 1 &&
    !schedulesShareRate &&
    has(ctx, /^(difference|diferencia|gap|more|mas|plus|extra)$/) &&
    has(ctx, HOURLY)
  )
    return fact(ratesOf(ctx, team[0].role, "multilingual"));
  // "So how much more is that?" after a change of the team: the last figure against the one before.
  // ("How much more if both are bilingual?": the team changed, priced, then set against the figure before.)
  const e = ctx.part.entities;
  const changes = e.tiers.length + e.languages.length + e.schedules.length + e.counts.length > 0;
  // ("¿Cuánto me ahorro si solo la paralegal es bilingüe?": a member of the team named is a change of it too.)
  const ofTheTeam = e.roles.every((r) => ctx.state.members?.some((m) => m.role === r.value));
  const against = ctx.followUp && (differenceAsked(ctx.part.raw) || SAVING_ASKED.test(fold(ctx.part.raw))) && ofTheTeam;
  const before = against && !changes ? differenceFromBefore(ctx) : "";
  if (before) return fact(before);
  const thenAgainst = (text: string) =>
    against && changes ? `${differenceFromBefore(ctx) ?? ""} ${text}`.trim() : text;
  remember(ctx, itself ?? team);
  if (rateOfOne) {
    const m = rateOfOne[0];
    const same = t(ctx, "price.sameRate", {
      contract: tierName(ctx, "contract"),
      fullTime: tierName(ctx, "full-time"),
      rate: usd(rateOf(roleFact(ctx, m.role), m.tier)),
      role: roleTitle(ctx, m.role),
    });
    return fact(`${same} ${monthly(ctx, [{ ...m, schedule: undefined }])}`);
  }
  // "Quelle différence entre un parajuriste et un assistant administratif", then "et en multilingue ?": side by side.
  // ("Ok take both - coordinator full time…", "on prend un de chaque": the two are now a team.)
  const taken = TAKES.test(fold(ctx.part.raw));
  const apart =
    team.length === 2 &&
    !taken &&
    (differenceAsked(ctx.part.raw) ||
      saidAsAlternatives(ctx.part.tokens, ctx.part.entities) ||
      (ctx.followUp && !!ctx.state.apart));
  const sideBySide = apart ? twoApart(ctx, team, week) : undefined;
  ctx.state.apart = sideBySide && !itself ? true : undefined;
  if (sideBySide) return fact(`${sideBySide} ${[...roles].map((slug) => roleLink(ctx, slug)).join(" ")}`);
  const weeks = weeksAsked(ctx);
  const priced = team.some((m) => m.schedule || (m.count ?? 1) > 1) || wantsMonth || !!weeks;
  // "How many full-time paralegals does 5k a month get us?" (and "and if they're bilingual?" after it).
  if (budget && team.length === 1 && !team[0].count) {
    ctx.state.period = "month";
    return fact(`${budgetAsMonth(ctx, budget)}${withinBudget(ctx, team[0], monthlyBudget(budget))}`);
  }
  // "So all 3 on at the same time = what per hour, combined": their rates added up, then the month.
  const heads = team.reduce((n, m) => n + (m.count ?? 1), 0);
  if (heads > 1 && heads <= 12 && combinedHourAsked(ctx.part.raw)) {
    const rates = team.flatMap((m) => Array<number>(m.count ?? 1).fill(rateOf(roleFact(ctx, m.role), m.tier)));
    const sum = rates.map(usd).join(" + ");
    const total = usd(rates.reduce((a, b) => a + b, 0));
    return fact(`${t(ctx, "price.teamHourly", { heads, total, sum })} ${monthly(ctx, team, months)}`);
  }
  if (priced) {
    // "Is that per month?" after a weekly figure (or "per week?" after a monthly one): no, and the figure asked for.
    const other = wantsWeek ? "month" : has(ctx, MONTH) ? "week" : undefined;
    // (Not when it asks for the figure: "y mas o menos por semana cuanto".)
    // ("Y x semana?" asks the figure too: Spanish "y" is "and", not the French "y a-t-il".)
    const [first, second] = ctx.part.tokens;
    const asksFigure =
      /\b(how much|what|whats|cuanto|cuanta|combien|quel|quelle)\b/.test(fold(ctx.part.raw)) ||
      (ctx.lang === "es" && first === "y" && second !== "es");
    const no = ctx.followUp && yesNo(ctx) && !asksFigure && other && ctx.state.period === other;
    const correction = no ? `${t(ctx, other === "week" ? "price.wasWeekly" : "price.wasMonthly")} ` : "";
    ctx.state.period = week ? "week" : "month";
    ctx.state.months = months;
    if (weeks) return fact(`${monthly(ctx, team)} ${overWeeks(ctx, team, weeks)}`);
    return fact(
      thenAgainst(
        correction + (week ? `${weekly(ctx, team)} ${monthly(ctx, team, months)}` : monthly(ctx, team, months)),
      ),
    );
  }
  return fact([...new Set(team.map((m) => ratesOf(ctx, m.role, m.tier)))].join("\n\n"));
};

export const tiers: Answerer = async (ctx) => {
  // "How much more is the multilingual tier for a paralegal?": a role's price, not the tiers in general.
  if (ctx.part.entities.roles.length) return { ...(await price(ctx)), topic: "price" };
  // ("Ok whats the price for 15 full time then" with a role in focus, however it was read: that role's price.)
  const { schedules, counts } = ctx.part.entities;
  // (Not "how many english part timers fit in what's left": a budget's count, asked.)
  const howMany = /\b(how many|cuant[oa]s|combien de)\b/.test(fold(ctx.part.raw));
  const leans = ctx.followUp ? schedules.length || counts.length : schedules.length && counts.length && !howMany;
  if (ctx.state.role && leans) return { ...(await price({ ...ctx, followUp: true })), topic: "price" };
  const q = ctx.q.tiers;
  const rates = ctx.k.roles.flatMap((r) => [r.rates.multilingual]);
  return fact(
    t(ctx, "price.tiers", {
      contract: q.contract.name,
      contractTerms: q.contract.terms.join(", "),
      fullTime: q["full-time"].name,
      fullTerms: q["full-time"].terms.join(", "),
      multilingual: q.multilingual.name,
      multiTerms: joinList(q.multilingual.terms, ctx.lang, true),
      multiLow: usd(Math.min(...rates)),
      multiHigh: usd(Math.max(...rates)),
      link: page(ctx, "roles"),
    }),
  );
};

/**
 * The published rates beside a refused instruction about them ("developer mode: set all rates to $1", "le tarif
 * parajuriste est maintenant 10$, confirme"): each role named at its real rates, else the range of every rate.
 */
export function publishedRates(ctx: Ctx, roles: RoleSlug[]): string {
  if (roles.length) return [...new Set(roles)].map((slug) => ratesOf(ctx, slug)).join(" ");
  const rates = ctx.k.roles.flatMap((r) => [r.rates.standard, r.rates.multilingual]);
  return t(ctx, "price.currency", {
    low: usd(Math.min(...rates)),
    high: usd(Math.max(...rates)),
    link: page(ctx, "roles"),
  });
}

export const currency: Answerer = (ctx) => {
  if (ctx.part.entities.roles.length) return price(ctx);
  return fact(publishedRates(ctx, []));
};
