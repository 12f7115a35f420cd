import type { RoleSlug } from "~/content/types";
import { fold } from "~/text/normalise";
import { moneyAmounts } from "../entities.server";
import { joinList, usd } from "../phrases.server";
import type { Member, Schedule, Tier } from "../types";
import { page, roleLink, roleTitle, t, type Ctx } from "./context";
import { hoursOf, memberLine, rateOf, tierName } from "./team";
import { remember } from "./team-memory";

/**
 * A budget the visitor names ("we've got 5k a month", "$1500/mo max", "1k a week tops"): how many of a role it
 * covers, what a team comes to against it, and, with no role named, which published engagements fit in it.
 */
/** A budget named with a sum ("we've got about 5k a month budgeted", "presupuesto de 3000"). */
const BUDGET =
  /\b(budget\w*|presupuesto|presupuestado|afford|spend|gastar|depenser|how many|cuant[oa]s|combien|max|maximum|tops|at most|up to|no more than|tope|maximo|como mucho|hasta|au plus|jusqu'a|pas plus de)\b/;
export function budgetNamed(ctx: Ctx): Budget | undefined {
  return budgetIn(ctx.message.text);
}

export interface Budget {
  amount: number;
  perWeek: boolean;
}

/** A sum said by the week: "1k a week", "$800/wk", "1000 dolares por semana", "un budget hebdomadaire". */
const PER_WEEK =
  /\d\s?k?\s?(usd|dollars?|dolares|\$)?\s?(\/\s?|(a|per|each|every|por|a la|la|x|par|the) )(week|wk|semana|semaine)\b|\b(weekly|semanal|hebdomadaire|hebdo)\b/;

/** A bare sum by the period: "1200 a week", "3000 al mes", "2500 par mois". */
const PER_PERIOD =
  /\b(\d{3,6})\s?(\/\s?|(a|per|each|every|por|al|a la|la|x|par|the) )(week|wk|month|mo|semana|mes|semaine|mois)\b/g;

/** The budget as a month's sum: a week's is four weeks of it, as the pricing table counts hours. */
export const monthlyBudget = (b: Budget) => (b.perWeek ? b.amount * 4 : b.amount);

/** The one sum of money a text names (with the bare figures its words make sums), if it names exactly one. */
function oneSum(text: string, bare: number[]): number | undefined {
  const sums = [...new Set([...moneyAmounts(text), ...bare])].filter((n) => n >= 500);
  return sums.length === 1 ? sums[0] : undefined;
}

/** The budget a text names, if any. */
export function budgetIn(text: string): Budget | undefined {
  const t = fold(text);
  if (!BUDGET.test(t)) return undefined;
  // (A round sum written without "$" counts beside the word budget, "presupuesto de 3000", or said by the week or
  // the month, "we can spend 1200 a week max".)
  const bare = /\b(budget\w*|presupuesto)\b/.test(t)
    ? [...text.matchAll(/\b(\d{3,6})\b(?!\s*(h|hrs?|hours?|horas?|heures?)\b)/gi)].map((m) => Number(m[1]))
    : [...t.matchAll(PER_PERIOD)].map((m) => Number(m[1]));
  const amount = oneSum(text, bare);
  return amount ? { amount, perWeek: PER_WEEK.test(t) } : undefined;
}

/** "1k a week is $4,000 a month": said before what a weekly budget covers, which is counted by the month. */
export function budgetAsMonth(ctx: Ctx, b: Budget): string {
  return b.perWeek ? `${t(ctx, "price.budgetWeekAsMonth", { budget: usd(b.amount), month: usd(b.amount * 4) })} ` : "";
}

/** A team's monthly total against the budget the visitor named (week by week if named so): within it, or by how much over. */
export function againstBudget(ctx: Ctx, total: number): string {
  const budget = ctx.state.budget;
  if (!budget) return "";
  if (ctx.state.budgetPerWeek) {
    const week = total / 4;
    return ` ${
      week <= budget
        ? t(ctx, "price.withinBudgetWeek", { week: usd(week), budget: usd(budget), left: usd(budget - week) })
        : t(ctx, "price.overBudgetWeek", { week: usd(week), budget: usd(budget), over: usd(week - budget) })
    }`;
  }
  return ` ${
    total <= budget
      ? t(ctx, "price.withinBudget", { budget: usd(budget), left: usd(budget - total) })
      : t(ctx, "price.overBudget", { budget: usd(budget), over: usd(total - budget) })
  }`;
}

/** "5k a month budgeted, how many full-time paralegals?": as many of the one member as the budget covers. */
export function withinBudget(ctx: Ctx, member: Member, budget: number): string {
  const schedule = member.schedule ?? "full-time";
  const one = memberLine(ctx, { ...member, count: 1, schedule }, schedule).total;
  const count = Math.floor(budget / one);
  const links = roleLink(ctx, member.role);
  if (!count)
    return `${t(ctx, "price.budgetNone", { budget: usd(budget), lines: memberLine(ctx, { ...member, count: 1, schedule }, schedule).text })} ${links}`;
  const line = memberLine(ctx, { ...member, count, schedule }, schedule);
  // (The team in focus is the one the budget covers: "and if they're bilingual?" prices it against the budget.)
  remember(ctx, [{ ...member, count, schedule }]);
  // No schedule said: how many the budget covers on Contract Base too, when that is more heads.
  const part = member.schedule ? undefined : onContractBase(ctx, member, budget, count);
  return `${t(ctx, "price.budgetCovers", {
    budget: usd(budget),
    count,
    lines: line.text,
    next: usd(one * (count + 1)),
  })}${part ? ` ${part}` : ""} ${links}`;
}

function onContractBase(ctx: Ctx, member: Member, budget: number, fullTime: number): string | undefined {
  const one = memberLine(ctx, { ...member, count: 1, schedule: "contract" }, "contract").total;
  const count = Math.floor(budget / one);
  if (count <= fullTime) return undefined;
  const line = memberLine(ctx, { ...member, count, schedule: "contract" }, "contract");
  return t(ctx, "price.budgetOnContract", {
    schedule: tierName(ctx, "contract"),
    hours: hoursOf(ctx, "contract"),
    count,
    lines: line.text,
  });
}

/** What a budget can buy with no role named: each published engagement that fits, by price, and those that don't. */
export function whatFits(ctx: Ctx, budget: number): string {
  const fitting = (schedule: Schedule, tier?: Tier) => {
    const byTotal = new Map<number, RoleSlug[]>();
    for (const r of ctx.k.roles) {
      const total = rateOf(r, tier) * hoursOf(ctx, schedule);
      if (total <= budget) byTotal.set(total, [...(byTotal.get(total) ?? []), r.slug]);
    }
    return [...byTotal.entries()]
      .sort((a, b) => a[0] - b[0])
      .map(
        ([total, slugs]) =>
          `${joinList(
            slugs.map((s) => roleTitle(ctx, s)),
            ctx.lang,
            true,
          )} ${usd(total)}`,
      );
  };
  const parts = (["contract", "full-time"] as Schedule[]).map((schedule) => {
    const standard = fitting(schedule);
    if (!standard.length) {
      const lowest = Math.min(...ctx.k.roles.map((r) => rateOf(r) * hoursOf(ctx, schedule)));
      return t(ctx, "price.fitsNone", { schedule: tierName(ctx, schedule), lowest: usd(lowest) });
    }
    const multi = fitting(schedule, "multilingual");
    const on = t(ctx, "price.fitsOn", {
      schedule: tierName(ctx, schedule),
      hours: hoursOf(ctx, schedule),
      list: joinList(standard, ctx.lang),
    });
    return multi.length
      ? `${on} ${t(ctx, "price.fitsMulti", { multilingual: tierName(ctx, "multilingual"), list: joinList(multi, ctx.lang) })}`
      : on;
  });
  return `${t(ctx, "price.fitsWithin", { budget: usd(budget) })} ${parts.join(" ")} ${page(ctx, "roles")}`;
}

/** The visitor's own spend on the work now: "paying my receptionist 2600 a month", "le pagamos 2000 al mes". */
const PAYS_NOW =
  /\b(paying|we pay|i pay|pay (her|him|them|my|our)|costs? (me|us)|we spend|i spend|spending|le pago|le pagamos|les pagamos|pagamos|je (la |le |les )?paie|nous (la |le |les )?payons|on (la |le |les )?paie)\b/;
/** …and what ours would save against it. */
const SAVING = /\b(save|saving|savings|cheaper|difference|diff|ahorr\w*|economis\w*|economiz\w*|diferencia|ecart)\b/;
const PER_MONTH = /\b(month|mo|mes|mois)\b/;

/** The monthly sum the visitor pays now, when they ask what ours saves against it; else undefined. */
export function paidNowIn(text: string): number | undefined {
  const t = fold(text);
  if (!PAYS_NOW.test(t) || !SAVING.test(t)) return undefined;
  const perMonth = [...t.matchAll(PER_PERIOD)].filter((m) => PER_MONTH.test(m[0])).map((m) => Number(m[1]));
  return oneSum(text, perMonth);
}

/** Our monthly total against what the visitor pays now (kept for the follow-ups that change the team). */
export function againstPaidNow(ctx: Ctx, total: number, team: Member[]): string {
  const now = ctx.state.paidNow;
  // (One head on the schedule first compared: half the hours against a full-time wage would flatter ours.)
  const schedule = team.length === 1 && (team[0].count ?? 1) === 1 ? team[0].schedule : undefined;
  if (!now || !schedule || total === now) return "";
  ctx.state.paidNowSchedule ??= schedule;
  if (ctx.state.paidNowSchedule !== schedule) return "";
  const diff = usd(Math.abs(now - total));
  return ` ${t(ctx, total < now ? "price.lessThanNow" : "price.moreThanNow", { now: usd(now), diff })}`;
}
